/// The board notation: cells listed row by row from the top-left.
///
/// - `X`/`x` and `O`/`o` are pieces; `.`, `-`, `_` and the digits `1`-`9` are empty
///   cells, so `X2O456789` reads as well as `X.O......`.
/// - Rows may be separated by `/` or `|`; then the rows give the shape
///   (`..../..../..../....` is 4x4).
/// - Without separators, 9 cells is 3x3 and 16 is 4x4; other counts need the rows or
///   the columns to be given. A single row ends with a separator: `X.O../` is 1x5.
/// - A line length other than the shape's default, `min(rows, columns)`, follows the
///   board as `k=N`: `X.../..../..../.... k=3` is 4x4 where three in a row win.
/// - Spaces and tabs around the board are ignored.
///
/// The written form is uppercase with `.` for empty cells and `/` between rows, and
/// ` k=N` when k is not the default: `X.O/.X./..O`. It reads back as the same position.
extension Position {
  /// The most bytes (in UTF-8) a board's text may hold, blanks around it included:
  /// 4 KiB, far more than any board needs (16 cells, 15 separators and `k=N`). Longer
  /// text is refused by its length before it is read.
  public static let notationLengthLimit = 4096

  /// Reads a board in the notation.
  ///
  /// - Parameters:
  ///   - notation: The board, such as `X.O/.X./..O` or `X2O456789`.
  ///   - rows: The number of rows, if the caller knows it; it must agree with the rows
  ///     written in `notation`.
  ///   - columns: The number of columns, likewise.
  ///   - k: The winning line length, if the caller knows it; it must agree with a `k=N`
  ///     written in `notation`. With neither, `min(rows, columns)`.
  /// - Throws: ``TicTacToeError`` when the text is not a board (or is longer than
  ///   ``notationLengthLimit``), the shape is not allowed, or no game reaches the board.
  public init(
    notation: String, rows: Int? = nil, columns: Int? = nil, k: Int? = nil
  ) throws(TicTacToeError) {
    // Refused by its length alone, before anything proportional to it is made.
    let length = notation.utf8.count
    guard length <= Self.notationLengthLimit else { throw .notationTooLong(bytes: length) }
    var text = notation.trimmingBlanks
    var k = k
    if let mark = text.firstIndex(of: "k"), text[mark...].dropFirst().first == "=" {
      let written = text[mark...].dropFirst(2)
      guard let length = Int(written) else { throw .invalidLineLength(String(written)) }
      if let k, k != length { throw .shapeMismatch(.k, given: k, written: length) }
      k = length
      text = text[..<mark].trimmingBlanks
    }
    guard !text.isEmpty else { throw .emptyNotation }

    var grid: [[Character]] = [[]]
    for (offset, character) in text.enumerated() {
      switch character {
      case "/", "|": grid.append([])
      case "X", "x", "O", "o", ".", "-", "_", "1"..."9": grid[grid.count - 1].append(character)
      default: throw .invalidCharacter(character, offset: offset)
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
    try self.init(geometry: geometry, x: x, o: o)
  }

  /// The board's shape: from its separators when it has them, else from its size and
  /// the rows or columns given.
  private static func geometry(
    of grid: [[Character]], rows: Int?, columns: Int?, k: Int?
  ) throws(TicTacToeError) -> Geometry {
    // Out-of-range options are reported before any arithmetic with them.
    if let rows, rows < 1 { throw .rowsOutOfRange(rows) }
    if let columns, columns < 1 { throw .columnsOutOfRange(columns) }
    let cellCount = grid.reduce(0) { $0 + $1.count }
    let shape: (rows: Int, columns: Int)
    if grid.count == 2, grid[1].isEmpty, !grid[0].isEmpty {
      // One row, closed by its separator.
      if let rows, rows != 1 { throw .shapeMismatch(.rows, given: rows, written: 1) }
      if let columns, columns != cellCount {
        throw .shapeMismatch(.columns, given: columns, written: cellCount)
      }
      shape = (1, cellCount)
    } else if grid.count > 1 {
      let width = grid[0].count
      guard width > 0 else { throw .emptyRow(row: 0) }
      for (index, row) in grid.enumerated() where row.count != width {
        throw .raggedRows(row: index, cells: row.count, expected: width)
      }
      if let rows, rows != grid.count {
        throw .shapeMismatch(.rows, given: rows, written: grid.count)
      }
      if let columns, columns != width {
        throw .shapeMismatch(.columns, given: columns, written: width)
      }
      shape = (grid.count, width)
    } else {
      switch (rows, columns) {
      case (let rows?, let columns?):
        guard rows <= Geometry.maximumCellCount, columns <= Geometry.maximumCellCount,
          rows * columns <= Geometry.maximumCellCount
        else {
          throw .tooManyCells(rows: rows, columns: columns)
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
    return try Geometry(rows: shape.rows, columns: shape.columns, k: k)
  }

  /// The board written in the notation: `X`, `O` and `.`, rows separated by `/`.
  public var notation: String {
    let board = geometry.rows == 1 ? boardNotation + "/" : boardNotation
    return geometry.k == min(geometry.rows, geometry.columns) ? board : "\(board) k=\(geometry.k)"
  }

  /// The cells alone in the notation, without `k=N`: `X.O/.X./..O`. It reads back as the
  /// same position when the line length is given beside it.
  public var boardNotation: String {
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

extension StringProtocol {
  /// The text without spaces, tabs and line ends at either end.
  var trimmingBlanks: SubSequence {
    let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0.isNewline }
    guard let start = firstIndex(where: { !isBlank($0) }) else { return "" }
    let end = lastIndex(where: { !isBlank($0) })!
    return self[start...end]
  }
}
