/// A bitboard is written as its cells, ascending: `[0, 4, 8]`.
extension Bitboard: Codable {
  /// Reads a list of cell indices, each in `0..<16`.
  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    var cells = Bitboard.empty
    while !container.isAtEnd {
      let cell = try container.decode(Int.self)
      guard (0..<16).contains(cell) else {
        throw DecodingError.dataCorruptedError(
          in: container, debugDescription: "cell \(cell) is not in 0..<16")
      }
      cells.insert(cell)
    }
    self = cells
  }

  /// Writes the cells, ascending.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    for cell in self { try container.encode(cell) }
  }
}
