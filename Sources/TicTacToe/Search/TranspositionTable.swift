/// A memo of search results: a byte for every position of a geometry at its index
/// (a base-3 number, see ``Node/index``), so no collisions and no keys; an
/// entry holds a score and its kind of bound, since a search that failed low or high proves
/// only a bound.
///
/// Zeroed a page at a time, on the page's first store, so memory is taken as the search
/// goes (the system backs a large block's pages only once written): the engine imports
/// nothing, so no `calloc`, and Swift has no zeroed allocation of its own.
///
/// A class, so a store makes no copy-on-write check. `@unchecked Sendable`: only a
/// ``Searcher`` holding the one reference writes it (it copies first).
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

  /// The entries of a page: 4 KiB, the system's page on most machines.
  static var pageShift: Int { 12 }

  /// The table's memory, as the search reads and writes it: pointers, not the table, so the
  /// search has nothing to retain. Valid as long as the table.
  struct Entries {
    /// Packed entries: 0 for none, else `(score + 32) << 2 | bound`; a page is read only
    /// once its flag says it is zeroed, before which it is uninitialized and untouched.
    fileprivate let packed: UnsafeMutableBufferPointer<UInt8>
    /// Whether each page of `packed` is zeroed.
    fileprivate let zeroed: UnsafeMutableBufferPointer<Bool>

    /// The score and bound stored for the position at `index`, if any.
    @inline(__always)
    func probe(_ index: Int) -> (score: Score, bound: Bound)? {
      guard zeroed[index &>> pageShift] else { return nil }
      let entry = packed[index]
      guard entry != 0 else { return nil }
      return (Score(value: Int(entry >> 2) &- 32), Bound(rawValue: entry & 3).unsafelyUnwrapped)
    }

    /// Stores `score` as a `bound` for the position at `index`.
    @inline(__always)
    func store(_ score: Score, _ bound: Bound, at index: Int) {
      assert((-32..<32).contains(score.value))
      let page = index &>> pageShift
      if !zeroed[page] { zero(page) }
      packed[index] = UInt8(truncatingIfNeeded: (score.value &+ 32) &<< 2) | bound.rawValue
    }

    /// The indices of the entries on `page`.
    fileprivate func range(of page: Int) -> Range<Int> {
      (page &<< pageShift)..<min(packed.count, (page &+ 1) &<< pageShift)
    }

    /// Zeroes `page` before its first store.
    @inline(never)
    private func zero(_ page: Int) {
      UnsafeMutableBufferPointer(rebasing: packed[range(of: page)]).initialize(repeating: 0)
      zeroed[page] = true
    }
  }

  /// The table's memory.
  let entries: Entries

  /// An empty table for every position of `geometry`.
  convenience init(geometry: Geometry) {
    self.init(count: geometry.positionCount)
  }

  /// An empty table of `count` entries, no page zeroed.
  private init(count: Int) {
    let zeroed = UnsafeMutableBufferPointer<Bool>.allocate(
      capacity: (count &- 1) &>> Self.pageShift &+ 1)
    zeroed.initialize(repeating: false)
    entries = Entries(packed: .allocate(capacity: count), zeroed: zeroed)
  }

  /// A table holding the same entries as `other`: its zeroed pages alone are copied.
  convenience init(copying other: TranspositionTable) {
    let from = other.entries
    self.init(count: from.packed.count)
    let to = entries
    for page in from.zeroed.indices where from.zeroed[page] {
      let range = to.range(of: page)
      _ = UnsafeMutableBufferPointer(rebasing: to.packed[range])
        .initialize(fromContentsOf: from.packed[range])
      to.zeroed[page] = true
    }
  }

  deinit {
    entries.packed.deallocate()
    entries.zeroed.deallocate()
  }

  /// The pages zeroed so far, each holding entries or ready to: the table's share of memory
  /// in pages.
  var zeroedPages: Int { entries.zeroed.count { $0 } }

  /// Forgets every entry: the pages written so far, which the process holds already, are
  /// zeroed now, so that a search after a clear (a bench's timed run) does not zero them
  /// again as it goes; the others stay untouched.
  func clear() {
    for page in entries.zeroed.indices where entries.zeroed[page] {
      UnsafeMutableBufferPointer(rebasing: entries.packed[entries.range(of: page)])
        .update(repeating: 0)
    }
  }
}
