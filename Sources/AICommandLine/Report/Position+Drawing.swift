import TicTacToe

extension Position {
  /// The board drawn as a grid, each empty cell showing its number (from 1) so a
  /// player sees what to type:
  ///
  /// ```
  ///  X | 2 | O
  /// ---+---+---
  ///  4 | X | 6
  /// ---+---+---
  ///  7 | 8 | O
  /// ```
  ///
  /// - Parameter marking: Cells drawn with `*` beside their piece, such as a winning line.
  func drawing(marking marked: Bitboard = .empty) -> String {
    drawing { symbol, cell in symbol + (marked.contains(cell) ? "*" : " ") }
  }

  /// The board drawn as a grid, each cell's symbol (`X`, `O`, or the number of an empty
  /// cell, padded to the widest number) passed through `decorate` with its cell index,
  /// which returns it with one character after it (a space, or a mark) and any colour.
  func drawing(decorate: (_ symbol: String, _ cell: Int) -> String) -> String {
    let width = String(geometry.cellCount).count
    let (x, o) = (x, o)
    let rows = (0..<geometry.rows).map { row in
      var line = (0..<geometry.columns).map { column in
        let cell = row * geometry.columns + column
        let symbol =
          x.contains(cell) ? "X" : o.contains(cell) ? "O" : String(cell + 1)
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
