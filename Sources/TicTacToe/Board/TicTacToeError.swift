// Every refusal of the library as a value, and the Codable errors made from one.
/// Everything the library refuses from input an app passes on; misuse by the app itself is
/// a documented precondition. A value, not a sentence: the words for people are the app's.
/// Cells, rows and characters count from 0.
public enum TicTacToeError: Error, Hashable, Sendable {
  /// Which of a board's dimensions a ``shapeMismatch(_:given:written:)`` is about.
  public enum Dimension: String, Hashable, Sendable, Codable {
    /// The number of rows.
    case rows
    /// The number of columns.
    case columns
    /// The winning line length.
    case k
  }

  /// Fewer than one row.
  case rowsOutOfRange(Int)
  /// Fewer than one column.
  case columnsOutOfRange(Int)
  /// More than ``Geometry/maximumCellCount`` cells.
  case tooManyCells(rows: Int, columns: Int)
  /// A winning line length outside `1...max(rows, columns)`.
  case kOutOfRange(k: Int, rows: Int, columns: Int)

  /// Text of `bytes` UTF-8 bytes, more than ``Position/notationLengthLimit``.
  case notationTooLong(bytes: Int)
  /// The text holds no cells.
  case emptyNotation
  /// Neither a cell nor a separator, at `offset` in the text without its surrounding blanks.
  case invalidCharacter(Character, offset: Int)
  /// Row `row` has no cells.
  case emptyRow(row: Int)
  /// Row `row` has `cells` cells but row 0 has `expected`.
  case raggedRows(row: Int, cells: Int, expected: Int)
  /// `cells` cells do not fill the rows or columns given.
  case wrongCellCount(cells: Int, rows: Int?, columns: Int?)
  /// `cells` cells without separators, rows or columns: only 9 and 16 say their shape.
  case unknownShape(cells: Int)
  /// The shape written in the text disagrees with the one the caller gave.
  case shapeMismatch(Dimension, given: Int, written: Int)
  /// The rules written in the text disagree with the ones the caller gave.
  case rulesMismatch(given: Rules, written: Rules)
  /// The text after `k=` is not a line length.
  case invalidLineLength(String)
  /// The words after the cells name no rules (`gravitiy`, `connect4`): the words, blanks
  /// between them made one space.
  case unknownRules(String)
  /// `k=N` follows the rules' word, where it goes before it (`... k=3 gravity`).
  case lineLengthAfterRules(k: Int, rules: Rules)

  /// A cell holds both players' pieces.
  case overlappingPieces
  /// A piece lies off the board.
  case piecesOffBoard
  /// X must have as many pieces as O, or one more.
  case impossibleCounts(x: Int, o: Int)
  /// Both players have a line.
  case bothHaveLines
  /// `winner` has a line but the other player moved last; under misère (`rules`) `winner`
  /// is the line's maker, who lost.
  case winnerMovedOutOfTurn(winner: Player, x: Int, o: Int, rules: Rules)
  /// No last move of `winner` leaves the board without a line (under misère `winner` is
  /// the player who made the line, and lost).
  case noLastMove(winner: Player)
  /// Under gravity, the piece on `cell` lies over an empty cell (or would, played there).
  case floatingPiece(cell: Int)
  /// Under gravity, no order of play, turn about, stacks these pieces.
  case unreachable

  /// A cell index outside `0..<cellCount`.
  case cellOffBoard(cell: Int, cellCount: Int)
  /// A row outside `0..<rows` or a column outside `0..<columns`.
  case coordinatesOffBoard(row: Int, column: Int, rows: Int, columns: Int)
  /// The cell already holds a piece.
  case cellTaken(cell: Int, by: Player)
  /// A column outside `0..<columns`, where a piece was to drop.
  case columnOffBoard(column: Int, columns: Int)
  /// Under gravity, column `column` (from 0) has no empty cell.
  case columnFull(column: Int)
  /// The player named is not the one to move.
  case notYourTurn(Player)
  /// The game is over: no move, no search below it.
  case gameOver(GameStatus)

  /// The task that asked the ``Engine`` was cancelled, or a ``SearchLimit``'s own question
  /// said to stop.
  case cancelled
  /// The question went past its ``SearchLimit``: more positions or more time than it allows.
  case limitReached
  /// A searcher for the shape asked about may take `needed` bytes, more than the whole
  /// memory budget of the ``Engine`` asked, `budget`.
  case memoryBudgetExceeded(needed: Int, budget: Int)
  /// A perft depth outside `0...maximum`, the number of empty cells.
  case depthOutOfRange(depth: Int, maximum: Int)
  /// A look-ahead level of `plies` plies, outside ``Level/lookAheadPlies``.
  case lookAheadOutOfRange(plies: Int)
  /// A position of geometry `position` given to a searcher (or a perft counter) of
  /// geometry `searcher`.
  case geometryMismatch(searcher: Geometry, position: Geometry)
}

extension TicTacToeError {
  /// A value read that no case names refused: the decoding error at `path`.
  package static func corrupted(_ description: String, at path: [any CodingKey]) -> DecodingError {
    .dataCorrupted(DecodingError.Context(codingPath: path, debugDescription: description))
  }

  /// A value refused before it is written, as it could not be read back: the encoding
  /// error at `path`, with `reason` as its underlying error when there is one.
  package static func unreadable(
    _ value: Any, _ description: String, at path: [any CodingKey], reason: (any Error)? = nil
  ) -> EncodingError {
    .invalidValue(
      value,
      EncodingError.Context(
        codingPath: path, debugDescription: description, underlyingError: reason))
  }

  /// `make()`, its error thrown as the decoding error of the value at `path`.
  package static func decoding<Value>(
    at path: [any CodingKey], _ make: () throws(TicTacToeError) -> Value
  ) throws -> Value {
    do {
      return try make()
    } catch {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: path, debugDescription: "\(error)", underlyingError: error))
    }
  }
}
