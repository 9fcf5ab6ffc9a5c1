/// The counts of a game tree, or of part of one: by depth from 1 to 16, the sequences
/// (perft), the wins, the draws and the distinct positions; by first move, the sequences
/// of the whole depth (the divide). Inline, so that a count allocates nothing; the layout
/// is read here alone.
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

  /// The rows, one after the other.
  private var counts = InlineArray<85, Int>(repeating: 0)

  /// `row`'s count at `depth` (at a cell, for ``Row/divide``).
  subscript(row: Row, depth: Int) -> Int {
    get { counts[row.offset &+ depth] }
    set { counts[row.offset &+ depth] = newValue }
  }

  /// Every node counted, the root included.
  var nodes: Int {
    let counts = counts.span
    return (1..<Self.depths).reduce(1) { $0 &+ counts[Row.sequences.offset &+ $1] }
  }

  /// Adds `other`, the counts of a subtree `ply` plies below this tree's root.
  mutating func add(_ other: PerftCounts, below ply: Int) {
    let (from, divide) = (other.counts.span, Row.divide.offset)
    var to = counts.mutableSpan
    for row in [Row.sequences, .wins, .draws, .positions] {
      for depth in 1..<(Self.depths &- ply) {
        to[row.offset &+ ply &+ depth] &+= from[row.offset &+ depth]
      }
    }
    for cell in 0..<Self.depths { to[divide &+ cell] &+= from[divide &+ cell] }
  }

  /// Runs `body` with a cursor on `depth`'s counts.
  mutating func withCursor<R>(at depth: Int, _ body: (Cursor) throws -> R) rethrows -> R {
    var span = counts.mutableSpan
    return try span.withUnsafeMutableBufferPointer {
      try body(Cursor(counts: $0.baseAddress! + depth))
    }
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
