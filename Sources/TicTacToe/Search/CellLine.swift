/// Up to 16 cells in order, such as a line of play, in one value that allocates nothing.
/// It is written as the array of its cells: `[4, 0]`.
public struct CellLine: Hashable, Sendable, RandomAccessCollection, Codable {
  /// One byte a cell; the bytes past ``count`` are 0.
  private var cells = SIMD16<UInt8>()
  /// How many cells the line holds.
  public private(set) var count = 0

  /// The empty line.
  public init() {}

  /// Adds `cell`, from 0 to 15, at the end of a line of fewer than 16 cells (both checked in
  /// release builds: another cell, or a 17th, traps as an array's index does).
  public mutating func append(_ cell: Int) {
    precondition((0..<16).contains(cell), "a cell index runs from 0 to 15")
    precondition(count < 16, "a line holds at most 16 cells")
    cells[count] = UInt8(truncatingIfNeeded: cell)
    count &+= 1
  }

  /// The position of the first cell: 0.
  public var startIndex: Int { 0 }
  /// The position after the last cell: ``count``.
  public var endIndex: Int { count }

  /// The cell at `position`, in `0..<count` (checked in release builds).
  public subscript(position: Int) -> Int {
    precondition((0..<count).contains(position), "index out of range")
    return Int(cells[position])
  }

  /// Reads a line from an array of at most 16 cells, each from 0 to 15.
  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    while !container.isAtEnd {
      let cell = try container.decode(Int.self)
      guard (0..<16).contains(cell), count < 16 else {
        throw DecodingError.dataCorruptedError(
          in: container, debugDescription: "a line holds at most 16 cells from 0 to 15")
      }
      append(cell)
    }
  }

  /// Writes the cells in order.
  public func encode(to encoder: any Encoder) throws {
    try Array(self).encode(to: encoder)
  }
}
