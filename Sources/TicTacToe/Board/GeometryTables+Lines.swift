/// How the lines and the move order of a shape are worked out, once, when its tables are
/// built.
extension GeometryTables {
  /// Every line of `k` cells across, down or diagonally: rows, columns, then the two
  /// diagonal directions.
  static func lines(rows: Int, columns: Int, k: Int) -> [Bitboard] {
    // Each direction is a step (dr, dc); a line starts wherever k steps stay on the board.
    var lines: [Bitboard] = []
    for (dr, dc) in [(0, 1), (1, 0), (1, 1), (1, -1)] {
      for row in 0..<rows {
        for column in 0..<columns {
          let endRow = row + dr * (k - 1)
          let endColumn = column + dc * (k - 1)
          guard (0..<rows).contains(endRow), (0..<columns).contains(endColumn) else { continue }
          var line = Bitboard.empty
          for step in 0..<k {
            line.insert((row + dr * step) * columns + column + dc * step)
          }
          if !lines.contains(line) { lines.append(line) }  // k = 1: every direction alike
        }
      }
    }
    return lines
  }

  /// Most lines first; among equals, nearest the centre (in doubled coordinates), then
  /// the lower index, so the order is fixed.
  static func moveOrder(rows: Int, columns: Int, linesThrough: [[Bitboard]]) -> [Int] {
    func distanceFromCentre(_ cell: Int) -> Int {
      abs(2 * (cell / columns) - (rows - 1)) + abs(2 * (cell % columns) - (columns - 1))
    }
    return (0..<rows * columns).sorted {
      (-linesThrough[$0].count, distanceFromCentre($0), $0)
        < (-linesThrough[$1].count, distanceFromCentre($1), $1)
    }
  }
}
