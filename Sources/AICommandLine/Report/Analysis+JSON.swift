import TicTacToe

extension ByteBuffer {
  /// Appends `"board": "X.O/.X./..O"`, then `, "rows": 3, "cols": 3, "k": 3` when
  /// `withShape`: how every JSON answer about a board starts.
  @inline(__always)
  mutating func appendJSON(board position: Position, withShape: Bool) {
    append("\"board\": \"")
    append(boardOf: position)
    append("\"")
    guard withShape else { return }
    let geometry = position.geometry
    append(", \"rows\": ")
    append(decimal: geometry.rows)
    append(", \"cols\": ")
    append(decimal: geometry.columns)
    append(", \"k\": ")
    append(decimal: geometry.k)
  }

  /// Appends `, "toMove": "X"`, or `null` once the game is over.
  @inline(__always)
  mutating func appendJSON(toMove player: Player?) {
    guard let player else { return append(", \"toMove\": null") }
    append(", \"toMove\": \"")
    append(player)
    append(UInt8(ascii: "\""))
  }

  /// Appends `, "status": "ongoing"` (or `x-won`, `o-won`, `draw`).
  @inline(__always)
  mutating func appendJSON(status: GameStatus) {
    append(", \"status\": \"")
    append(status.word)
    append(UInt8(ascii: "\""))
  }

  /// Appends `, "value": "win"` (or `draw`, `loss`), or `null` once the game is over.
  @inline(__always)
  mutating func appendJSON(value outcome: Outcome?) {
    guard let outcome else { return append(", \"value\": null") }
    append(", \"value\": \"")
    append(outcome.word)
    append(UInt8(ascii: "\""))
  }
}

extension Analysis {
  /// Appends the analysis as one JSON object and a newline to `out`; cells are numbered
  /// from 1, rows and columns from 0:
  ///
  /// ```
  /// {"board": "X.O/.X./..O", "rows": 3, "cols": 3, "k": 3, "toMove": "X",
  ///  "status": "ongoing", "value": "win", "plies": 3, "best": [5, 9], "pv": [5, 7, 9],
  ///  "moves": [{"cell": 2, "row": 0, "col": 1, "value": "draw", "plies": 8}, ...],
  ///  "nodes": 123}
  /// ```
  ///
  /// `toMove` and `value` are `null` and `plies` is 0 once the game is over; `moves` are
  /// the scored moves.
  ///
  /// - Complexity: O(cells); allocates nothing beyond the buffer's growth.
  func writeJSON(to out: inout ByteBuffer) {
    let geometry = position.geometry
    writeJSONHead(to: &out, withShape: true)
    out.append("], \"pv\": [")
    out.append(cellNumbers: principalVariation, separator: ", ")
    out.append("], \"moves\": [")
    for cell in scoredMoves {
      out.append(cell == scoredMoves.first ? "{\"cell\": " : ", {\"cell\": ")
      out.append(decimal: cell + 1)
      out.append(", \"row\": ")
      out.append(decimal: geometry.row(of: cell))
      out.append(", \"col\": ")
      out.append(decimal: geometry.column(of: cell))
      let move = evaluation(ofMove: cell)!
      out.append(", \"value\": \"")
      out.append(move.outcome.word)
      out.append("\", \"plies\": ")
      out.append(decimal: move.plies)
      out.append(UInt8(ascii: "}"))
    }
    out.append("], \"nodes\": ")
    out.append(decimal: nodes)
    out.append("}\n")
  }

  /// The JSON object of ``writeJSON(to:)``, without the newline: for the fuzz harness,
  /// which writes out every board it reads, and for tests.
  @_spi(Fuzzing) public var json: String {
    var out = ByteBuffer(capacity: 1024)
    writeJSON(to: &out)
    return String(out.text.dropLast())
  }

  /// Appends `{` and the keys every JSON answer about a position opens with: `board` (and
  /// the shape's keys if `withShape`), `toMove`, `status`, `value`, `plies`, and `best`,
  /// its list left open.
  @inline(__always)
  func writeJSONHead(to out: inout ByteBuffer, withShape: Bool) {
    out.append("{")
    out.appendJSON(board: position, withShape: withShape)
    out.appendJSON(toMove: toMove)
    out.appendJSON(status: status)
    let value = evaluation
    out.appendJSON(value: value?.outcome)
    out.append(", \"plies\": ")
    out.append(decimal: value?.plies ?? 0)
    out.append(", \"best\": [")
    out.append(cellNumbers: bestMoves, separator: ", ")
  }
}
