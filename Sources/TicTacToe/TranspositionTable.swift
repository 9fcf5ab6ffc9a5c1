/// A memo of search results: one byte for every position of a geometry, indexed by the
/// position's base-3 number (cell `i` contributes 0 if empty, `3^i` for X, `2 * 3^i`
/// for O), so there are no collisions and no keys to check.
///
/// An entry holds a score and what kind of bound it is: a search that failed low only
/// proves an upper bound, one that failed high only a lower bound. Storing such a
/// bound as if it were exact is the classic bug of this field; ``probe(_:at:)`` gives
/// back the bound, and the search decides what it may conclude.
///
/// The table is 3^cells bytes: 19,683 for 3x3, 43,046,721 for 16 cells.
struct TranspositionTable {
  /// What a stored score proves about the true score.
  enum Bound: UInt8 {
    /// The true score.
    case exact = 1
    /// The true score is at least this.
    case lower = 2
    /// The true score is at most this.
    case upper = 3
  }

  /// Packed entries: 0 for none, else `(score + 32) << 2 | bound`.
  var entries: [UInt8]

  /// A table for every position of a board of `cellCount` cells.
  init(cellCount: Int) {
    entries = Array(repeating: 0, count: Self.size(cellCount: cellCount))
  }

  /// The number of base-3 indices of a board of `cellCount` cells: 3^cellCount.
  static func size(cellCount: Int) -> Int {
    var size = 1
    for _ in 0..<cellCount { size *= 3 }
    return size
  }

  /// Forgets every entry.
  ///
  /// - Complexity: O(3^cells).
  mutating func clear() {
    entries.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
  }

  /// The score and bound stored at `index`, if any.
  @inline(__always)
  static func probe(_ entries: borrowing MutableSpan<UInt8>, at index: Int) -> (
    score: Int, bound: Bound
  )? {
    let entry = entries[index]
    guard entry != 0 else { return nil }
    return (Int(entry >> 2) &- 32, Bound(rawValue: entry & 3).unsafelyUnwrapped)
  }

  /// Stores `score` as a `bound` at `index`.
  @inline(__always)
  static func store(
    _ entries: inout MutableSpan<UInt8>, at index: Int, score: Int, bound: Bound
  ) {
    assert((-32..<32).contains(score))
    entries[index] = UInt8(truncatingIfNeeded: (score &+ 32) &<< 2) | bound.rawValue
  }
}
