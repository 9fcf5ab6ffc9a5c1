// The transposition table: a byte per position up to 16 cells, hashed past them; zeroed a page at a time.
/// Up to 16 cells, indexed by position, so no keys: an entry is a byte that holds a score
/// and its kind of bound. Past 16 cells, where no index fits, hashed: buckets of two
/// entries, each keyed by both masks, so a probe never takes one position for another
/// (``HashedBucket``). A page is zeroed on its first store, so memory is taken as the
/// search goes (the engine imports nothing, so no `calloc`). A class, so a store makes no
/// copy-on-write check; `@unchecked Sendable`: only a ``Searcher`` holding the one
/// reference writes it.
final class TranspositionTable: @unchecked Sendable {
  /// What a stored score proves about the true score.
  enum Bound: UInt8 {
    case exact = 1
    case lower = 2
    case upper = 3
  }

  /// 4 KiB, the system's page on most machines.
  static var pageShift: Int { 12 }

  /// The table's memory as the search reads and writes it: pointers, so the search has
  /// nothing to retain. Valid as long as the table.
  struct Entries {
    /// 0 for none, else `(score + 32) << 2 | bound`; a page is read only once zeroed.
    let packed: UnsafeMutableBufferPointer<UInt8>
    fileprivate let zeroed: UnsafeMutableBufferPointer<Bool>
    /// Hashed: the buckets in use less one (a mask; the table grows by doubling it) and
    /// the positions stored since they last doubled (``HashedBucket``). Two words just
    /// before the page flags, so that the search carries no pointer more.
    @inline(__always)
    var inUse: UnsafeMutablePointer<Int> {
      (UnsafeMutableRawPointer(zeroed.baseAddress.unsafelyUnwrapped) - 16)
        .assumingMemoryBound(to: Int.self)
    }

    /// Hashed: the search's notes, a row of 64 words for each count of empty cells (so a
    /// node's row outlives its children's), before the two words of ``inUse``.
    @inline(__always)
    var scratch: UnsafeMutablePointer<UInt64> {
      (UnsafeMutableRawPointer(zeroed.baseAddress.unsafelyUnwrapped) - 16 - scratchBytes)
        .assumingMemoryBound(to: UInt64.self)
    }

    @inline(__always)
    func probe(_ index: Int) -> (score: Score, bound: Bound)? {
      guard zeroed[index &>> pageShift] else { return nil }
      let entry = packed[index]
      guard entry != 0 else { return nil }
      return (Score(value: Int(entry >> 2) &- 32), Bound(rawValue: entry & 3).unsafelyUnwrapped)
    }

    @inline(__always)
    func store(_ score: Score, _ bound: Bound, at index: Int) {
      assert((-32..<32).contains(score.value))
      let page = index &>> pageShift
      if !zeroed[page] { zero(page) }
      packed[index] = UInt8(truncatingIfNeeded: (score.value &+ 32) &<< 2) | bound.rawValue
    }

    fileprivate func range(of page: Int) -> Range<Int> {
      (page &<< pageShift)..<min(packed.count, (page &+ 1) &<< pageShift)
    }

    /// Zeroes the page that holds byte `offset` unless it is already.
    @inline(__always)
    func zeroing(at offset: Int) {
      let page = offset &>> pageShift
      if !zeroed[page] { zero(page) }
    }

    /// Whether the page that holds byte `offset` has been written (else it holds nothing).
    @inline(__always)
    func isZeroed(at offset: Int) -> Bool { zeroed[offset &>> pageShift] }

    @inline(never)
    private func zero(_ page: Int) {
      UnsafeMutableBufferPointer(rebasing: packed[range(of: page)]).initialize(repeating: 0)
      zeroed[page] = true
    }
  }

  let entries: Entries

  /// The table of `geometry`: up to 16 cells a byte per position, past them the largest
  /// power of two of buckets within `bytes` (one at least).
  convenience init(geometry: Geometry, bytes: Int = Searcher.defaultTableBudget) {
    self.init(count: Self.byteCount(for: geometry, within: bytes), hashed: geometry.cellCount > 16)
  }

  /// The bytes the table of `geometry` takes at most, hashed ones within `bytes`.
  static func byteCount(for geometry: Geometry, within bytes: Int) -> Int {
    guard geometry.cellCount > 16 else { return geometry.positionCount }
    let buckets = max(bytes / HashedBucket.size, 1)
    return HashedBucket.size << (Int.bitWidth - 1 - buckets.leadingZeroBitCount)
  }

  /// Whether the table is hashed (and has ``Entries/scratch``).
  private let isHashed: Bool

  private init(count: Int, hashed: Bool) {
    isHashed = hashed
    let pages = (count &- 1) &>> Self.pageShift &+ 1
    let notes = Self.headerBytes(hashed: hashed) &- 16
    let header = UnsafeMutableRawPointer.allocate(byteCount: notes &+ 16 &+ pages, alignment: 16)
    header.bindMemory(to: UInt64.self, capacity: notes &>> 3 &+ 2)
      .initialize(repeating: 0, count: notes &>> 3 &+ 2)
    let zeroed = UnsafeMutableBufferPointer(
      start: (header + notes + 16).bindMemory(to: Bool.self, capacity: pages), count: pages)
    zeroed.initialize(repeating: false)
    // On a page of the system's: else each page zeroed spills into the next, and a table
    // written here and there takes twice the memory it counts.
    let packed = UnsafeMutableRawBufferPointer.allocate(
      byteCount: count, alignment: 1 << Self.pageShift)
    entries = Entries(packed: packed.bindMemory(to: UInt8.self), zeroed: zeroed)
    startSmall()
  }

  /// A hashed table starts on the buckets of ``HashedBucket/startBytes``, so that a short
  /// search touches no more memory than it needs: the table doubles as they fill.
  private func startSmall() {
    let buckets = entries.packed.count &>> 6
    entries.inUse[0] = min(buckets, HashedBucket.startBytes &>> 6) &- 1
    entries.inUse[1] = 0
  }

  /// Where the entries start: on a page boundary.
  var startAddress: UnsafeRawPointer { UnsafeRawPointer(entries.packed.baseAddress!) }

  convenience init(copying other: TranspositionTable) {
    let from = other.entries
    self.init(count: from.packed.count, hashed: other.isHashed)
    let to = entries
    for page in from.zeroed.indices where from.zeroed[page] {
      let range = to.range(of: page)
      _ = UnsafeMutableBufferPointer(rebasing: to.packed[range])
        .initialize(fromContentsOf: from.packed[range])
      to.zeroed[page] = true
    }
    (to.inUse[0], to.inUse[1]) = (from.inUse[0], from.inUse[1])
  }

  deinit {
    UnsafeMutableRawBufferPointer(entries.packed).deallocate()
    (isHashed ? UnsafeMutableRawPointer(entries.scratch) : UnsafeMutableRawPointer(entries.inUse))
      .deallocate()
  }

  var zeroedPages: Int { entries.zeroed.count { $0 } }

  /// The pages written, the page flags and the header: what the table takes of memory now.
  var bytesUsed: Int {
    zeroedPages &<< Self.pageShift + entries.zeroed.count + Self.headerBytes(hashed: isHashed)
  }

  /// The bytes of a table's header for `geometry`: past 16 cells the scratch rows and the
  /// buckets in use, else those two words.
  static func headerBytes(for geometry: Geometry) -> Int {
    headerBytes(hashed: geometry.cellCount > 16)
  }

  private static func headerBytes(hashed: Bool) -> Int { (hashed ? scratchBytes : 0) &+ 16 }

  /// Forgets every entry, zeroing now the pages written so far (a bench's runs reuse them).
  func clear() {
    for page in entries.zeroed.indices where entries.zeroed[page] {
      UnsafeMutableBufferPointer(rebasing: entries.packed[entries.range(of: page)])
        .update(repeating: 0)
    }
    startSmall()
  }
}

/// The bytes of a hashed table's ``TranspositionTable/Entries/scratch``: 65 rows of 64 words.
private let scratchBytes: Int = 65 &* 64 &* 8
