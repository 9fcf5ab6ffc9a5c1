/// The winning lines of a geometry, worked out when asked: the list, the lines through a
/// cell, whether a set of cells holds one, and the move order they give.
extension Geometry {
  /// Every winning line, each a set of `k` cells, in a fixed order: rows, columns, then
  /// the two diagonal directions.
  ///
  /// - Complexity: O(cells x k), allocating the list.
  public var lines: [Bitboard] { Self.lines(rows: rows, columns: columns, k: k) }

  /// The winning lines that pass through `cell`.
  ///
  /// - Parameter cell: A cell index in `0..<cellCount`.
  public func lines(through cell: Int) -> [Bitboard] { lines.filter { $0.contains(cell) } }

  /// The cells in the order the search tries them: those on the most lines first
  /// (the centre of 3x3, then its corners, then its edges).
  public var moveOrder: [Int] {
    let lines = lines
    return Self.moveOrder(
      rows: rows, columns: columns,
      linesThrough: (0..<cellCount).map { cell in lines.filter { $0.contains(cell) } })
  }

  /// Whether `cells` holds a winning line. Cells off the board are ignored.
  ///
  /// Each direction is checked with shifts: a line of `k` starts at a cell when the
  /// cells 0, 1, ... `k - 1` steps on are all in the set, and only cells from which `k`
  /// steps stay on the board can start one.
  ///
  /// - Complexity: O(k) for each of the four directions; allocates nothing.
  public func hasLine(_ cells: Bitboard) -> Bool {
    let bits = UInt32(cells.rawValue & allCells.rawValue)
    return hasRun(in: bits, down: 0, across: 1) || hasRun(in: bits, down: 1, across: 0)
      || hasRun(in: bits, down: 1, across: 1) || hasRun(in: bits, down: 1, across: -1)
  }

  /// Whether `bits` holds `k` cells in a row along the step of `down` rows and `across`
  /// columns (`down` is 0 or 1).
  private func hasRun(in bits: UInt32, down: Int, across: Int) -> Bool {
    let span = k - 1
    let lastRow = rows - 1 - span * down
    let firstColumn = across < 0 ? span : 0
    let lastColumn = across > 0 ? columns - 1 - span : columns - 1
    guard lastRow >= 0, firstColumn <= lastColumn else { return false }
    let rowOfStarts = UInt32((1 << (lastColumn - firstColumn + 1)) - 1) << firstColumn
    var run: UInt32 = 0
    for row in 0...lastRow { run |= rowOfStarts << (row * columns) }
    let step = down * columns + across
    for offset in 0...span where run != 0 { run &= bits >> (offset * step) }
    return run != 0
  }

  /// The first winning line (in the order of ``lines``) that `cells` holds, if any.
  public func line(in cells: Bitboard) -> Bitboard? {
    lines.first { cells.isSuperset(of: $0) }
  }

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
