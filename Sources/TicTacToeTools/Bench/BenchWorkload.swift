import TicTacToe

/// The fixed workloads of `ai bench`, each a full search from the empty 3x3 board.
public enum BenchWorkload: String, CaseIterable, Sendable, Codable {
  /// Walk the whole game tree, every node visited, as `ai perft` does: 549,946 nodes.
  case perft
  /// Plain negamax with exact scores, no pruning, no memo: 549,946 nodes.
  case minimax
  /// Negamax alpha-beta for win, draw or loss, no memo, cells in ascending order.
  case alphabeta
  /// The exact score of every reachable position, memoized, no pruning: 4,520 positions
  /// expanded (every unfinished one).
  case memo
  /// The engine's own solver, alpha-beta with the table, scoring every first move.
  case solve
  /// Win, draw or loss of the empty 4x4 board, four in a row, by alpha-beta with the
  /// table (43 MB, cleared before each run).
  case solve4x4 = "solve-4x4"
}
