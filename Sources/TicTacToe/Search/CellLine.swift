// The principal variation's type: cells in order, inline, so that an analysis stays off the heap.
/// Up to 64 cells in order, such as a line of play, in one value that allocates nothing.
/// In JSON it is the list of its cells numbered from 1, as `ai` numbers them: `[5, 1]` for
/// indices 4 and 0.
public struct CellLine: Hashable, Sendable, RandomAccessCollection, Codable {
  /// One byte a cell; the bytes past ``count`` are 0.
  private var cells = SIMD64<UInt8>()
  /// How many cells the line holds.
  public private(set) var count = 0

  /// The empty line.
  public init() {}

  /// Adds `cell`, from 0 to 63, at the end of a line of fewer than 64 cells (both checked in
  /// release builds: another cell, or a 65th, traps as an array's index does).
  public mutating func append(_ cell: Int) {
    precondition((0..<64).contains(cell), "a cell index runs from 0 to 63")
    precondition(count < 64, "a line holds at most 64 cells")
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

  /// Reads a line from a list of at most 64 cells, each numbered from 1 to 64.
  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    while !container.isAtEnd {
      let number = try container.decode(Int.self)
      guard (1...64).contains(number), count < 64 else {
        throw DecodingError.dataCorruptedError(
          in: container, debugDescription: "a line holds at most 64 cells from 1 to 64")
      }
      append(number - 1)
    }
  }

  /// Writes the cells in order, numbered from 1.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    for cell in self { try container.encode(cell + 1) }
  }
}
