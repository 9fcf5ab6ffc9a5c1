/// A memo of search results: a byte for every position of a geometry at its index
/// (its base-3 number, see ``Geometry/positionCount``), so no collisions and no keys; an
/// entry holds a score and its kind of bound, since a search that failed low or high proves
/// only a bound.
///
/// A class over one allocation, so a store makes no copy-on-write check. `@unchecked
/// Sendable`: only a ``Searcher`` holding the one reference writes it (it copies first).
final class TranspositionTable: @unchecked Sendable {
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
  private let entries: UnsafeMutableBufferPointer<UInt8>

  /// An empty table for every position of `geometry`.
  init(geometry: Geometry) {
    entries = .allocate(capacity: geometry.positionCount)
    entries.initialize(repeating: 0)
  }

  /// A table holding the same entries as `other`.
  init(copying other: TranspositionTable) {
    entries = .allocate(capacity: other.entries.count)
    _ = entries.initialize(from: other.entries)
  }

  deinit {
    entries.deallocate()
  }

  /// Forgets every entry.
  func clear() {
    entries.update(repeating: 0)
  }

  /// The score and bound stored for the position at `index`, if any.
  @inline(__always)
  func probe(_ index: Int) -> (score: Score, bound: Bound)? {
    let entry = entries[index]
    guard entry != 0 else { return nil }
    return (Score(value: Int(entry >> 2) &- 32), Bound(rawValue: entry & 3).unsafelyUnwrapped)
  }

  /// Stores `score` as a `bound` for the position at `index`.
  @inline(__always)
  func store(_ score: Score, _ bound: Bound, at index: Int) {
    assert((-32..<32).contains(score.value))
    entries[index] = UInt8(truncatingIfNeeded: (score.value &+ 32) &<< 2) | bound.rawValue
  }
}
