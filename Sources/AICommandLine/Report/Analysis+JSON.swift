import TicTacToe

extension Analysis {
  /// Appends the object of `ai analyze --json` and a newline: `board`, the shape, `toMove`,
  /// `status`, `value`, `plies`, `best`, `pv`, `moves` (`cell`, `row`, `col`, `value`,
  /// `plies`) and `nodes`; cells from 1, rows and columns from 0.
  func writeJSON(to out: inout ByteBuffer) {
    writeJSONHead(to: &out, withShape: true)
    out.append(key: "pv", cells: principalVariation)
    out.append(key: "moves")
    out.append("[")
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

  /// The object of ``writeJSON(to:)`` without the newline.
  @_spi(Fuzzing) public var json: String {
    var out = ByteBuffer(capacity: 1024)
    writeJSON(to: &out)
    return String(out.text.dropLast())
  }

  /// Appends a row of `ai solve --all --format jsonl`: ``writeJSON(to:)`` up to `best`, no shape.
  func writeRowJSON(to out: inout ByteBuffer) {
    writeJSONHead(to: &out, withShape: false)
    out.append("}\n")
  }

  /// Appends `{` and the keys from `board` to `best`.
  @inline(__always) private func writeJSONHead(to out: inout ByteBuffer, withShape: Bool) {
    // The analysis's own side to move and status: the position's are computed again.
    out.appendJSONHead(
      position, withShape: withShape, toMove: toMove, status: status, value: evaluation?.outcome)
    out.append(key: "plies", value: evaluation?.plies ?? 0)
    out.append(key: "best", cells: bestMoves)
  }
}

extension ByteBuffer {
  /// Appends the object of `ai best --outcome --json` and a newline.
  mutating func appendJSON(_ outcome: Outcome?, of position: Position, nodes: Int) {
    appendJSONHead(
      position, withShape: true, toMove: position.toMove, status: position.status, value: outcome)
    append(key: "nodes", value: nodes)
    append("}\n")
  }

  /// Appends `{`, `board`, the shape when `withShape`, `toMove`, `status` and `value`.
  @inline(__always) mutating func appendJSONHead(
    _ position: Position, withShape: Bool, toMove: Player?, status: GameStatus, value: Outcome?
  ) {
    append("{")
    appendJSON(board: position, withShape: withShape)
    append(key: "toMove", word: toMove?.letter)
    append(key: "status", word: status.word)
    append(key: "value", word: value?.word)
  }
}
