import TicTacToe

/// The answer of `ai best --outcome`: win, draw or loss for the side to move, without
/// the moves or the distance.
struct OutcomeAnswer {
  /// The position answered.
  let position: Position
  /// Its outcome for the side to move; nil once the game is over.
  let outcome: Outcome?
  /// The positions the search visited.
  let nodes: Int

  /// One line: `X wins`, `O draws`, `X loses`, or `game over: X won`.
  var summary: String {
    guard let outcome, let toMove = position.toMove else {
      return "game over: \(position.status)"
    }
    switch outcome {
    case .win: return "\(toMove) wins"
    case .draw: return "\(toMove) draws"
    case .loss: return "\(toMove) loses"
    }
  }

  /// The answer as one JSON object, with the keys of `ai best --json` that it has:
  /// `{"board", "rows", "cols", "k", "toMove", "status", "value", "nodes"}`.
  var json: JSONValue {
    .object(position.jsonFields(value: outcome) + [("nodes", .int(nodes))])
  }
}
