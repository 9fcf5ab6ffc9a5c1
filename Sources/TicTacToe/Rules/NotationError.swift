/// Why a string could not be read as a board.
public enum NotationError: Error, Equatable, Sendable {
  /// Nothing but blanks.
  case empty
  /// A character that is neither a piece, an empty cell nor a row separator; `position`
  /// counts characters from 1, after leading blanks.
  case invalidCharacter(Character, position: Int)
  /// With row separators, every row must have as many cells as the first.
  case raggedRows(row: Int, cells: Int, expected: Int)
  /// With row separators, the first row has no cells (as in `/` or `||`).
  case emptyRow(row: Int)
  /// Without separators, the cell count fits neither the rows nor the columns given.
  case wrongCellCount(cells: Int, rows: Int?, columns: Int?)
  /// Without separators and without rows or columns, only 9 and 16 cells have a shape.
  case unknownShape(cells: Int)
  /// The rows or columns given disagree with those the separators write.
  case disagreesWithOption(option: String, value: Int, board: Int)
  /// The shape or the line length is not allowed.
  case geometry(GeometryError)
  /// The board is well written but no game reaches it.
  case illegal(PositionError)
}

extension NotationError: CustomStringConvertible {
  /// `count` and `noun`, in the plural unless the count is one: "1 cell", "2 cells".
  private static func count(_ count: Int, _ noun: String) -> String {
    count == 1 ? "1 \(noun)" : "\(count) \(noun)s"
  }

  /// A one-line message that says what is wrong and what to write instead.
  public var description: String {
    switch self {
    case .empty:
      return "the board is empty: write its cells row by row, such as X.O/.X./..O"
    case .invalidCharacter(let character, let position):
      return "\(Self.quoted(character)) at position \(position) is not a cell: "
        + "use X and O for pieces, . - _ or 1-9 for empty cells, / or | between rows"
    case .emptyRow(let row):
      return "row \(row) is empty: write each row's cells between the separators, "
        + "such as X.O/.X./..O"
    case .raggedRows(let row, let cells, let expected):
      return
        "row \(row) has \(Self.count(cells, "cell")) but row 1 has \(expected): every row needs "
        + "as many cells"
    case .wrongCellCount(let cells, let rows, let columns):
      let shape =
        switch (rows, columns) {
        case (let rows?, let columns?): "a \(rows)x\(columns) board needs \(rows * columns)"
        case (let rows?, nil): "\(rows) rows need a multiple of \(rows)"
        case (nil, let columns?): "\(columns) columns need a multiple of \(columns)"
        case (nil, nil): "the board needs more"
        }
      return
        "the board has \(Self.count(cells, "cell")) but \(shape): write every cell of every row"
    case .unknownShape(let cells):
      return
        "the board has \(Self.count(cells, "cell")): 9 cells is 3x3 and 16 is 4x4; for any other size "
        + "separate the rows with / or give --rows and --cols"
    case .disagreesWithOption(let option, let value, let board):
      return
        "the board has \(Self.count(board, String(option.dropLast()))) but --\(option == "columns" ? "cols" : option) "
        + "says \(value): drop the option or make them agree"
    case .geometry(let error):
      return error.description
    case .illegal(let error):
      return "illegal board: \(error)"
    }
  }

  /// A character made visible: printable ones quoted, others as their code point.
  private static func quoted(_ character: Character) -> String {
    let scalars = character.unicodeScalars
    if scalars.count == 1, let scalar = scalars.first, scalar.value >= 0x20, scalar.value < 0x7F {
      return "'\(character)'"
    }
    return scalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(
      separator: " ")
  }
}
