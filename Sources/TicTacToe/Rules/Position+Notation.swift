/// The board notation: cells listed row by row from the top-left.
///
/// - `X`/`x` and `O`/`o` are pieces; `.`, `-`, `_` and the digits `1`-`9` are empty
///   cells, so `X2O456789` reads as well as `X.O......`.
/// - Rows may be separated by `/` or `|`; then the rows give the shape
///   (`..../..../..../....` is 4x4).
/// - Without separators, 9 cells is 3x3 and 16 is 4x4; other counts need the rows or
///   the columns to be given.
/// - Spaces and tabs around the board are ignored.
///
/// The written form is uppercase with `.` for empty cells and `/` between rows:
/// `X.O/.X./..O`.
extension Position {
  /// Reads a board in the notation.
  ///
  /// - Parameters:
  ///   - notation: The board, such as `X.O/.X./..O` or `X2O456789`.
  ///   - rows: The number of rows, if the caller knows it; it must agree with the rows
  ///     written in `notation`.
  ///   - columns: The number of columns, likewise.
  ///   - k: The winning line length; `nil` means `min(rows, columns)`.
  /// - Throws: ``NotationError`` when the text is not a board, the shape is not
  ///   allowed, or no game reaches the board.
  public init(
    notation: String, rows: Int? = nil, columns: Int? = nil, k: Int? = nil
  ) throws(NotationError) {
    let text = notation.trimmingBlanks
    guard !text.isEmpty else { throw .empty }

    var grid: [[Character]] = [[]]
    for (offset, character) in text.enumerated() {
      switch character {
      case "/", "|": grid.append([])
      case "X", "x", "O", "o", ".", "-", "_", "1"..."9": grid[grid.count - 1].append(character)
      default: throw .invalidCharacter(character, position: offset + 1)
      }
    }

    let geometry = try Self.geometry(of: grid, rows: rows, columns: columns, k: k)
    var x = Bitboard.empty
    var o = Bitboard.empty
    for (cell, character) in grid.joined().enumerated() {
      switch character {
      case "X", "x": x.insert(cell)
      case "O", "o": o.insert(cell)
      default: break
      }
    }
    do {
      try self.init(geometry: geometry, x: x, o: o)
    } catch {
      throw .illegal(error)
    }
  }

  /// The board's shape: from its separators when it has them, else from its size and
  /// the rows or columns given.
  private static func geometry(
    of grid: [[Character]], rows: Int?, columns: Int?, k: Int?
  ) throws(NotationError) -> Geometry {
    // Out-of-range options are reported before any arithmetic with them.
    if let rows, rows < 1 { throw .geometry(.rowsOutOfRange(rows)) }
    if let columns, columns < 1 { throw .geometry(.columnsOutOfRange(columns)) }
    let cellCount = grid.reduce(0) { $0 + $1.count }
    let shape: (rows: Int, columns: Int)
    if grid.count > 1 {
      let width = grid[0].count
      guard width > 0 else { throw .emptyRow(row: 1) }
      for (index, row) in grid.enumerated() where row.count != width {
        throw .raggedRows(row: index + 1, cells: row.count, expected: width)
      }
      if let rows, rows != grid.count {
        throw .disagreesWithOption(option: "rows", value: rows, board: grid.count)
      }
      if let columns, columns != width {
        throw .disagreesWithOption(option: "columns", value: columns, board: width)
      }
      shape = (grid.count, width)
    } else {
      switch (rows, columns) {
      case (let rows?, let columns?):
        guard rows <= Geometry.maximumCellCount, columns <= Geometry.maximumCellCount,
          rows * columns <= Geometry.maximumCellCount
        else {
          throw .geometry(.tooManyCells(rows: rows, columns: columns))
        }
        guard rows * columns == cellCount else {
          throw .wrongCellCount(cells: cellCount, rows: rows, columns: columns)
        }
        shape = (rows, columns)
      case (let rows?, nil):
        guard cellCount % rows == 0 else {
          throw .wrongCellCount(cells: cellCount, rows: rows, columns: nil)
        }
        shape = (rows, cellCount / rows)
      case (nil, let columns?):
        guard cellCount % columns == 0 else {
          throw .wrongCellCount(cells: cellCount, rows: nil, columns: columns)
        }
        shape = (cellCount / columns, columns)
      case (nil, nil):
        switch cellCount {
        case 9: shape = (3, 3)
        case 16: shape = (4, 4)
        default: throw .unknownShape(cells: cellCount)
        }
      }
    }
    do {
      return try Geometry(rows: shape.rows, columns: shape.columns, k: k)
    } catch {
      throw .geometry(error)
    }
  }

  /// The board written in the notation: `X`, `O` and `.`, rows separated by `/`.
  public var notation: String {
    board.notation(in: geometry)
  }
}

extension Board {
  /// The board written in the notation for `geometry`: `X`, `O` and `.`, rows separated
  /// by `/`, such as `X.O/.X./..O`.
  public func notation(in geometry: Geometry) -> String {
    var text = ""
    for cell in 0..<geometry.cellCount {
      if cell > 0 && cell % geometry.columns == 0 { text += "/" }
      text += x.contains(cell) ? "X" : o.contains(cell) ? "O" : "."
    }
    return text
  }
}

extension String {
  /// The string without spaces, tabs and line ends at either end.
  var trimmingBlanks: Substring {
    let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0.isNewline }
    guard let start = firstIndex(where: { !isBlank($0) }) else { return "" }
    let end = lastIndex(where: { !isBlank($0) })!
    return self[start...end]
  }
}
