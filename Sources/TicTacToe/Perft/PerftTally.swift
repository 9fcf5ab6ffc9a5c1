/// The counts a perft gathers, by depth from 0 to 16: sequences (perft), wins, draws and
/// distinct positions. Scratch space on the stack, so a count allocates nothing.
struct PerftTally {
  /// The depths a tally holds: 0 through 16, the most cells a board has.
  static var depths: Int { 17 }

  /// Four rows of ``depths`` counts: perft, wins, draws, positions.
  private let counts: UnsafeMutableBufferPointer<Int>

  /// Runs `body` with a tally of zeros that lives as long as the call.
  static func withZeros<R>(_ body: (PerftTally) throws -> R) rethrows -> R {
    try withUnsafeTemporaryAllocation(of: Int.self, capacity: 4 * depths) { counts in
      counts.initialize(repeating: 0)
      return try body(PerftTally(counts: counts))
    }
  }

  /// Adds `count` sequences of `depth` plies.
  @inline(__always)
  func addSequences(_ count: Int, at depth: Int) { counts[depth] &+= count }

  /// Adds `count` sequences that end in a win at `depth`.
  @inline(__always)
  func addWins(_ count: Int, at depth: Int) { counts[Self.depths &+ depth] &+= count }

  /// Adds `count` sequences that end in a draw at `depth`.
  @inline(__always)
  func addDraws(_ count: Int, at depth: Int) { counts[2 &* Self.depths &+ depth] &+= count }

  /// Adds `count` distinct positions at `depth`.
  @inline(__always)
  func addPositions(_ count: Int, at depth: Int) { counts[3 &* Self.depths &+ depth] &+= count }

  /// Multiplies the sequences of `depth` by `factor`.
  func multiplySequences(at depth: Int, by factor: Int) { counts[depth] *= factor }

  /// A cursor on the counts of `depth`, for the walk.
  func cursor(at depth: Int) -> Cursor {
    Cursor(counts: counts.baseAddress! + depth)
  }

  /// The counts of one depth, one pointer that the walk passes down its recursion in a
  /// register: the next depth is one step along.
  struct Cursor {
    /// This depth's sequences; its wins, draws and positions lie ``depths`` apart.
    let counts: UnsafeMutablePointer<Int>

    /// The cursor of the depth `plies` below this one.
    @inline(__always)
    func deeper(by plies: Int) -> Cursor { Cursor(counts: counts + plies) }

    /// Adds `count` sequences.
    @inline(__always)
    func addSequences(_ count: Int) { counts[0] &+= count }

    /// Adds `count` sequences that end in a win.
    @inline(__always)
    func addWins(_ count: Int) { counts[PerftTally.depths] &+= count }

    /// Adds `count` sequences that end in a draw.
    @inline(__always)
    func addDraws(_ count: Int) { counts[2 &* PerftTally.depths] &+= count }
  }

  /// Sequences of exactly `depth` plies.
  func sequences(at depth: Int) -> Int { counts[depth] }
  /// Sequences that end in a win at `depth`.
  func wins(at depth: Int) -> Int { counts[Self.depths + depth] }
  /// Sequences that end in a draw at `depth`.
  func draws(at depth: Int) -> Int { counts[2 * Self.depths + depth] }
  /// Distinct positions at `depth`.
  func positions(at depth: Int) -> Int { counts[3 * Self.depths + depth] }

  /// Every node counted down to `depth`, the root included.
  func nodes(through depth: Int) -> Int {
    (1...max(depth, 1)).prefix(depth).reduce(1) { $0 + sequences(at: $1) }
  }
}
