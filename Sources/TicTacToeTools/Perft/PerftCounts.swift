import TicTacToe

/// The counts of a game tree or part of one: by depth, the sequences (perft), wins, draws
/// and distinct positions; by first move, the sequences of the whole depth (the divide).
/// Inline, so that a count allocates nothing.
struct PerftCounts {
  /// What a row counts.
  enum Row: Int {
    case sequences, wins, draws, positions
    /// Sequences of the whole depth, by first move's cell rather than by depth.
    case divide

    /// Where the row begins.
    @inline(__always)
    var offset: Int { rawValue &* PerftCounts.depths }
  }

  /// The entries of a row: 0 through 16, the most cells a board has.
  static var depths: Int { 17 }

  /// The rows one after the other, 85 counts in 96 slots: SIMD vectors, as the oldest Apple
  /// systems the engine supports lack `InlineArray`.
  private var counts = (SIMD64<Int>(), SIMD32<Int>())

  /// Runs `body` with the rows as one run of counts.
  @inline(__always)
  private mutating func withRows<R>(_ body: (UnsafeMutablePointer<Int>) throws -> R) rethrows
    -> R
  {
    try withUnsafeMutableBytes(of: &counts) {
      try body($0.bindMemory(to: Int.self).baseAddress!)
    }
  }

  /// `row`'s count at `depth` (at a cell, for ``Row/divide``).
  subscript(row: Row, depth: Int) -> Int {
    get {
      withUnsafeBytes(of: counts) {
        $0.load(fromByteOffset: (row.offset &+ depth) &* MemoryLayout<Int>.stride, as: Int.self)
      }
    }
    set { withRows { $0[row.offset &+ depth] = newValue } }
  }

  /// Every node counted, the root included.
  var nodes: Int {
    (1..<Self.depths).reduce(1) { $0 &+ self[.sequences, $1] }
  }

  /// Adds `other`, the counts of a subtree `ply` plies below this tree's root.
  mutating func add(_ other: PerftCounts, below ply: Int) {
    var other = other
    other.withRows { from in
      withRows { to in
        for row in [Row.sequences, .wins, .draws, .positions] {
          for depth in 1..<(Self.depths &- ply) {
            to[row.offset &+ ply &+ depth] &+= from[row.offset &+ depth]
          }
        }
        let divide = Row.divide.offset
        for cell in 0..<Self.depths { to[divide &+ cell] &+= from[divide &+ cell] }
      }
    }
  }

  /// Runs `body` with a cursor on `depth`'s counts.
  mutating func withCursor<R>(at depth: Int, _ body: (Cursor) throws -> R) rethrows -> R {
    try withRows { try body(Cursor(counts: $0 + depth)) }
  }

  /// The counts of one depth, one pointer the walk passes down in a register.
  struct Cursor {
    /// This depth's sequences; its other counts lie a row apart.
    let counts: UnsafeMutablePointer<Int>

    /// The cursor of the depth `plies` below this one.
    @inline(__always)
    func deeper(by plies: Int) -> Cursor { Cursor(counts: counts + plies) }

    /// Adds `count` to `row`.
    @inline(__always)
    func add(_ count: Int, to row: Row) { counts[row.offset] &+= count }
  }
}
