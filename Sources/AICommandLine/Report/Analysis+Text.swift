import TicTacToe

extension Analysis {
  /// Appends `ai best`'s line, `best: 5 9 (X wins in 3)` or `game over: X won`, after the
  /// board and two spaces when `withBoard`.
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

  /// The report of `ai analyze`: board, value, moves best first, pv and nodes.
  @_spi(Fuzzing) public var report: String {
    var lines = [position.drawing(marking: position.winningLine ?? .empty), ""]
    guard let evaluation, let toMove else {
      lines.append("\(position.boardNotation)  game over: \(status.words)")
      return lines.joined(separator: "\n")
    }
    lines.append("\(position.boardNotation)  \(toMove) to move: \(evaluation.phrase)")
    let table = Format.table(
      [["move", "value", "plies"]]
        + movesBestFirst.map {
          ["\($0.cell + 1)", "\($0.evaluation.outcome.word)", "\($0.evaluation.plies)"]
        })
    lines += ["", table, ""]
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
  /// Appends `ai best --outcome`'s line, `X wins` or `game over: X won`, after the board
  /// and two spaces when `withBoard`.
  mutating func appendLine(_ outcome: Outcome?, of position: Position, withBoard: Bool) {
    if withBoard { append(boardOf: position, then: "  ") }
    guard let outcome, let toMove = position.toMove else {
      return append("game over: ", position.status.words, "\n")
    }
    append(outcome, for: toMove, plies: nil)
    append("\n")
  }

  /// Appends `cells` as numbers from 1: `1 5 9`.
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
