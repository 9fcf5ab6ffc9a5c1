// The words `ai` writes for the engine's values, beyond the one word a value spells itself.
import TicTacToe
import TicTacToeTools

extension GameStatus {
  /// `ongoing`, `X won`, `O won` or `draw`.
  var words: StaticString {
    switch self {
    case .won(.x): "X won"
    case .won(.o): "O won"
    default: word
    }
  }
}

extension Evaluation {
  /// `win in 3`, `draw`, `loss in 6`.
  var phrase: String { outcome == .draw ? outcome.rawValue : description }
}

extension Player {
  var letter: StaticString { self == .x ? "X" : "O" }
}

extension BenchWorkload {
  var summary: String {
    switch self {
    case .perft: "walk the whole game tree, every node visited (549,946 nodes)"
    case .minimax: "plain negamax value, no pruning, no memo (549,946 nodes)"
    case .alphabeta: "negamax alpha-beta for win, draw or loss, no memo"
    case .memo: "exact value of every reachable position, memoized (4,520 expanded)"
    case .solve: "the engine's solver (alpha-beta + table) for the best move"
    case .solve4x4: "win, draw or loss of the empty 4x4 board (k=4), alpha-beta + table"
    case .solve4x4Misere: "the same under misere: four in a row loses"
    case .solve4x4Gravity: "the same under gravity: Connect Four on 4x4"
    case .solve4x4GravityMisere: "the same under gravity and misere"
    }
  }
}

extension ByteBuffer {
  /// Appends `X wins`, `O draws` or `X loses`, then ` in N` given `plies`.
  mutating func append(_ outcome: Outcome, for player: Player, plies: Int?) {
    append(player.letter)
    switch outcome {
    case .win: append(" wins")
    case .draw: return append(" draws")
    case .loss: append(" loses")
    }
    if let plies {
      append(" in ")
      append(decimal: plies)
    }
  }
}
