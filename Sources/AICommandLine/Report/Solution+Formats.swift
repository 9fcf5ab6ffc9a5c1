import TicTacToe

extension Solution {
  /// The column names of the CSV form, in order.
  static let csvHeader = "board,toMove,status,value,plies,best"

  /// The row as CSV: the notation, `X`/`O` (empty when over), the status, the value
  /// (empty when over), the plies, and the best moves' cell numbers separated by spaces.
  var csv: String {
    [
      position.boardNotation, position.toMove?.rawValue ?? "", position.status.name,
      evaluation?.outcome.rawValue ?? "", String(evaluation?.plies ?? 0),
      bestMoves.map { String($0 + 1) }.joined(separator: " "),
    ].joined(separator: ",")
  }

  /// The row as one JSON object with the keys of `analyze`'s JSON: `board`, `toMove`,
  /// `status`, `value`, `plies`, `best`.
  var json: JSONValue {
    .object([
      ("board", .string(position.boardNotation)),
      ("toMove", position.toMove.map { .string($0.rawValue) } ?? .null),
      ("status", .string(position.status.name)),
      ("value", evaluation.map { .string($0.outcome.rawValue) } ?? .null),
      ("plies", .int(evaluation?.plies ?? 0)),
      ("best", .array(bestMoves.map { .int($0 + 1) })),
    ])
  }
}
