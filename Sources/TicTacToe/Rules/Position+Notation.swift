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
///
/// The reader and the writer work on bytes (`Position+NotationReading.swift` and
/// `Position+NotationWriting.swift`); the `String` forms here are layers over them.
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
    try self.init(notation: notation, rows: rows, columns: columns, k: k, reusing: [])
  }

  /// The board written in the notation: `X`, `O` and `.`, rows separated by `/`, a
  /// single row closed by `/`, and ` k=N` when k is not the default.
  public var notation: String {
    String(unsafeUninitializedCapacity: Self.notationByteLimit) {
      writeNotation(into: UnsafeMutableRawBufferPointer($0))
    }
  }

  /// The cells alone in the notation, without `k=N`: `X.O/.X./..O`. It reads back as the
  /// same position when the line length is given beside it.
  public var boardNotation: String {
    String(unsafeUninitializedCapacity: Self.notationByteLimit) {
      writeBoard(into: UnsafeMutableRawBufferPointer($0))
    }
  }
}
