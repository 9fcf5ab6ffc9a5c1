/// A set of cells on a board of at most 16 cells, one bit per cell.
///
/// Bit `i` is cell index `i`, counted row by row from the top-left corner
/// (see ``Geometry`` for the numbering). The struct costs nothing over a bare `UInt16`
/// at run time, yet it cannot be mixed up with a count or a cell index.
///
/// A bitboard is its own iterator: iterating yields the indices of its cells in
/// ascending order.
///
/// ```swift
/// for cell in Bitboard(rawValue: 0b101) { print(cell) }  // 0, then 2
/// ```
public struct Bitboard: Hashable, Sendable {
  /// The cells as bits: bit `i` set means cell index `i` is in the set.
  public var rawValue: UInt16

  /// Creates a bitboard from its bits.
  public init(rawValue: UInt16) {
    self.rawValue = rawValue
  }

  /// Creates a bitboard holding the single cell `cell`.
  ///
  /// - Precondition: `cell` is in `0..<16` (checked in release builds too).
  public init(cell: Int) {
    precondition((0..<16).contains(cell), "a cell index runs from 0 to 15")
    self.rawValue = 1 &<< UInt16(truncatingIfNeeded: cell)
  }

  /// The empty set.
  public static var empty: Bitboard { Bitboard(rawValue: 0) }

  /// The number of cells in the set.
  ///
  /// - Complexity: O(1).
  public var count: Int { rawValue.nonzeroBitCount }

  /// Whether the set has no cells.
  public var isEmpty: Bool { rawValue == 0 }

  /// Whether the set has exactly one cell.
  ///
  /// - Complexity: O(1), cheaper than comparing ``count`` with 1.
  public var hasOneCell: Bool { rawValue != 0 && rawValue & (rawValue &- 1) == 0 }

  /// The lowest cell index in the set, or `nil` when it is empty.
  public var first: Int? { rawValue == 0 ? nil : rawValue.trailingZeroBitCount }

  /// Whether `cell` is in the set.
  ///
  /// - Complexity: O(1).
  public func contains(_ cell: Int) -> Bool {
    (0..<16).contains(cell) && rawValue & (1 &<< UInt16(truncatingIfNeeded: cell)) != 0
  }

  /// Whether every cell of `other` is in this set.
  public func isSuperset(of other: Bitboard) -> Bool {
    rawValue & other.rawValue == other.rawValue
  }

  /// Adds `cell` to the set.
  ///
  /// - Precondition: `cell` is in `0..<16`.
  public mutating func insert(_ cell: Int) {
    rawValue |= Bitboard(cell: cell).rawValue
  }

  /// Removes `cell` from the set.
  ///
  /// - Precondition: `cell` is in `0..<16`.
  public mutating func remove(_ cell: Int) {
    rawValue &= ~Bitboard(cell: cell).rawValue
  }

  /// This set with `cell` added.
  ///
  /// - Precondition: `cell` is in `0..<16`.
  public func inserting(_ cell: Int) -> Bitboard {
    Bitboard(rawValue: rawValue | Bitboard(cell: cell).rawValue)
  }

  /// This set with `cell` removed.
  ///
  /// - Precondition: `cell` is in `0..<16`.
  public func removing(_ cell: Int) -> Bitboard {
    Bitboard(rawValue: rawValue & ~Bitboard(cell: cell).rawValue)
  }

  /// The cells in either set.
  public static func | (lhs: Bitboard, rhs: Bitboard) -> Bitboard {
    Bitboard(rawValue: lhs.rawValue | rhs.rawValue)
  }

  /// The cells in both sets.
  public static func & (lhs: Bitboard, rhs: Bitboard) -> Bitboard {
    Bitboard(rawValue: lhs.rawValue & rhs.rawValue)
  }

  /// The cells of `lhs` that are not in `rhs`.
  public static func - (lhs: Bitboard, rhs: Bitboard) -> Bitboard {
    Bitboard(rawValue: lhs.rawValue & ~rhs.rawValue)
  }
}

extension Bitboard: Sequence, IteratorProtocol {
  /// Returns the lowest cell index in the set and removes it.
  ///
  /// - Complexity: O(1).
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
    var text = ""
    for row in 0..<4 {
      for column in 0..<4 {
        text += contains(row * 4 + column) ? "#" : "."
      }
      if row < 3 { text += "/" }
    }
    return "Bitboard(\(text))"
  }
}
