// A position drawn as a grid of cells for the terminal.
import TicTacToe

extension Position {
  /// The grid (` X | 2 | O` rows between `---+---+---`), each cell of `marked` with a `*`.
  func drawing(marking marked: Bitboard = .empty) -> String {
    drawing { symbol, cell in symbol + (marked.contains(cell) ? "*" : " ") }
  }

  /// The grid, `decorate` adding one character (a space or a mark) and any colour to a cell.
  func drawing(decorate: (_ symbol: String, _ cell: Int) -> String) -> String {
    // Under gravity an empty cell shows its column where a piece would land, else a dot.
    let gravity = geometry.namesMovesByColumn
    let width = String(gravity ? geometry.columns : geometry.cellCount).count
    let (x, o, moves) = (x, o, legalMoves)
    let rows = (0..<geometry.rows).map { row in
      var line = (0..<geometry.columns).map { column in
        let cell = row * geometry.columns + column
        let empty = !gravity ? String(cell + 1) : moves.contains(cell) ? String(column + 1) : "."
        let symbol = x.contains(cell) ? "X" : o.contains(cell) ? "O" : empty
        let padded = String(repeating: " ", count: width - symbol.count) + symbol
        return " " + decorate(padded, cell)
      }.joined(separator: "|")
      while line.hasSuffix(" ") { line.removeLast() }
      return line
    }
    let rule = Array(repeating: String(repeating: "-", count: width + 2), count: geometry.columns)
      .joined(separator: "+")
    return rows.joined(separator: "\n\(rule)\n")
  }
}
