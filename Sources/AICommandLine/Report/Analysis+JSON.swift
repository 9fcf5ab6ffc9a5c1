import TicTacToe

extension Analysis {
  /// Appends the analysis as one JSON object and a newline; cells are numbered from 1,
  /// rows and columns from 0; `toMove` and `value` are `null`, `plies` 0 once the game is over:
  ///
  /// ```
  /// {"board": "X.O/.X./..O", "rows": 3, "cols": 3, "k": 3, "toMove": "X",
  ///  "status": "ongoing", "value": "win", "plies": 3, "best": [5, 9], "pv": [5, 7, 9],
  ///  "moves": [{"cell": 2, "row": 0, "col": 1, "value": "draw", "plies": 8}, ...],
  ///  "nodes": 123}
  /// ```
  func writeJSON(to out: inout ByteBuffer) {
    writeJSONHead(to: &out, withShape: true)
    out.append(key: "pv", cells: principalVariation)
    out.append(key: "moves")
    out.append("[")
    // The moves' keys as whole literals: a batch writes them for every move it answers.
    for cell in scoredMoves {
      let move = evaluation(ofMove: cell)!
      out.append(cell == scoredMoves.first ? "{\"cell\": " : ", {\"cell\": ")
      out.append(decimal: cell + 1)
      out.append(", \"row\": ")
      out.append(decimal: position.geometry.row(of: cell))
      out.append(", \"col\": ")
      out.append(decimal: position.geometry.column(of: cell))
      out.append(", \"value\": \"", move.outcome.word, "\", \"plies\": ")
      out.append(decimal: move.plies)
      out.append("}")
    }
    out.append("]")
    out.append(key: "nodes", value: nodes)
    out.append("}\n")
  }

  /// The object of ``writeJSON(to:)`` without the newline: for the fuzz harness and tests.
  @_spi(Fuzzing) public var json: String {
    var out = ByteBuffer(capacity: 1024)
    writeJSON(to: &out)
    return String(out.text.dropLast())
  }

  /// Appends a row of `ai solve --all --format jsonl` and a newline: the keys of
  /// ``writeJSON(to:)`` from `board` to `best`, without the shape.
  func writeRowJSON(to out: inout ByteBuffer) {
    writeJSONHead(to: &out, withShape: false)
    out.append("}\n")
  }

  /// Appends `{` and the keys from `board` to `best`.
  @inline(__always) private func writeJSONHead(to out: inout ByteBuffer, withShape: Bool) {
    // The analysis's own side to move and status: reading them off the position again
    // costs a batch 4% more instructions.
    out.appendJSONHead(
      position, withShape: withShape, toMove: toMove, status: status, value: evaluation?.outcome)
    out.append(key: "plies", value: evaluation?.plies ?? 0)
    out.append(key: "best", cells: bestMoves)
  }
}

extension ByteBuffer {
  /// Appends the object of `ai best --outcome --json` and a newline: `board`, the shape,
  /// `toMove`, `status`, `value` (`outcome`, for the side to move) and `nodes`.
  mutating func appendJSON(_ outcome: Outcome?, of position: Position, nodes: Int) {
    appendJSONHead(
      position, withShape: true, toMove: position.toMove, status: position.status, value: outcome)
    append(key: "nodes", value: nodes)
    append("}\n")
  }

  /// Appends `{` and the keys every JSON answer about a position opens with: `board`, the
  /// shape when `withShape`, `toMove`, `status` and `value`.
  @inline(__always) mutating func appendJSONHead(
    _ position: Position, withShape: Bool, toMove: Player?, status: GameStatus, value: Outcome?
  ) {
    append("{")
    appendJSON(board: position, withShape: withShape)
    appendJSON(toMove: toMove)
    appendJSON(status: status)
    append(key: "value", word: value?.word)
  }
}
