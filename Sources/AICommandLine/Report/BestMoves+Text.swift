import TicTacToe

/// The one-line answer of `ai best`, written as bytes: `best: 5 9 (X wins in 3)`,
/// `best: 6 (X draws)`, `best: 2 (O loses in 6)`, or `game over: X won`, the same text
/// as ``Analysis/summary``. Cells are numbered from 1.
struct BestMovesSummary {
  /// The position answered.
  let position: Position
  /// Where its game stands.
  let status: GameStatus
  /// Its value for the side to move, or `nil` when the game is over.
  let evaluation: Evaluation?
  /// The moves that achieve the value.
  let cells: Bitboard

  /// Appends the answer and a newline to `out`, after the board and two spaces when
  /// `withBoard` (as a batch writes it: `X../.../...  best: 5 (O draws)`).
  func write(to out: inout ByteBuffer, withBoard: Bool) {
    if withBoard {
      out.append(boardOf: position)
      out.append("  ")
    }
    guard let evaluation, !status.isOver else {
      out.append("game over: ")
      switch status {
      case .won(.x): out.append("X won")
      case .won(.o): out.append("O won")
      case .draw, .ongoing: out.append("draw")
      }
      out.append(UInt8(ascii: "\n"))
      return
    }
    out.append("best: ")
    out.append(cellNumbers: cells, separator: " ")
    out.append(position.x.count == position.o.count ? " (X " : " (O ")
    switch evaluation.outcome {
    case .win:
      out.append("wins in ")
      out.append(decimal: evaluation.plies)
    case .draw:
      out.append("draws")
    case .loss:
      out.append("loses in ")
      out.append(decimal: evaluation.plies)
    }
    out.append(")\n")
  }
}
