import TicTacToe

/// What a sitting of `ai play` shows, with cells numbered from 1 as people type them.
extension PlaySession {
  /// The command that resumes the current game, quoted for a shell: the shape only where
  /// the board does not give it (one row reads as any shape; k when not the shorter side).
  var resumeCommand: String {
    let geometry = game.geometry
    var words = [program, "play", "--from", game.position.boardNotation]
    if geometry.rows == 1 { words += ["--rows", "1"] }
    if geometry.k != min(geometry.rows, geometry.columns) { words += ["--k", String(geometry.k)] }
    words += ["--as", human.rawValue.lowercased(), "--level", level.name]
    if let seed { words += ["--seed", String(seed)] }
    return words.map(\.shellQuoted).joined(separator: " ")
  }

  /// The empty cells, as people number them.
  var emptyCells: String {
    game.position.emptyCells.map { String($0 + 1) }.joined(separator: " ")
  }

  /// Who won, with the line's cells, or the draw.
  var verdict: String {
    let line = (game.winningLine ?? .empty).map { String($0 + 1) }.joined(separator: "-")
    switch game.status {
    case .won(let player) where player == human: return "You win! (\(line))"
    case .won(let player): return "\(player) wins (\(line))."
    case .draw: return "Draw."
    case .ongoing: return ""
    }
  }

  /// The help shown for `?`: the keys of `ai play --help`, laid out for 80 columns.
  var help: String {
    HelpLayout.render([
      .paragraph(
        "Type the number of an empty cell to play there (\(cellRange), row by row from the "
          + "top-left)."),
      .definitions(PlayCommand.gameKeys),
    ])
  }

  /// Draws the board, the winning line marked, in colour on a terminal.
  func show() {
    let line = game.winningLine ?? .empty
    let position = game.position
    let drawing = position.drawing { symbol, cell in
      guard styled else { return symbol + (line.contains(cell) ? "*" : " ") }
      let piece =
        position.x.contains(cell) ? "31" : position.o.contains(cell) ? "34" : "2"
      let emphasis = line.contains(cell) ? "1;7;" : ""
      return "\u{1B}[\(emphasis)\(piece)m\(symbol)\u{1B}[0m "
    }
    Console.out("")
    Console.out(drawing)
    Console.out("")
  }
}
