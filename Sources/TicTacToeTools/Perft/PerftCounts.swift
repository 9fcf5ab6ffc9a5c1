// Perft's counts, by depth and by first move, in one value that allocates nothing.
/// The counts of a game tree or part of one: by depth, the sequences, wins, draws and
/// distinct positions; by first move, the sequences of the whole depth (the divide).
struct PerftCounts {
  /// What a row counts; ``divide`` is by first move's cell rather than by depth.
  enum Row: Int {
    case sequences, wins, draws, positions, divide

    @inline(__always)
    var offset: Int { rawValue &* PerftCounts.depths }
  }

  /// The entries of a row: 0 through 64, the most cells a board has.
  static var depths: Int { 65 }

  /// The rows one after the other, 325 counts in 384 slots, inline so that a count
  /// allocates nothing (SIMD vectors: the oldest Apple systems supported lack `InlineArray`).
  private var counts = (
    SIMD64<Int>(), SIMD64<Int>(), SIMD64<Int>(), SIMD64<Int>(), SIMD64<Int>(), SIMD64<Int>()
  )

  /// `row`'s count at `depth` (at a cell, for ``Row/divide``).
  subscript(row: Row, depth: Int) -> Int {
    get { withUnsafeBytes(of: counts) { $0.bindMemory(to: Int.self)[row.offset &+ depth] } }
    set { withCursor(at: depth) { $0.counts[row.offset] = newValue } }
  }

  /// Every node counted, the root included.
  var nodes: Int { (1..<Self.depths).reduce(1) { $0 &+ self[.sequences, $1] } }

  /// Adds `other`, the counts of a subtree `ply` plies below this tree's root.
  mutating func add(_ other: PerftCounts, below ply: Int) {
    guard ply > 0 else {  // one add a vector
      counts.0 &+= other.counts.0
      counts.1 &+= other.counts.1
      counts.2 &+= other.counts.2
      counts.3 &+= other.counts.3
      counts.4 &+= other.counts.4
      counts.5 &+= other.counts.5
      return
    }
    for row in [Row.sequences, .wins, .draws, .positions] {
      for depth in 1..<(Self.depths &- ply) { self[row, ply &+ depth] &+= other[row, depth] }
    }
    for cell in 0..<Self.depths { self[.divide, cell] &+= other[.divide, cell] }
  }

  mutating func withCursor<R>(at depth: Int, _ body: (Cursor) -> R) -> R {
    withUnsafeMutableBytes(of: &counts) {
      body(Cursor(counts: $0.bindMemory(to: Int.self).baseAddress! + depth))
    }
  }

  /// The counts of one depth, one pointer the walk passes down in a register.
  struct Cursor {
    /// This depth's sequences; its other counts lie a row apart.
    let counts: UnsafeMutablePointer<Int>

    @inline(__always)
    func deeper(by plies: Int) -> Cursor { Cursor(counts: counts + plies) }

    @inline(__always)
    func add(_ count: Int, to row: Row) { counts[row.offset] &+= count }
  }
}
