extension NaiveBoard {
  /// The turns and mirrors that map a `rows` by `columns` board onto itself, as maps of
  /// (row, column): 8 on a square board, 4 otherwise, the identity first; under gravity,
  /// which has a bottom, the identity and the left-right mirror only.
  static func symmetries(
    rows: Int, columns: Int, gravity: Bool = false
  ) -> [(Int, Int) -> (Int, Int)] {
    var maps: [(Int, Int) -> (Int, Int)] = [
      { row, column in (row, column) },
      { row, column in (row, columns - 1 - column) },  // left-right mirror
      { row, column in (rows - 1 - row, column) },  // top-bottom mirror
      { row, column in (rows - 1 - row, columns - 1 - column) },  // half turn
    ]
    if gravity { return Array(maps.prefix(2)) }
    if rows == columns {
      maps += [
        { row, column in (column, row) },  // mirror in the main diagonal
        { row, column in (columns - 1 - column, rows - 1 - row) },  // in the other diagonal
        { row, column in (column, rows - 1 - row) },  // quarter turn clockwise
        { row, column in (columns - 1 - column, row) },  // quarter turn anticlockwise
      ]
    }
    return maps
  }

  /// The board's images under every turn and mirror of the board, the board itself first.
  public var images: [NaiveBoard] {
    Self.symmetries(rows: rows, columns: columns, gravity: rules.gravity).map { map in
      var image = self
      for row in 0..<rows {
        for column in 0..<columns {
          let (r, c) = map(row, column)
          image.cells[r * columns + c] = cells[row * columns + column]
        }
      }
      return image
    }
  }

  /// The smallest ``code`` among the board's ``images``: boards that a turn or a mirror
  /// maps onto each other, and only those, share it.
  public var symmetryClass: Int { images.map(\.code).min()! }
}
