import TicTacToe

extension Analysis {
  /// Appends the one-line answer of `ai best` and a newline to `out`, after the board
  /// and two spaces when `withBoard` (as a batch writes it: `X../.../...  best: 5 (O
  /// draws)`): `best: 5 9 (X wins in 3)`, `best: 6 (X draws)`, `best: 2 (O loses in 6)`,
  /// or `game over: X won`. Cells are numbered from 1.
  ///
  /// - Complexity: O(cells); allocates nothing beyond the buffer's growth.
  func writeBestLine(to out: inout ByteBuffer, withBoard: Bool) {
    if withBoard {
      out.append(boardOf: position)
      out.append("  ")
    }
    if let evaluation, let toMove {
      out.append("best: ")
      out.append(cellNumbers: bestMoves, separator: " ")
      out.append(" (")
      out.append(evaluation.outcome, for: toMove, plies: evaluation.plies)
      out.append(")\n")
    } else {
      out.append("game over: ")
      out.append(status.words)
      out.append("\n")
    }
  }

  /// The line of ``writeBestLine(to:withBoard:)`` without the board, as text.
  var summary: String {
    var out = ByteBuffer(capacity: 64)
    writeBestLine(to: &out, withBoard: false)
    return String(out.text.dropLast())
  }

  /// The full report: the board, the value, every scored move best first with its value
  /// and plies, the principal variation and the node count. Cells are numbered from 1.
  /// Public for the fuzz harness, which writes out every board it reads.
  @_spi(Fuzzing) public var report: String {
    var lines = [position.drawing(marking: position.winningLine ?? .empty), ""]
    guard let evaluation, let toMove else {
      lines.append("\(position.boardNotation)  game over: \(status.words)")
      return lines.joined(separator: "\n")
    }
    lines.append("\(position.boardNotation)  \(toMove) to move: \(evaluation.phrase)")
    lines.append("")
    var table = TextTable(rows: [["move", "value", "plies"]])
    for move in movesBestFirst {
      let evaluation = move.evaluation
      table.append([String(move.cell + 1), "\(evaluation.outcome.word)", String(evaluation.plies)])
    }
    lines.append(table.text)
    lines.append("")
    lines.append("pv: " + principalVariation.map { String($0 + 1) }.joined(separator: " "))
    lines.append("nodes: \(nodes)")
    return lines.joined(separator: "\n")
  }
}
