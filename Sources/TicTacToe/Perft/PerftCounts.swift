/// Counts of part of a walk, by depth and by first move: sequences, wins and draws at
/// each depth from 1 to 16, and the sequences of the whole depth under each first move.
///
/// Counts add up: the counts of subtrees counted apart, on different threads say, add to
/// the counts of the whole tree (see ``PerftSplit``).
public struct PerftCounts: Hashable, Sendable {
  /// Sequences, wins and draws by depth (``PerftTally/depths`` each), then the sequences
  /// of the whole depth by first move (16).
  private var counts = [Int](repeating: 0, count: 3 * PerftTally.depths + 16)

  /// Counts of nothing yet.
  public init() {}

  /// Nodes counted: the sequences of every depth, the root not included.
  ///
  /// - Complexity: O(1): 17 additions.
  public var nodes: Int { counts[0..<PerftTally.depths].reduce(0, &+) }

  /// Adds `other`'s counts to these.
  ///
  /// - Complexity: O(1): 67 additions.
  public mutating func add(_ other: PerftCounts) {
    for index in counts.indices { counts[index] &+= other.counts[index] }
  }

  /// Sequences of exactly `depth` plies.
  func sequences(at depth: Int) -> Int { counts[depth] }
  /// Sequences that end in a win at `depth`.
  func wins(at depth: Int) -> Int { counts[PerftTally.depths + depth] }
  /// Sequences that end in a draw at `depth`.
  func draws(at depth: Int) -> Int { counts[2 * PerftTally.depths + depth] }
  /// Sequences of the whole depth that begin with `cell`.
  func perft(after cell: Int) -> Int { counts[3 * PerftTally.depths + cell] }

  /// Adds one sequence of `depth` plies that begins with `cell`, and its `result`; one
  /// of the whole depth when `depth` is `deepest`.
  mutating func addSequence(at depth: Int, after cell: Int, _ result: MoveResult, deepest: Int) {
    counts[depth] += 1
    switch result {
    case .win: counts[PerftTally.depths + depth] += 1
    case .draw: counts[2 * PerftTally.depths + depth] += 1
    case .ongoing: break
    }
    if depth == deepest { counts[3 * PerftTally.depths + cell] += 1 }
  }

  /// Adds `tally`, the counts of a subtree `plies` deep whose root lies `ply` plies below
  /// the whole tree's and whose sequences begin with `cell`.
  mutating func add(_ tally: PerftTally, plies: Int, below ply: Int, after cell: Int) {
    guard plies > 0 else { return }
    for depth in 1...plies {
      counts[ply + depth] &+= tally.sequences(at: depth)
      counts[PerftTally.depths + ply + depth] &+= tally.wins(at: depth)
      counts[2 * PerftTally.depths + ply + depth] &+= tally.draws(at: depth)
    }
    counts[3 * PerftTally.depths + cell] &+= tally.sequences(at: plies)
  }
}
