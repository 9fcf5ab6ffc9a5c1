import Testing
import TicTacToe

@testable import AICommandLine

/// The one table of error texts: every case of the engine's error as `ai` words it,
/// cells, rows and characters counted from 1, options named as they are typed.
@Suite struct TicTacToeErrorMessageTests {
  @Test(
    arguments: [
      (TicTacToeError.rowsOutOfRange(0), "0 rows: a board needs at least 1 row"),
      (.columnsOutOfRange(-1), "-1 columns: a board needs at least 1 column"),
      (
        .tooManyCells(rows: 9, columns: 8),
        "a 9x8 board is too big: at most 64 cells are allowed (5x5, 6x7, 8x8, 2x32, ...)"
      ),
      (.kOutOfRange(k: 4, rows: 3, columns: 3), "k = 4 on a 3x3 board: k must be from 1 to 3"),
      (
        .notationTooLong(bytes: 5000),
        "the board is 5000 bytes long but a board takes at most \(Position.notationLengthLimit): "
          + "write its cells row by row, such as X.O/.X./..O"
      ),
      (.emptyNotation, "the board is empty: write its cells row by row, such as X.O/.X./..O"),
      (
        .invalidCharacter("Y", offset: 5),
        "'Y' at position 6 is not a cell: use X and O for pieces, . - _ or 1-9 for empty "
          + "cells, / or | between rows"
      ),
      (
        .emptyRow(row: 1),
        "row 2 is empty: write each row's cells between the separators, such as X.O/.X./..O"
      ),
      (
        .raggedRows(row: 1, cells: 1, expected: 3),
        "row 2 has 1 cell but row 1 has 3: every row needs as many cells"
      ),
      (
        .wrongCellCount(cells: 9, rows: 2, columns: 4),
        "the board has 9 cells but a 2x4 board needs 8: write every cell of every row"
      ),
      (
        .wrongCellCount(cells: 9, rows: 2, columns: nil),
        "the board has 9 cells but 2 rows need a multiple of 2: write every cell of every row"
      ),
      (
        .unknownShape(cells: 8),
        "the board has 8 cells: 9 cells is 3x3 and 16 is 4x4; for any other size separate "
          + "the rows with / or give --rows and --cols"
      ),
      (
        .shapeMismatch(.columns, given: 4, written: 3),
        "the board has 3 columns but --cols says 4: drop the option or make them agree"
      ),
      (
        .shapeMismatch(.k, given: 4, written: 3),
        "the board says k=3 but --k says 4: drop one or make them agree"
      ),
      (
        .invalidLineLength("x"),
        "k=x is not a line length: end the board with k= and a whole number, such as k=3"
      ),
      (.overlappingPieces, "illegal board: a cell holds both X and O"),
      (.piecesOffBoard, "illegal board: a piece lies off the board"),
      (
        .impossibleCounts(x: 0, o: 2),
        "illegal board: X has 0 pieces and O has 2: X moves first, so X must have as many "
          + "pieces as O or one more"
      ),
      // One piece is one piece, not "1 pieces" (issue 34).
      (
        .impossibleCounts(x: 1, o: 2),
        "illegal board: X has 1 piece and O has 2: X moves first, so X must have as many "
          + "pieces as O or one more"
      ),
      (
        .impossibleCounts(x: 3, o: 1),
        "illegal board: X has 3 pieces and O has 1: X moves first, so X must have as many "
          + "pieces as O or one more"
      ),
      (
        .bothHaveLines,
        "illegal board: both X and O have a line: the game ends at the first line, so at "
          + "most one player can have one"
      ),
      (
        .winnerMovedOutOfTurn(winner: .x, x: 3, o: 3, rules: .normal),
        "illegal board: X has a line but O moved last (X has 3 pieces, O has 3): the winning "
          + "move ends the game, so X must have moved last"
      ),
      // Under misère the line's maker lost: the move that made it ends the game all the same.
      (
        .winnerMovedOutOfTurn(winner: .x, x: 3, o: 3, rules: .misere),
        "illegal board: X has a line but O moved last (X has 3 pieces, O has 3): the move "
          + "that made the line ends the game (under misère it loses), so X must have moved last"
      ),
      (
        .winnerMovedOutOfTurn(winner: .x, x: 1, o: 1, rules: .gravity),
        "illegal board: X has a line but O moved last (X has 1 piece, O has 1): the winning "
          + "move ends the game, so X must have moved last"
      ),
      (
        .noLastMove(winner: .x),
        "illegal board: X's lines could not all come from one last move: whichever X piece "
          + "came last, a line was already there and the game would have ended"
      ),
      (
        .unknownRules("gravitiy"),
        "unknown rule 'gravitiy' after the board: did you mean 'gravity'?"
      ),
      (
        .unknownRules("bogus"),
        "unknown rule 'bogus' after the board: a board may end with k=N, then a rule: normal, "
          + "misere, gravity or gravity-misere (see 'ai help rules')"
      ),
      (
        .lineLengthAfterRules(k: 3, rules: .gravity),
        "k=3 follows the rule: write the board, then k=3, then gravity"
      ),
      (.cellOffBoard(cell: 9, cellCount: 9), "10 is off the board: the cells are 1 to 9"),
      (
        .coordinatesOffBoard(row: 3, column: 0, rows: 3, columns: 4),
        "row 4, column 1 is off the board: the rows are 1 to 3 and the columns 1 to 4"
      ),
      (.cellTaken(cell: 4, by: .x), "5 is taken by X: choose an empty cell"),
      (
        .limitReached,
        "the search went past its limit before its answer: allow it more positions or more time"
      ),
      (
        .memoryBudgetExceeded(needed: 43_112_257, budget: 1 << 20),
        "searching this board takes up to 44 MB but the engine may take 1 MB: give it more "
          + "memory or choose a smaller board"
      ),
      (.notYourTurn(.x), "it is not X's turn: O moves next"),
      (.gameOver(.won(.x)), "the game is over (X won): start a new game to play on"),
      (
        .depthOutOfRange(depth: 10, maximum: 9),
        "depth 10 is out of range: it must be from 0 to 9, the number of empty cells"
      ),
      (
        .lookAheadOutOfRange(plies: 17),
        "ahead-17 is not a level: a look-ahead sees 1 to 16 plies, such as ahead-3"
      ),
      (
        .geometryMismatch(searcher: .ticTacToe, position: try! Geometry(rows: 4, columns: 4, k: 3)),
        "the board is 4x4 k=3 but the search is for 3x3: search each board with a searcher of "
          + "its own shape"
      ),
    ] as [(TicTacToeError, String)])
  func everyErrorHasItsMessage(error: TicTacToeError, message: String) {
    #expect(error.message == message)
  }

  /// A character that does not print, or has many code points, is named by its first
  /// few code points, so that a message stays one short line.
  @Test func anOddCharacterIsNamedByAFewOfItsCodePoints() {
    let marks = Character("a" + String(repeating: "\u{301}", count: 1000))
    let long = TicTacToeError.invalidCharacter(marks, offset: 0).message
    #expect(long.hasPrefix("U+61 U+301 U+301 U+301 U+301 U+301 U+301 U+301 and 993 more "))
    #expect(long.count < 200)
    #expect(TicTacToeError.invalidCharacter("\u{7}", offset: 0).message.hasPrefix("U+7 at "))
  }

  /// The engine's error is a value: printed for a developer, it shows its case.
  @Test func theEnginesErrorPrintsAsItsCase() {
    #expect("\(TicTacToeError.cellTaken(cell: 4, by: .x))" == "cellTaken(cell: 4, by: X)")
    #expect("\(TicTacToeError.emptyNotation)" == "emptyNotation")
  }
}
