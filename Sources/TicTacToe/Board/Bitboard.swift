// A set of cells: a UInt16 that iterates its cells, lowest first, and draws itself as a grid.
/// A set of cells on a board of at most 16 cells: bit `i` is cell index `i` (see
/// ``Geometry``). It iterates its cells in ascending order. In JSON it is the list of its
/// cells numbered from 1, as `ai` and its `--moves` number them: `[1, 5, 9]` for indices
/// 0, 4 and 8.
public struct Bitboard: Hashable, Sendable {
  /// The cells as bits: bit `i` set means cell index `i` is in the set.
  public var rawValue: UInt16

  /// Creates a bitboard from its bits.
  public init(rawValue: UInt16) {
    self.rawValue = rawValue
  }

  /// Creates a bitboard holding the single cell `cell`, in `0..<16` (checked in release builds).
  public init(cell: Int) {
    precondition((0..<16).contains(cell), "a cell index runs from 0 to 15")
    self.rawValue = 1 &<< UInt16(truncatingIfNeeded: cell)
  }

  /// The empty set.
  public static var empty: Bitboard { Bitboard(rawValue: 0) }
  /// The number of cells in the set.
  public var count: Int { rawValue.nonzeroBitCount }
  /// Whether the set has no cells.
  public var isEmpty: Bool { rawValue == 0 }
  /// Whether the set has exactly one cell (cheaper than comparing ``count`` with 1).
  public var hasOneCell: Bool { rawValue != 0 && rawValue & (rawValue &- 1) == 0 }
  /// The lowest cell index in the set, or `nil` when it is empty.
  public var first: Int? { rawValue == 0 ? nil : rawValue.trailingZeroBitCount }

  /// Whether `cell` is in the set.
  public func contains(_ cell: Int) -> Bool {
    (0..<16).contains(cell) && rawValue & (1 &<< UInt16(truncatingIfNeeded: cell)) != 0
  }

  /// Whether every cell of `other` is in this set.
  public func isSuperset(of other: Bitboard) -> Bool { rawValue & other.rawValue == other.rawValue }
  /// Adds `cell`, in `0..<16` (checked in release builds), to the set.
  public mutating func insert(_ cell: Int) { self = inserting(cell) }
  /// This set with `cell`, in `0..<16` (checked in release builds), added.
  public func inserting(_ cell: Int) -> Bitboard { self | Bitboard(cell: cell) }
  /// Removes `cell`, in `0..<16` (checked in release builds), from the set.
  public mutating func remove(_ cell: Int) { self = removing(cell) }
  /// This set with `cell`, in `0..<16` (checked in release builds), removed.
  public func removing(_ cell: Int) -> Bitboard { self - Bitboard(cell: cell) }
  /// The cells in either set.
  public static func | (a: Self, b: Self) -> Self { Self(rawValue: a.rawValue | b.rawValue) }
  /// The cells in both sets.
  public static func & (a: Self, b: Self) -> Self { Self(rawValue: a.rawValue & b.rawValue) }
  /// The cells of `a` that are not in `b`.
  public static func - (a: Self, b: Self) -> Self { Self(rawValue: a.rawValue & ~b.rawValue) }
}

extension Bitboard: Sequence, IteratorProtocol {
  /// Returns the lowest cell index in the set and removes it.
  public mutating func next() -> Int? {
    guard rawValue != 0 else { return nil }
    defer { rawValue &= rawValue &- 1 }
    return rawValue.trailingZeroBitCount
  }

  /// The number of cells in the set.
  public var underestimatedCount: Int { count }
}

extension Bitboard: CustomDebugStringConvertible {
  /// The bits drawn as a 4x4 grid, cell index 0 top-left, `#` for a set bit.
  public var debugDescription: String {
    let rows = (0..<4).map { row in String((0..<4).map { contains(row * 4 + $0) ? "#" : "." }) }
    return "Bitboard(\(rows.joined(separator: "/")))"
  }
}

extension Bitboard: Codable {
  /// Reads a list of cells numbered from 1 to 16, each at most once.
  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    self = .empty
    while !container.isAtEnd {
      let number = try container.decode(Int.self)
      guard (1...16).contains(number), !contains(number - 1) else {
        throw DecodingError.dataCorruptedError(
          in: container, debugDescription: "cell \(number) is not in 1...16 or is listed twice")
      }
      insert(number - 1)
    }
  }

  /// Writes the cells numbered from 1, ascending.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    for cell in self { try container.encode(cell + 1) }
  }
}
