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

extension Rules {
  /// What the rules change, for help: `k in a row loses`.
  var summary: String {
    switch self {
    case .normal: "k in a row wins"
    case .misere: "k in a row loses"
    case .gravity: "pieces drop to the lowest empty cell of a column, as in Connect Four"
    case .gravityMisere: "pieces drop, and k in a row loses"
    }
  }

  /// Every rule's word: `normal, misere, gravity or gravity-misere`.
  static var words: String { allCases.map(\.rawValue).listed }
}

extension [String] {
  /// `a, b or c`.
  var listed: String {
    // A loop, not `dropLast().joined(...)`, whose first use looks a conformance up at run
    // time: 170,000 instructions at every start of `ai`, as --rules' help is built.
    var text = ""
    for (index, word) in enumerated() {
      if index > 0 { text += index == count - 1 ? " or " : ", " }
      text += word
    }
    return text
  }
}

extension BenchWorkload {
  var summary: String {
    switch self {
    case .perft: "walk the whole game tree, every node visited (549,946 nodes)"
    case .minimax: "plain negamax value, no pruning, no memo (549,946 nodes)"
    case .alphabeta: "negamax alpha-beta for win, draw or loss, no memo"
    case .memo: "exact value of every reachable position, memoized (4,520 expanded)"
    case .solve: "the engine's solver (alpha-beta + table) for the best move"
    case .solve4x4(.normal): "win, draw or loss of the empty 4x4 board (k=4), alpha-beta + table"
    case .solve4x4(let rules): "the same under \(rules.rawValue) (see 'ai help rules')"
    case .connectFour:
      "Connect Four (6x7, gravity): best moves and value of five middle-game positions"
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
