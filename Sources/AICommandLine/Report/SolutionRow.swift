import TicTacToe

/// The rows of `ai solve --all`: a position of the solution table with its value and
/// best moves (``Searcher/bestMoves(_:)``), as CSV or as JSON.
extension Analysis {
  /// The column names of the CSV form, in order.
  static let csvHeader = "board,toMove,status,value,plies,best"

  /// Appends the row as CSV and a newline: the notation, `X`/`O` (empty when over), the
  /// status, the value (empty when over), the plies, and the best moves' cell numbers
  /// separated by spaces.
  func writeCSV(to out: inout ByteBuffer) {
    out.append(boardOf: position)
    out.append(",")
    if let toMove { out.append(toMove) }
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

  /// Appends the row as one JSON object and a newline, with the keys of `analyze`'s
  /// JSON: `board`, `toMove`, `status`, `value`, `plies`, `best`.
  func writeRowJSON(to out: inout ByteBuffer) {
    writeJSONHead(to: &out, withShape: false)
    out.append("]}\n")
  }
}
