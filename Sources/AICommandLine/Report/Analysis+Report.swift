// An answer as text or JSON: `ai analyze`'s report and object, `ai best --outcome`'s.
import TicTacToe

extension Analysis {
  /// The report of `ai analyze`: board, value, moves best first, pv and nodes.
  @_spi(Fuzzing) public var report: String {
    var lines = [position.drawing(marking: position.winningLine ?? .empty), ""]
    guard let evaluation, let toMove else {
      lines.append("\(position.notation)  game over: \(status.words)")
      return lines.joined(separator: "\n")
    }
    lines.append("\(position.notation)  \(toMove) to move: \(evaluation.phrase)")
    // Under gravity a move is its column, as the player types it.
    let number = position.geometry.moveNumber(of:)
    let table = Format.table(
      [[position.geometry.namesMovesByColumn ? "column" : "move", "value", "plies"]]
        + movesBestFirst.map {
          ["\(number($0.cell))", "\($0.evaluation.outcome.word)", "\($0.evaluation.plies)"]
        })
    lines += ["", table, ""]
    lines.append("pv: " + principalVariation.map { String(number($0)) }.joined(separator: " "))
    lines.append("nodes: \(nodes)")
    return lines.joined(separator: "\n")
  }

  /// Appends the object of `ai analyze --json` and a newline.
  func writeJSON(to out: inout ByteBuffer) {
    out.appendJSONHead(
      position, withShape: true, toMove: toMove, status: status, evaluation: evaluation,
      best: bestMoves)
    out.append(key: "pv", cells: principalVariation)
    // Under gravity a client reads a move as its column too, each beside its cell.
    let namesColumns = position.geometry.namesMovesByColumn
    if namesColumns {
      out.appendColumns(best: bestMoves, line: principalVariation, in: position.geometry)
    }
    out.append(key: "moves")
    out.append("[")
    let moves = legalMoves
    for cell in moves {
      let move = evaluation(ofMove: cell)!
      let (row, column) = position.geometry.coordinates(of: cell)
      out.append(cell == moves.first ? "{\"cell\": " : ", {\"cell\": ")
      out.append(decimal: cell + 1)
      out.append(", \"row\": ")
      out.append(decimal: row)
      out.append(", \"col\": ")
      out.append(decimal: column)
      if namesColumns {
        out.append(", \"column\": ")
        out.append(decimal: column &+ 1)
      }
      out.append(", \"value\": \"", move.outcome.word, "\", \"plies\": ")
      out.append(decimal: move.plies)
      out.append("}")
    }
    out.append("]")
    out.append(key: "nodes", value: nodes)
    out.append("}\n")
  }

  /// ``writeJSON(to:)`` without the newline.
  @_spi(Fuzzing) public var json: String {
    var out = ByteBuffer(capacity: 1024)
    writeJSON(to: &out)
    return String(out.text.dropLast())
  }
}

extension ByteBuffer {
  /// Appends `ai best --outcome`'s line, `X wins` or `game over: X won`.
  mutating func appendLine(_ outcome: Outcome?, of position: Position, withBoard: Bool) {
    if withBoard { append(notationOf: position, then: "  ") }
    guard let outcome, let toMove = position.toMove else {
      return append("game over: ", position.status.words, "\n")
    }
    append(outcome, for: toMove, plies: nil)
    append("\n")
  }

  /// Appends the object of `ai best --outcome --json` and a newline.
  mutating func appendJSON(_ outcome: Outcome?, of position: Position, nodes: Int) {
    appendJSONHead(
      position, withShape: true, toMove: position.toMove, status: position.status, value: outcome)
    append(key: "nodes", value: nodes)
    append("}\n")
  }

  /// Appends `{`, the members of ``appendJSONHead(_:withShape:toMove:status:value:)``, then
  /// `plies` and `best`: the head of `ai analyze --json`.
  @inline(__always) mutating func appendJSONHead(
    _ position: Position, withShape: Bool, toMove: Player?, status: GameStatus,
    evaluation: Evaluation?, best: Bitboard
  ) {
    appendJSONHead(
      position, withShape: withShape, toMove: toMove, status: status, value: evaluation?.outcome)
    append(key: "plies", value: evaluation?.plies ?? 0)
    append(key: "best", cells: best)
  }

  /// Appends, for a board whose moves are named by column (under gravity), the column
  /// from 1 of each move of `best` and of `line`, if given, in their order. Kept out of
  /// line, so that the normal rule's answers pay one test for it.
  @inline(never)
  mutating func appendColumns(best: Bitboard, line: CellLine?, in geometry: Geometry) {
    append(key: "bestColumns", cells: best.map { geometry.moveNumber(of: $0) &- 1 })
    guard let line else { return }
    append(key: "pvColumns", cells: line.map { geometry.moveNumber(of: $0) &- 1 })
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

  /// Appends `cells` as numbers from 1: `1 5 9`.
  mutating func append(cellNumbers cells: some Sequence<Int>, separator: StaticString) {
    for (index, cell) in cells.enumerated() {
      if index > 0 { append(separator) }
      append(decimal: cell &+ 1)
    }
  }

  /// Appends the columns of `cells` as numbers from 1, in order (under gravity a column
  /// has one cell to play).
  mutating func append(columnsOf cells: Bitboard, in geometry: Geometry) {
    append(cellNumbers: cells.map { geometry.moveNumber(of: $0) &- 1 }.sorted(), separator: " ")
  }

  @inline(__always)
  mutating func append(boardOf position: Position, then suffix: StaticString = "") {
    append(upTo: Position.notationByteLimit) { position.writeBoard(into: $0) }
    append(suffix)
  }

  /// Appends the board as ``Position/notation`` writes it, so that it reads back as the
  /// same game (a lone row closed by `/`, `k=N` unless k is the default).
  @inline(__always)
  mutating func append(notationOf position: Position, then suffix: StaticString) {
    append(upTo: Position.notationByteLimit) { position.writeNotation(into: $0) }
    append(suffix)
  }
}
