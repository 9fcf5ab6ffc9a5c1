import TicTacToe

extension Analysis {
  /// The analysis as one JSON object; cells are numbered from 1, rows and columns
  /// from 0:
  ///
  /// ```
  /// {"board": "X.O/.X./..O", "rows": 3, "cols": 3, "k": 3, "toMove": "X",
  ///  "status": "ongoing", "value": "win", "plies": 3, "best": [5, 9], "pv": [5, 7, 9],
  ///  "moves": [{"cell": 2, "row": 0, "col": 1, "value": "draw", "plies": 8}, ...],
  ///  "nodes": 123}
  /// ```
  ///
  /// `toMove` and `value` are `null` and `plies` is 0 once the game is over. Public for
  /// the fuzz harness, which writes out every board it reads.
  public var json: JSONValue {
    let geometry = position.geometry
    let cellNumbers: ([Int]) -> JSONValue = { .array($0.map { .int($0 + 1) }) }
    return .object(
      position.jsonFields(value: evaluation?.outcome) + [
        ("plies", .int(evaluation?.plies ?? 0)),
        ("best", cellNumbers(bestMoves)),
        ("pv", cellNumbers(principalVariation)),
        (
          "moves",
          .array(
            moves.map { move in
              .object([
                ("cell", .int(move.cell + 1)),
                ("row", .int(geometry.row(of: move.cell))),
                ("col", .int(geometry.column(of: move.cell))),
                ("value", .string(move.evaluation.outcome.rawValue)),
                ("plies", .int(move.evaluation.plies)),
              ])
            })
        ),
        ("nodes", .int(nodes)),
      ])
  }
}

extension Position {
  /// The keys every JSON answer about a board starts with: `board`, `rows`, `cols`,
  /// `k`, `toMove` and `status`, then `value` (null once the game is over).
  func jsonFields(value: Outcome?) -> [(String, JSONValue)] {
    [
      ("board", .string(boardNotation)),
      ("rows", .int(geometry.rows)),
      ("cols", .int(geometry.columns)),
      ("k", .int(geometry.k)),
      ("toMove", toMove.map { .string($0.rawValue) } ?? .null),
      ("status", .string(status.name)),
      ("value", value.map { .string($0.rawValue) } ?? .null),
    ]
  }
}
