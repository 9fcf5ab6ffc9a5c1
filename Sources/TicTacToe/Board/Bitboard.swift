// A set of cells over a mask of fixed width: the search's UInt16 or the library's UInt64.
/// The integers a board's pieces are held in: `UInt16` for the boards of up to 16 cells,
/// whose search indexes its lookups by a mask, and `UInt64` past them, up to 64 cells.
public protocol CellMask: FixedWidthInteger, UnsignedInteger, Sendable {}

extension UInt16: CellMask {}
extension UInt64: CellMask {}

/// The library's set of cells: any board's, up to 64 cells. See ``CellSet``.
public typealias Bitboard = CellSet<UInt64>

/// A set of cells on a board of at most `Mask.bitWidth` cells: bit `i` is cell index `i`
/// (see ``Geometry``). It iterates its cells in ascending order. In JSON it is the list of
/// its cells numbered from 1, as `ai` and its `--moves` number them: `[1, 5, 9]` for
/// indices 0, 4 and 8. The library speaks ``Bitboard``, 64 cells wide; the search of a
/// board of up to 16 cells walks the same sets 16 cells wide.
public struct CellSet<Mask: CellMask>: Hashable, Sendable {
  /// The cells as bits: bit `i` set means cell index `i` is in the set.
  public var rawValue: Mask

  /// Creates a set from its bits.
  @inlinable public init(rawValue: Mask) {
    self.rawValue = rawValue
  }

  /// The set of another width holding the same cells of `other` as fit in this one.
  @inlinable @inline(__always)
  package init<Other>(truncating other: CellSet<Other>) {
    rawValue = Mask(truncatingIfNeeded: other.rawValue)
  }

  /// Creates a set holding the single cell `cell`, in `0..<Mask.bitWidth` (checked in
  /// release builds).
  @inlinable public init(cell: Int) {
    precondition((0..<Mask.bitWidth).contains(cell), "a cell index lies off the set's mask")
    self.rawValue = 1 &<< Mask(truncatingIfNeeded: cell)
  }

  /// The set of `cell`, known to lie in `0..<Mask.bitWidth`.
  @inlinable @inline(__always)
  package init(unchecked cell: Int) {
    rawValue = 1 &<< Mask(truncatingIfNeeded: cell)
  }

  /// The empty set.
  @inlinable public static var empty: Self { Self(rawValue: 0) }
  /// The number of cells in the set.
  @inlinable public var count: Int { rawValue.nonzeroBitCount }
  /// Whether the set has no cells.
  @inlinable public var isEmpty: Bool { rawValue == 0 }
  /// Whether the set has exactly one cell (cheaper than comparing ``count`` with 1).
  @inlinable public var hasOneCell: Bool { rawValue != 0 && rawValue & (rawValue &- 1) == 0 }
  /// The lowest cell index in the set, or `nil` when it is empty.
  @inlinable public var first: Int? { rawValue == 0 ? nil : rawValue.trailingZeroBitCount }

  /// Whether `cell` is in the set.
  @inlinable public func contains(_ cell: Int) -> Bool {
    (0..<Mask.bitWidth).contains(cell) && rawValue & (1 &<< Mask(truncatingIfNeeded: cell)) != 0
  }

  /// Whether every cell of `other` is in this set.
  @inlinable public func isSuperset(of other: Self) -> Bool {
    rawValue & other.rawValue == other.rawValue
  }
  /// Adds `cell`, in `0..<Mask.bitWidth` (checked in release builds), to the set.
  @inlinable public mutating func insert(_ cell: Int) { self = inserting(cell) }
  /// This set with `cell`, in `0..<Mask.bitWidth` (checked in release builds), added.
  @inlinable public func inserting(_ cell: Int) -> Self { self | Self(cell: cell) }
  /// Removes `cell`, in `0..<Mask.bitWidth` (checked in release builds), from the set.
  @inlinable public mutating func remove(_ cell: Int) { self = removing(cell) }
  /// This set with `cell`, in `0..<Mask.bitWidth` (checked in release builds), removed.
  @inlinable public func removing(_ cell: Int) -> Self { self - Self(cell: cell) }
  /// The cells in either set.
  @inlinable public static func | (a: Self, b: Self) -> Self {
    Self(rawValue: a.rawValue | b.rawValue)
  }
  /// The cells in both sets.
  @inlinable public static func & (a: Self, b: Self) -> Self {
    Self(rawValue: a.rawValue & b.rawValue)
  }
  /// The cells of `a` that are not in `b`.
  @inlinable public static func - (a: Self, b: Self) -> Self {
    Self(rawValue: a.rawValue & ~b.rawValue)
  }
}

extension CellSet: Sequence, IteratorProtocol {
  /// Returns the lowest cell index in the set and removes it.
  @inlinable public mutating func next() -> Int? {
    guard rawValue != 0 else { return nil }
    defer { rawValue &= rawValue &- 1 }
    // Masked so that the optimizer knows the cell fits the mask.
    return rawValue.trailingZeroBitCount & (Mask.bitWidth &- 1)
  }

  /// The number of cells in the set.
  @inlinable public var underestimatedCount: Int { count }
}

extension CellSet {
  /// The set's cells each as a set of one, lowest first: what a walk that adds and takes
  /// away cells iterates, with no cell index to shift back into a mask.
  @inlinable package var singletons: Singletons { Singletons(rest: rawValue) }

  /// The iterator of ``singletons``.
  @usableFromInline package struct Singletons: Sequence, IteratorProtocol {
    @usableFromInline var rest: Mask
    @inlinable @inline(__always) init(rest: Mask) { self.rest = rest }

    @inlinable @inline(__always)
    package mutating func next() -> CellSet? {
      guard rest != 0 else { return nil }
      defer { rest &= rest &- 1 }
      return CellSet(rawValue: rest & (0 &- rest))
    }
  }
}

extension CellSet: CustomDebugStringConvertible {
  /// The bits drawn as a square grid (4x4 for 16 bits, 8x8 for 64), cell index 0
  /// top-left, `#` for a set bit.
  public var debugDescription: String {
    let side = Mask.bitWidth == 64 ? 8 : Mask.bitWidth == 16 ? 4 : Mask.bitWidth
    let rows = (0..<Mask.bitWidth / side).map { row in
      String((0..<side).map { contains(row * side + $0) ? "#" : "." })
    }
    return "Bitboard(\(rows.joined(separator: "/")))"
  }
}

extension CellSet: Codable {
  /// Reads a list of cells numbered from 1 to `Mask.bitWidth`, each at most once.
  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    self = .empty
    while !container.isAtEnd {
      let number = try container.decode(Int.self)
      guard (1...Mask.bitWidth).contains(number), !contains(number - 1) else {
        throw DecodingError.dataCorruptedError(
          in: container,
          debugDescription: "cell \(number) is not in 1...\(Mask.bitWidth) or is listed twice")
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
