// Each refusal of the library in words, as stderr and the API's errors give it.
import TicTacToe

extension TicTacToeError {
  /// What was wrong and what to type instead, counting from 1.
  var message: String {
    switch self {
    case .rowsOutOfRange(let rows): "\(rows) rows: a board needs at least 1 row"
    case .columnsOutOfRange(let columns): "\(columns) columns: a board needs at least 1 column"
    case .tooManyCells(let rows, let columns):
      "a \(rows)x\(columns) board is too big: at most \(Geometry.maximumCellCount) cells are "
        + "allowed (5x5, 6x7, 8x8, 2x32, ...)"
    case .kOutOfRange(let k, let rows, let columns):
      "k = \(k) on a \(rows)x\(columns) board: k must be from 1 to \(max(rows, columns))"
    case .notationTooLong(let bytes):
      "the board is \(bytes) bytes long but a board takes at most "
        + "\(Position.notationLengthLimit): write its cells row by row, such as X.O/.X./..O"
    case .emptyNotation: "the board is empty: write its cells row by row, such as X.O/.X./..O"
    case .invalidCharacter(let character, let offset):
      "\(Self.quoted(character)) at position \(offset + 1) is not a cell: "
        + "use X and O for pieces, . - _ or 1-9 for empty cells, / or | between rows"
    case .emptyRow(let row):
      "row \(row + 1) is empty: write each row's cells between the separators, such as X.O/.X./..O"
    case .raggedRows(let row, let cells, let expected):
      "row \(row + 1) has \(Self.count(cells, "cell")) but row 1 has \(expected): every row "
        + "needs as many cells"
    case .wrongCellCount(let cells, let rows, let columns):
      "the board has \(Self.count(cells, "cell")) but \(Self.shape(rows, columns)): "
        + "write every cell of every row"
    case .unknownShape(let cells):
      "the board has \(Self.count(cells, "cell")): 9 cells is 3x3 and 16 is 4x4; for any "
        + "other size separate the rows with / or give --rows and --cols"
    case .shapeMismatch(let dimension, let given, let written):
      switch dimension {
      case .rows, .columns:
        "the board has \(Self.count(written, String(dimension.rawValue.dropLast()))) but "
          + "--\(dimension == .rows ? "rows" : "cols") says \(given): drop the option or "
          + "make them agree"
      case .k: "the board says k=\(written) but --k says \(given): drop one or make them agree"
      }
    case .rulesMismatch(let given, let written):
      "the board says \(written.rawValue) but --rules says \(given.rawValue): drop one or make "
        + "them agree"
    case .unknownRules(let words):
      "unknown rule \(words.quotedValue) after the board"
        + (Rules.meant(by: words) == nil
          ? ": a board may end with k=N, then a rule: \(Rules.words) (see 'ai help rules')"
          : Rules.didYouMean(words))
    case .lineLengthAfterRules(let k, let rules):
      "k=\(k) follows the rule: write the board, then k=\(k), then \(rules.rawValue)"
    case .invalidLineLength(let text):
      "k=\(text.excerpt(20)) is not a line length: end the board with k= and a whole number, such as k=3"
    case .cellOffBoard(let cell, let cellCount):
      "\(cell + 1) is off the board: the cells are 1 to \(cellCount)"
    case .coordinatesOffBoard(let row, let column, let rows, let columns):
      "row \(row + 1), column \(column + 1) is off the board: the rows are "
        + "1 to \(rows) and the columns 1 to \(columns)"
    case .cellTaken(let cell, let player): "\(cell + 1) is taken by \(player): choose an empty cell"
    case .columnOffBoard(let column, let columns):
      "column \(column + 1) is off the board: the columns are 1 to \(columns)"
    case .columnFull(let column):
      "column \(column + 1) is full: under gravity choose a column with an empty cell"
    case .floatingPiece(let cell):
      "illegal board: the piece on \(cell + 1) would float over an empty cell: under gravity a "
        + "piece drops to the lowest empty cell of its column"
    case .unreachable:
      "illegal board: under gravity no game stacks these pieces turn about, X first: check "
        + "which piece lies on which"
    case .gameOver(let status): "the game is over (\(status.words)): start a new game to play on"
    case .notYourTurn(let player): "it is not \(player)'s turn: \(player.opponent) moves next"
    case .cancelled: "the question was cancelled before its answer: ask again"
    case .limitReached:
      "the search went past its limit before its answer: allow it more positions or more time"
    case .memoryBudgetExceeded(let needed, let budget):
      "searching this board takes up to \(Format.bytes(needed, roundingUp: true)) but the "
        + "engine may take \(Format.bytes(budget, roundingUp: false)): give it more memory or "
        + "choose a smaller board"
    case .depthOutOfRange(let depth, let maximum):
      "depth \(depth) is out of range: it must be from 0 to \(maximum), the number of empty cells"
    case .lookAheadOutOfRange(let plies):
      "ahead-\(plies) is not a level: a look-ahead sees 1 to \(Level.lookAheadPlies.upperBound) "
        + "plies, such as ahead-3"
    case .geometryMismatch(let searcher, let position):
      "the board is \(position) but the search is for \(searcher): "
        + "search each board with a searcher of its own shape"
    case .overlappingPieces: "illegal board: a cell holds both X and O"
    case .piecesOffBoard: "illegal board: a piece lies off the board"
    case .impossibleCounts(let x, let o):
      "illegal board: X has \(Self.count(x, "piece")) and O has \(o): X moves first, so X must have as many "
        + "pieces as O or one more"
    case .bothHaveLines:
      "illegal board: both X and O have a line: the game ends at the first line, so at most "
        + "one player can have one"
    case .winnerMovedOutOfTurn(let maker, let x, let o, let rules):
      "illegal board: \(maker) has a line but \(x > o ? Player.x : Player.o) moved last (X "
        + "has \(Self.count(x, "piece")), O has \(o)): "
        + (rules.isMisere
          ? "the move that made the line ends the game (under misère it loses)"
          : "the winning move ends the game") + ", so \(maker) must have moved last"
    case .noLastMove(let winner):
      "illegal board: \(winner)'s lines could not all come from one last move: whichever "
        + "\(winner) piece came last, a line was already there and the game would have ended"
    }
  }

  private static func shape(_ rows: Int?, _ columns: Int?) -> String {
    switch (rows, columns) {
    case (let rows?, let columns?): "a \(rows)x\(columns) board needs \(rows * columns)"
    case (let rows?, nil): "\(rows) rows need a multiple of \(rows)"
    case (nil, let columns?): "\(columns) columns need a multiple of \(columns)"
    case (nil, nil): "the board needs more"
    }
  }

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
