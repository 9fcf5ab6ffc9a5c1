/// The winning lines of a geometry, read from its tables: the list, whether a set of cells
/// holds one, and the move order they give.
extension Geometry {
  /// Every winning line, each a set of `k` cells: rows, columns, then the two diagonal
  /// directions.
  public var lines: [Bitboard] { tables.lines }

  /// The cells in the order the search tries them: those on the most lines first
  /// (the centre of 3x3, then its corners, then its edges).
  public var moveOrder: [Int] { tables.moveOrder }

  /// Whether `cells` holds a winning line (one load). Cells off the board are ignored.
  public func hasLine(_ cells: Bitboard) -> Bool { tables.hasLine(cells & allCells) }

  /// The first winning line (in the order of ``lines``) that `cells` holds, if any.
  public func line(in cells: Bitboard) -> Bitboard? {
    hasLine(cells) ? lines.first { cells.isSuperset(of: $0) } : nil
  }
}
