import TicTacToe

/// The geometry options shared by every command that reads a board:
/// `--rows`, `--cols` (or `--columns`) and `--k`.
struct BoardOptions {
  /// The option names, with their aliases, for ``Arguments``.
  static let names = ["rows": "rows", "cols": "cols", "columns": "cols", "k": "k"]

  /// The rows given, if any.
  let rows: Int?
  /// The columns given, if any.
  let columns: Int?
  /// The winning line length given, if any.
  let k: Int?

  /// Reads and checks the options in `arguments`.
  ///
  /// - Throws: ``CLIError/usage(_:)`` for a value out of range or a shape over 16 cells.
  init(_ arguments: Arguments) throws(CLIError) {
    let limit = Geometry.maximumCellCount
    rows = try arguments.integer("rows", in: 1...limit, meaning: "the number of rows")
    columns = try arguments.integer("cols", in: 1...limit, meaning: "the number of columns")
    k = try arguments.integer("k", in: 1...limit, meaning: "the winning line length")
    if let rows, let columns, rows * columns > limit {
      throw .usage(TicTacToeError.tooManyCells(rows: rows, columns: columns).message)
    }
  }

  /// The board of `--from`, or the empty board of the shape the options give
  /// (3x3 by default).
  ///
  /// - Throws: ``CLIError`` as ``position(_:)`` does.
  func position(from text: String?) throws(CLIError) -> Position {
    if let text { return try position(text) }
    do {
      return .start(try Geometry(rows: rows ?? 3, columns: columns ?? 3, k: k))
    } catch {
      throw .usage(error.message)
    }
  }

  /// Reads `text` as a board with these options.
  ///
  /// - Throws: ``CLIError/usage(_:)`` when the shape disagrees with the options or is
  ///   not allowed; ``CLIError/data(_:)`` when the text is not a legal board.
  func position(_ text: String) throws(CLIError) -> Position {
    do {
      return try Position(notation: text, rows: rows, columns: columns, k: k)
    } catch {
      // The options' fault is a usage error; the board's own shape is bad data.
      switch error {
      case .shapeMismatch: throw .usage(error.message)
      case .wrongCellCount(_, let rows, let columns) where rows != nil || columns != nil:
        throw .usage(error.message)
      case .rowsOutOfRange, .columnsOutOfRange, .tooManyCells, .kOutOfRange:
        // The options' shape is a usage error; the board's own is bad data.
        throw rows != nil || columns != nil || k != nil
          ? .usage(error.message) : .data(error.message)
      default: throw .data(error.message)
      }
    }
  }
}
