/// The winning lines of a geometry, read from its tables: the list, the lines through a
/// cell, whether a set of cells holds one, and the move order they give.
extension Geometry {
  /// Every winning line, each a set of `k` cells, in a fixed order: rows, columns, then
  /// the two diagonal directions.
  ///
  /// - Complexity: O(1): the list is built with the geometry.
  public var lines: [Bitboard] { tables.lines }

  /// The winning lines that pass through `cell`.
  ///
  /// - Parameter cell: A cell index in `0..<cellCount`.
  /// - Complexity: O(1).
  public func lines(through cell: Int) -> [Bitboard] { tables.linesThrough[cell] }

  /// The cells in the order the search tries them: those on the most lines first
  /// (the centre of 3x3, then its corners, then its edges).
  ///
  /// - Complexity: O(1).
  public var moveOrder: [Int] { tables.moveOrder }

  /// Whether `cells` holds a winning line. Cells off the board are ignored.
  ///
  /// - Complexity: O(1): one load.
  public func hasLine(_ cells: Bitboard) -> Bool { tables.hasLine(cells & allCells) }

  /// The first winning line (in the order of ``lines``) that `cells` holds, if any.
  ///
  /// - Complexity: O(lines) when `cells` holds one; one load when it does not.
  public func line(in cells: Bitboard) -> Bitboard? {
    hasLine(cells) ? lines.first { cells.isSuperset(of: $0) } : nil
  }
}
