/// Everything the library refuses, in one vocabulary: a shape out of range, text that is
/// not a board, a board no game reaches, a move the rules forbid, a count that cannot be
/// made. Input an app passes on from its user throws one of these; misuse by the app
/// itself (a searcher given another shape's position, say) is a documented precondition.
///
/// Cells, rows and characters are counted from 0, as everywhere in the library's API;
/// an app that shows people numbers from 1 words its own messages from the cases.
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

  // MARK: Shapes

  /// Fewer than one row.
  case rowsOutOfRange(Int)
  /// Fewer than one column.
  case columnsOutOfRange(Int)
  /// More than ``Geometry/maximumCellCount`` cells.
  case tooManyCells(rows: Int, columns: Int)
  /// A winning line length outside `1...max(rows, columns)`.
  case kOutOfRange(k: Int, rows: Int, columns: Int)

  // MARK: Notation

  /// The text is `bytes` bytes long (in UTF-8), more than any board needs: see
  /// ``Position/notationLengthLimit``.
  case notationTooLong(bytes: Int)
  /// The text holds no cells.
  case emptyNotation
  /// A character that is neither a cell nor a separator, at `offset` (from 0) in the
  /// text without its surrounding blanks.
  case invalidCharacter(Character, offset: Int)
  /// Row `row` (from 0) has no cells.
  case emptyRow(row: Int)
  /// Row `row` (from 0) has `cells` cells but row 0 has `expected`.
  case raggedRows(row: Int, cells: Int, expected: Int)
  /// `cells` cells do not fill the rows or columns given.
  case wrongCellCount(cells: Int, rows: Int?, columns: Int?)
  /// `cells` cells without separators, rows or columns: only 9 (3x3) and 16 (4x4) say
  /// their shape.
  case unknownShape(cells: Int)
  /// The shape written in the text disagrees with the one the caller gave.
  case shapeMismatch(Dimension, given: Int, written: Int)
  /// The text after `k=` is not a line length.
  case invalidLineLength(String)

  // MARK: Positions no game reaches

  /// A cell holds both players' pieces.
  case overlappingPieces
  /// A piece lies off the board.
  case piecesOffBoard
  /// X must have as many pieces as O, or one more.
  case impossibleCounts(x: Int, o: Int)
  /// Both players have a line.
  case bothHaveLines
  /// `winner` has a line but the other player moved last.
  case winnerMovedOutOfTurn(winner: Player, x: Int, o: Int)
  /// No last move of `winner` leaves the board without a line.
  case noLastMove(winner: Player)

  // MARK: Moves

  /// A cell index outside `0..<cellCount`.
  case cellOffBoard(cell: Int, cellCount: Int)
  /// The cell already holds a piece.
  case cellTaken(cell: Int, by: Player)
  /// The player named is not the one to move.
  case notYourTurn(Player)
  /// The game is over: no move, no search below it.
  case gameOver(GameStatus)

  // MARK: Counts

  /// A perft depth outside `0...maximum`, the number of empty cells.
  case depthOutOfRange(depth: Int, maximum: Int)
}

extension TicTacToeError: CustomStringConvertible {
  /// What was wrong and what would be right, in one sentence of the library's terms.
  public var description: String {
    switch self {
    case .rowsOutOfRange(let rows):
      return "\(rows) rows: a board needs at least 1 row"
    case .columnsOutOfRange(let columns):
      return "\(columns) columns: a board needs at least 1 column"
    case .tooManyCells(let rows, let columns):
      return "a \(rows)x\(columns) board is too big: at most \(Geometry.maximumCellCount) "
        + "cells are allowed (3x3, 3x4, 4x4, 2x8, ...)"
    case .kOutOfRange(let k, let rows, let columns):
      return "k = \(k) on a \(rows)x\(columns) board: k must be from 1 to \(max(rows, columns))"
    case .notationTooLong(let bytes):
      return "the notation is \(bytes) bytes long: a board is written in at most "
        + "\(Position.notationLengthLimit) bytes"
    case .emptyNotation:
      return "the notation holds no cells: write them row by row, such as X.O/.X./..O"
    case .invalidCharacter(let character, let offset):
      return "\(Self.quoted(character)) at offset \(offset) is not a cell: X and O are "
        + "pieces, . - _ and 1-9 empty cells, / and | separate rows, k=N ends the text"
    case .emptyRow(let row):
      return "row \(row) has no cells: write each row's cells between the separators"
    case .raggedRows(let row, let cells, let expected):
      return "row \(row) has \(Self.count(cells, "cell")) but row 0 has \(expected): "
        + "every row has as many"
    case .wrongCellCount(let cells, let rows, let columns):
      let shape =
        switch (rows, columns) {
        case (let rows?, let columns?): "a \(rows)x\(columns) board has \(rows * columns)"
        case (let rows?, nil): "\(rows) rows need a multiple of \(rows)"
        case (nil, let columns?): "\(columns) columns need a multiple of \(columns)"
        case (nil, nil): "the board needs more"
        }
      return "the notation has \(Self.count(cells, "cell")) but \(shape)"
    case .unknownShape(let cells):
      return "\(Self.count(cells, "cell")) without separators: 9 cells is 3x3 and 16 is "
        + "4x4; other shapes separate their rows with / or give the rows or columns"
    case .shapeMismatch(let dimension, let given, let written):
      return "the notation says \(dimension.rawValue) \(written) but \(given) was given"
    case .invalidLineLength(let text):
      return "k=\(text) is not a line length: write k= and a whole number, such as k=3"
    case .overlappingPieces:
      return "a cell holds both X and O"
    case .piecesOffBoard:
      return "a piece lies off the board"
    case .impossibleCounts(let x, let o):
      return "X has \(x) pieces and O has \(o): X moves first, so X must have as many "
        + "pieces as O or one more"
    case .bothHaveLines:
      return "both X and O have a line: the game ends at the first line, so at most one "
        + "player can have one"
    case .winnerMovedOutOfTurn(let winner, let x, let o):
      let lastMover = x > o ? Player.x : Player.o
      return "\(winner) has a line but \(lastMover) moved last (X has \(x) pieces, O has "
        + "\(o)): the winning move ends the game, so \(winner) must have moved last"
    case .noLastMove(let winner):
      return "\(winner)'s lines could not all come from one last move: whichever \(winner) "
        + "piece came last, a line was already there and the game would have ended"
    case .cellOffBoard(let cell, let cellCount):
      return "cell \(cell) is off the board: cells are 0 to \(cellCount - 1)"
    case .cellTaken(let cell, let player):
      return "cell \(cell) is taken by \(player): choose an empty cell"
    case .notYourTurn(let player):
      return "it is not \(player)'s turn: \(player.opponent) moves next"
    case .gameOver(let status):
      return "the game is over (\(status)): nothing can be played or counted below it"
    case .depthOutOfRange(let depth, let maximum):
      return "depth \(depth) is out of range: it must be from 0 to \(maximum), the number "
        + "of empty cells"
    }
  }

  /// `count` and `noun`, made plural unless `count` is 1.
  private static func count(_ count: Int, _ noun: String) -> String {
    count == 1 ? "1 \(noun)" : "\(count) \(noun)s"
  }

  /// A character in quotes, or its code points when it does not print.
  private static func quoted(_ character: Character) -> String {
    let scalars = character.unicodeScalars
    if scalars.count == 1, let scalar = scalars.first, scalar.value >= 0x20, scalar.value < 0x7F {
      return "'\(character)'"
    }
    let shown = scalars.prefix(8).map { "U+" + String($0.value, radix: 16, uppercase: true) }
    let more = scalars.count > 8 ? " and \(scalars.count - 8) more code points" : ""
    return shown.joined(separator: " ") + more
  }
}

extension TicTacToeError {
  /// This error as the decoding error of the value at `path`, which it explains.
  func decodingError(at path: [any CodingKey]) -> DecodingError {
    .dataCorrupted(
      DecodingError.Context(codingPath: path, debugDescription: description, underlyingError: self))
  }
}
