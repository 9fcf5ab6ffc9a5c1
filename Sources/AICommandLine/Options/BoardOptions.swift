// The options that say which position a command starts from: its shape, board and moves.
@_spi(Bytes) import TicTacToe

struct BoardOptions {
  static let rows = Option.integer(
    "rows", example: "3", in: 1...Geometry.maximumCellCount, meaning: "the number of rows",
    help: "the number of rows (1-64, at most 64 cells), for a board written without separators")
  static let columns = Option.integer(
    "cols", aliases: ["columns"], example: "3", in: 1...Geometry.maximumCellCount,
    meaning: "the number of columns", help: "the number of columns (1-64, at most 64 cells)")
  static let k = Option.integer(
    "k", example: "3", in: 1...Geometry.maximumCellCount, meaning: "the winning line length",
    help: "how many in a row win (default: the shorter side of the board; under gravity at "
      + "most 4, as in Connect Four)")
  static let moves = Option<MoveList>(
    "moves", value: "CELLS", example: "5,1,9", listOf: "moves",
    help: "play these cells in turn first, such as 5,1,9, or under gravity these columns "
      + "(see 'ai help board')"
  ) { text throws(CLIError) in try MoveList(text) }
  /// For the commands that start from a position rather than answer one.
  static let from = Option<String>(
    "from", value: "BOARD", example: "X.O/.X./..O",
    help: "the start position (default: the empty board of the shape, 3x3 unless given); a "
      + "file's name, or @FILE, reads the one board in that file"
  ) { $0 }

  static let shape: [any OptionDeclaring] = [rows, columns, k, rules]

  let rows: Int?, columns: Int?, k: Int?
  let rules: Rules?
  let moves: MoveList?
  /// The command (or the API's path) the options were given to, for its advice.
  let command: String
  /// Numbers that came apart from `--moves` (`--moves 5 1`), and what to write instead.
  private let splitMoves: (numbers: [String], advice: String)?

  init(_ arguments: ParsedArguments) throws(CLIError) {
    command = arguments.name
    splitMoves = arguments.splitListAdvice.map { (arguments.splitFromList, $0) }
    (rows, columns) = (try arguments.value(Self.rows), try arguments.value(Self.columns))
    (k, moves) = (try arguments.value(Self.k), try arguments.value(Self.moves))
    rules = try arguments.value(Self.rules)
    if let rows, let columns, rows * columns > Geometry.maximumCellCount {
      throw .usage(TicTacToeError.tooManyCells(rows: rows, columns: columns).message)
    }
  }

  /// The empty board of the shape and rules the options give, when they give any, and
  /// the board is one.
  var emptyBoard: Position? {
    guard rows != nil || columns != nil || k != nil || rules != nil else { return nil }
    let geometry = try? Geometry(
      rows: rows ?? 3, columns: columns ?? 3, k: k, rules: rules ?? .normal)
    return geometry.map { .start($0) }
  }

  /// `text` (nil: the empty board) with `--moves` played; for a game, refused when over.
  func position(from text: String?, toPlay: Bool = false) throws(CLIError) -> Position {
    try game(from: text, toPlay: toPlay).position
  }

  /// The game from `text` (nil: the empty board) after `--moves`, which undo can take back;
  /// for a game to play, refused when over.
  func game(from text: String?, toPlay: Bool = false) throws(CLIError) -> Game {
    let start = try board(from: text)
    let game = try moves?.game(from: start) ?? Game(from: start)
    let position = game.position
    guard !toPlay || position.status == .ongoing else {
      throw .data(
        "the game on \(position.boardNotation) is already over (\(position.status.words)): start "
          + "from a board with a move to play")
    }
    return game
  }

  /// The board `text` gives (nil: the empty board), or on the command line the file it names.
  private func board(from text: String?) throws(CLIError) -> Position {
    // Without a board the options' shape can only be at fault.
    do {
      return try reading { () throws(TicTacToeError) in
        guard let text else {
          return .start(
            try Geometry(rows: rows ?? 3, columns: columns ?? 3, k: k, rules: rules ?? .normal))
        }
        return try Position(notation: text, rows: rows, columns: columns, k: k, rules: rules)
      }
    } catch {
      guard let text else { throw error }
      // `--moves 5 1`: the 1 is a move, read as the board.
      if let splitMoves, splitMoves.numbers.contains(text) { throw .usage(splitMoves.advice) }
      if let advice = Self.shapeAdvice(text, for: command) {
        throw .usage("\(text.trimmed.quotedValue) is a shape, not a board: \(advice)")
      }
      // `ai best gravity --moves 2`: a rule or k=N alone where the board goes.
      if !command.hasPrefix("/"), let advice = Self.wordsAdvice([text.trimmed], for: command) {
        throw .usage("\(text.trimmed.quotedValue) is no board: \(advice)")
      }
      // The API reads no file.
      guard !command.hasPrefix("/"), let path = Self.file(named: text) else { throw error }
      let board = try Self.board(inFile: path, for: command)
      do {
        return try reading { () throws(TicTacToeError) in
          try Position(notation: board, rows: rows, columns: columns, k: k, rules: rules)
        }
      } catch {
        throw error.about(path.excerpt(200))
      }
    }
  }

  /// Whether `command` takes BOARD as an argument (`best`, `analyze`), where `-` reads a
  /// batch, rather than a start position with `--from` alone.
  static func takesBoardArgument(_ command: String) -> Bool {
    Tool.command(named: command)?.positionals.contains(AnswerCommand.boardArgument) == true
  }

  /// A line of a batch read as a board with these options, without the moves.
  func board(_ bytes: UnsafeRawBufferPointer) throws(CLIError) -> Position {
    try reading { () throws(TicTacToeError) in
      try Position(notation: bytes, rows: rows, columns: columns, k: k, rules: rules)
    }
  }

  /// The board `read` reads; a usage error when the options are at fault, else a data error.
  private func reading(_ read: () throws(TicTacToeError) -> Position) throws(CLIError) -> Position {
    do {
      return try read()
    } catch {
      switch error {
      case .shapeMismatch, .rulesMismatch: throw .usage(error.message)
      case .wrongCellCount(_, let rows, let columns) where rows != nil || columns != nil:
        throw .usage(error.message)
      case .rowsOutOfRange, .columnsOutOfRange, .tooManyCells, .kOutOfRange:
        throw rows != nil || columns != nil || k != nil
          ? .usage(error.message) : .data(error.message)
      default: throw .data(error.message)
      }
    }
  }
}
