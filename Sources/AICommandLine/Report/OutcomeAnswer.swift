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

  /// Appends one line and a newline to `out`: `X wins`, `O draws`, `X loses`, or `game
  /// over: X won`, after the board and two spaces when `withBoard`.
  func writeText(to out: inout ByteBuffer, withBoard: Bool) {
    if withBoard {
      out.append(boardOf: position)
      out.append("  ")
    }
    if let outcome, let toMove = position.toMove {
      out.append(outcome, for: toMove, plies: nil)
    } else {
      out.append("game over: ")
      out.append(position.status.words)
    }
    out.append("\n")
  }

  /// Appends the answer as one JSON object and a newline, with the keys of `ai best
  /// --json` that it has: `{"board", "rows", "cols", "k", "toMove", "status", "value",
  /// "nodes"}`.
  func writeJSON(to out: inout ByteBuffer) {
    out.append("{")
    out.appendJSON(board: position, withShape: true)
    out.appendJSON(toMove: position.toMove)
    out.appendJSON(status: position.status)
    out.appendJSON(value: outcome)
    out.append(", \"nodes\": ")
    out.append(decimal: nodes)
    out.append("}\n")
  }
}
