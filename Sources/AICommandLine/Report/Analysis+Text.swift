import TicTacToe

extension Analysis {
  /// Appends the line of `ai best` and a newline, after the board and two spaces when
  /// `withBoard` (as a batch writes it): `best: 5 9 (X wins in 3)`, `best: 6 (X draws)`,
  /// or `game over: X won`. Cells are numbered from 1.
  func writeBestLine(to out: inout ByteBuffer, withBoard: Bool) {
    if withBoard { out.append(boardOf: position, then: "  ") }
    guard let evaluation, let toMove else { return out.append("game over: ", status.words, "\n") }
    out.append("best: ")
    out.append(cellNumbers: bestMoves, separator: " ")
    out.append(" (")
    out.append(evaluation.outcome, for: toMove, plies: evaluation.plies)
    out.append(")\n")
  }

  /// The line of ``writeBestLine(to:withBoard:)`` without the board or newline.
  var summary: String {
    var out = ByteBuffer(capacity: 64)
    writeBestLine(to: &out, withBoard: false)
    return String(out.text.dropLast())
  }

  /// The report of `ai analyze`: the board, the value, every scored move best first with
  /// its value and plies, the principal variation and the node count.
  @_spi(Fuzzing) public var report: String {
    var lines = [position.drawing(marking: position.winningLine ?? .empty), ""]
    guard let evaluation, let toMove else {
      lines.append("\(position.boardNotation)  game over: \(status.words)")
      return lines.joined(separator: "\n")
    }
    lines.append("\(position.boardNotation)  \(toMove) to move: \(evaluation.phrase)")
    let table = TextTable(
      rows: [["move", "value", "plies"]]
        + movesBestFirst.map {
          ["\($0.cell + 1)", "\($0.evaluation.outcome.word)", "\($0.evaluation.plies)"]
        })
    lines += ["", table.text, ""]
    lines.append("pv: " + principalVariation.map { String($0 + 1) }.joined(separator: " "))
    lines.append("nodes: \(nodes)")
    return lines.joined(separator: "\n")
  }

  /// The header of ``writeCSV(to:)``'s rows.
  static let csvHeader = "board,toMove,status,value,plies,best"

  /// Appends a row of `ai solve --all` and a newline (`toMove` and `value` empty when over).
  func writeCSV(to out: inout ByteBuffer) {
    out.append(boardOf: position, then: ",")
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
}

extension ByteBuffer {
  /// Appends the line of `ai best --outcome` and a newline, after the board and two
  /// spaces when `withBoard`: `X wins`, `O draws`, `X loses`, or `game over: X won`.
  mutating func appendLine(_ outcome: Outcome?, of position: Position, withBoard: Bool) {
    if withBoard { append(boardOf: position, then: "  ") }
    guard let outcome, let toMove = position.toMove else {
      return append("game over: ", position.status.words, "\n")
    }
    append(outcome, for: toMove, plies: nil)
    append("\n")
  }

  /// Appends `cells` as numbers from 1, ascending, separated by `separator`: `1 5 9`.
  mutating func append(cellNumbers cells: some Sequence<Int>, separator: StaticString) {
    for (index, cell) in cells.enumerated() {
      if index > 0 { append(separator) }
      append(decimal: cell + 1)
    }
  }

  /// Appends ``Position/boardNotation`` (`X.O/.X./..O`), then `suffix`.
  @inline(__always)
  mutating func append(boardOf position: Position, then suffix: StaticString = "") {
    append(upTo: Position.notationByteLimit) { position.writeBoard(into: $0) }
    append(suffix)
  }
}
