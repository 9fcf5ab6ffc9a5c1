// `ai best`'s line and `ai solve --all`'s rows, as text, CSV and JSON.
import TicTacToe

extension Hint {
  /// Appends `ai best`'s line, `best: 5 9 (X wins in 3)` or `game over: X won`, after the
  /// board and two spaces when `withBoard`.
  func writeBestLine(to out: inout ByteBuffer, withBoard: Bool) {
    if withBoard { out.append(notationOf: position, then: "  ") }
    guard let evaluation, let toMove else { return out.append("game over: ", status.words, "\n") }
    out.append("best: ")
    // Under gravity a move is its column, as the player types it.
    if position.geometry.namesMovesByColumn {
      out.append("column ")
      out.append(columnsOf: bestMoves, in: position.geometry)
    } else {
      out.append(cellNumbers: bestMoves, separator: " ")
    }
    out.append(" (")
    out.append(evaluation.outcome, for: toMove, plies: evaluation.plies)
    out.append(")\n")
  }

  /// ``writeBestLine(to:withBoard:)`` without the board or newline.
  var summary: String {
    var out = ByteBuffer(capacity: 64)
    writeBestLine(to: &out, withBoard: false)
    return String(out.text.dropLast())
  }

  static let csvHeader = "board,toMove,status,value,plies,best"

  /// Appends a row of `ai solve --all` and a newline (`toMove` and `value` empty when over).
  /// The board is written as `ai best` reads it back: with its rule (`../X. gravity`), and
  /// k when not the default.
  func writeCSV(to out: inout ByteBuffer) {
    out.append(notationOf: position, then: ",")
    if let toMove { out.append(toMove.letter) }
    out.append(",")
    out.append(status.word)
    out.append(",")
    let value = evaluation
    if let value { out.append(value.outcome.word) }
    out.append(",")
    out.append(decimal: value?.plies ?? 0)
    out.append(",")
    out.append(cellNumbers: bestMoves, separator: " ")
    out.append("\n")
  }

  /// Appends a row of `ai solve --all --format jsonl`: ``Analysis/writeJSON(to:)`` up to
  /// `best`, no shape.
  func writeRowJSON(to out: inout ByteBuffer) {
    // The hint's own side to move and status: the position's are computed again.
    out.appendJSONHead(
      position, withShape: false, toMove: toMove, status: status, evaluation: evaluation,
      best: bestMoves)
    if position.geometry.namesMovesByColumn {
      out.appendColumns(best: bestMoves, line: nil, in: position.geometry)
    }
    out.append("}\n")
  }
}
