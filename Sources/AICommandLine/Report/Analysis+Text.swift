import TicTacToe

extension Analysis {
  /// One line with the best moves and why: `best: 5 9 (X wins in 3)`, `best: 6 (X
  /// draws)`, `best: 2 (O loses in 6)`, or `game over: X won`. Cells are numbered from 1.
  var summary: String {
    guard let evaluation, let toMove = position.toMove else {
      return "game over: \(position.status)"
    }
    let cells = bestMoves.map { String($0 + 1) }.joined(separator: " ")
    let reason =
      switch evaluation.outcome {
      case .win: "\(toMove) wins in \(evaluation.plies)"
      case .draw: "\(toMove) draws"
      case .loss: "\(toMove) loses in \(evaluation.plies)"
      }
    return "best: \(cells) (\(reason))"
  }

  /// The full report: the board, the value, every legal move best first with its value
  /// and plies, the principal variation and the node count. Cells are numbered from 1.
  /// Public for the fuzz harness, which writes out every board it reads.
  public var report: String {
    var lines = [position.drawing(marking: position.winningLine ?? .empty), ""]
    guard let evaluation, let toMove = position.toMove else {
      lines.append("\(position.boardNotation)  game over: \(position.status)")
      return lines.joined(separator: "\n")
    }
    lines.append("\(position.boardNotation)  \(toMove) to move: \(evaluation.phrase)")
    lines.append("")
    lines.append("move  value  plies")
    for move in movesBestFirst {
      let cell = String(move.cell + 1)
      let value = move.evaluation.outcome.rawValue
      let plies = String(move.evaluation.plies)
      lines.append(
        String(repeating: " ", count: 4 - cell.count) + cell + "  " + value
          + String(repeating: " ", count: 5 - value.count)
          + String(repeating: " ", count: 7 - plies.count) + plies)
    }
    lines.append("")
    lines.append("pv: " + principalVariation.map { String($0 + 1) }.joined(separator: " "))
    lines.append("nodes: \(nodes)")
    return lines.joined(separator: "\n")
  }
}
