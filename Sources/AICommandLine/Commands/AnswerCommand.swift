// `ai best` and `ai analyze`: the answer for a board, or one per line of stdin.
@_spi(Bytes) import TicTacToe

struct AnswerCommand {
  /// `analyze` rather than `best`; `best --outcome`.
  let analyzes: Bool, json: Bool, outcomeOnly: Bool
  /// The most bytes a hashed table may take (`--table`).
  let tableBudget: Int

  static let boardArgument = Positional(
    name: "BOARD", arity: .one,
    help: "the position, such as X.O/.X./..O or X2O456789 (see 'ai help board'); - reads one board "
      + "per line from stdin and answers each in order, skipping blank lines (a line over "
      + "\(LineReader.lengthLimit) bytes is an error, and skipped); with --moves, BOARD may be "
      + "left out for the empty board. --from BOARD gives it too, as play, match and perft take "
      + "it; a file's name, or @FILE, reads the one board in that file",
    example: "X.O/.X./..O")
  static let outcome = Option.flag(
    "outcome",
    help: "answer win, draw or loss only, without the best moves or the plies: "
      + "a faster, narrow-window search")

  static let best = declaration(
    "best", abstract: "the best move or moves for BOARD, and why", outcome: [outcome],
    discussion: "Prints the best move or moves for the side to move (cells numbered from 1, row by "
      + "row; under gravity, columns from 1 at the left) and their value under perfect play: win or loss in so many plies (single moves, this "
      + "one included), or draw. The winner takes the fastest win, the loser the slowest loss. "
      + "A search past a second shows its progress on stderr when that is a terminal; "
      + "Ctrl-C ends it.",
    examples: [
      Example("ai best X.O/.X./..O", "the best move for X, and why"),
      Example("ai best --moves 5,1,9", "after X 5, O 1, X 9"),
      Example("ai best ..../..../..../.... --outcome", "4x4: a draw"),
      Example("printf 'X........\\nXO.......\\n' | ai best -", "one answer per line"),
    ])

  static let analyze = declaration(
    "analyze", abstract: "every legal move of BOARD with its value, and a perfect line",
    discussion: "Draws the board, then lists every legal move with its value and plies for the "
      + "player who makes it, best first, then a principal variation (one perfect line of "
      + "play to the end) and the number of positions searched. A search past a second "
      + "shows its progress on stderr when that is a terminal; Ctrl-C ends it.",
    examples: [
      Example("ai analyze XO./.X./...", "O loses whatever it does"),
      Example("ai analyze --moves 5,1 --json", "as JSON, after X 5, O 1"),
    ])

  private static func declaration(
    _ name: String, abstract: String, outcome: [any OptionDeclaring] = [], discussion: String,
    examples: [Example]
  ) -> CommandDeclaration {
    CommandDeclaration(
      name: name, abstract: abstract, positionals: [boardArgument],
      extraAdvice: "to answer many boards, put one per line on stdin and pass -",
      options: BoardOptions.shape + [BoardOptions.from, BoardOptions.moves]
        + outcome + [CommonOptions.json, CommonOptions.table],
      discussion: [.paragraph(discussion)], sections: [batchSection, jsonSection],
      examples: examples
    ) { arguments throws(CLIError) in try make(arguments) }
  }

  private static let batchSection = HelpSection(
    "batch (BOARD is -)",
    .paragraph(
      "A bad line is reported on stderr as 'line N: ...' (with --json, also as an object in its "
        + "place on stdout) and the rest are still answered; the exit status is then 65."))

  private static let jsonSection = HelpSection(
    "JSON (the same for best and analyze; one object per line)",
    .definitions([
      ("board, rows, cols, k", "the board as written back, and its shape"),
      ("rules", "the rules, only when they are not the normal ones"),
      ("toMove", "\"X\", \"O\", or null when the game is over"),
      ("status", "\"ongoing\", \"x-won\", \"o-won\" or \"draw\""),
      (
        "value, plies",
        "for the side to move: \"win\", \"draw\" or \"loss\" (null when over) and the "
          + "plies to the end under perfect play (0 when over)"
      ),
      ("best", "every optimal move, ascending"),
      ("pv", "one perfect line of play to the end"),
      (
        "moves",
        "every legal move, ascending: {\"cell\", \"row\", \"col\", \"value\", "
          + "\"plies\"}, for the player making it, its own ply counted"
      ),
      ("nodes", "the number of positions searched"),
      (
        "bestColumns, pvColumns",
        "under gravity only: each move's column of best and pv, from 1, in their order; "
          + "and each of moves has its \"column\""
      ),
    ]),
    .paragraph(
      "With --outcome: board, rows, cols, k, toMove, status, value and nodes. A bad line "
        + "of a batch gives {\"input\": \"<the line>\", \"error\": \"<message>\"}."))

  private static func make(_ arguments: ParsedArguments) throws(CLIError) -> CommandDeclaration.Work
  {
    let name = arguments.name
    let options = try BoardOptions(arguments)
    let command = AnswerCommand(
      analyzes: name == analyze.name, json: arguments.isSet(CommonOptions.json),
      outcomeOnly: name == best.name && arguments.isSet(outcome),
      tableBudget: try CommonOptions.tableBudget(arguments))
    let from = try arguments.value(BoardOptions.from)
    if let from, !arguments.positionals.isEmpty {
      throw .usage(
        "the board is given twice, as BOARD and with --from: give it once, such as "
          + "'ai \(name) \(from.suggested ?? boardArgument.example)'")
    }
    let board = arguments.positionals.first ?? from
    if board == nil && options.moves == nil {
      // With a shape or rules given, their empty board: the 3x3 example would not fit them.
      let example = options.emptyBoard.map {
        "'ai \(name) \($0.notation.shellQuoted)' for the empty \($0.geometry) board, or its "
          + "moves with --moves"
      }
      throw .usage(
        "'ai \(name)' needs a board, such as \(example ?? "'ai \(name) X.O/.X./..O'"), "
          + "or - to read boards from stdin")
    }
    guard board == "-" else {
      return { () throws(CLIError) in
        let position = try options.position(from: board)
        try MemoryLimit.checkSearcher(for: position.geometry, tableBudget: command.tableBudget)
        var searcher = Searcher(geometry: position.geometry, tableBudget: command.tableBudget)
        // A search past a second shows its positions on a terminal; Ctrl-C ends it, the
        // line wiped, with nothing printed.
        let progress = Progress(task: name)
        if progress.isShown {
          // Reported on this thread, the searching one: the positions, and the moves
          // proven so far, as an analysis proves them (`best --json` is one).
          nonisolated(unsafe) let shown = progress
          nonisolated(unsafe) var proven: [String] = []
          let geometry = position.geometry
          searcher.limit = SearchLimit(
            progress: {
              shown.report(
                $0, of: nil, "positions",
                counted: proven.isEmpty ? nil : "proven " + proven.joined(separator: ", "))
            },
            proven: { move, evaluation in
              let name =
                (geometry.namesMovesByColumn ? "column " : "")
                + String(geometry.moveNumber(of: move))
              proven.append("\(name) \(evaluation.phrase)")
            })
        }
        Console.out { command.answer(position, batch: false, with: &searcher, to: &$0) }
        progress.finish()
        return ExitStatus.success
      }
    }
    guard options.moves == nil else {
      throw .usage(
        "--moves applies to one board, not to a batch: write each position of the batch as a board")
    }
    return { () throws(CLIError) in try command.batch(options) }
  }

  /// Answers every line of stdin with the warm searcher of its shape; 65 when a line was
  /// bad. Throws for an unreadable stdin, or a shape whose searcher will not fit.
  private func batch(_ options: BoardOptions) throws(CLIError) -> Int32 {
    // No budget but the memory the process may take: a batch keeps every shape warm.
    var pool = SearcherPool(budget: .max, tableBudget: tableBudget)
    var status = ExitStatus.success
    var input = LineReader()
    while true {
      if Console.outputHasFailed { return ExitStatus.ioError }
      let read = input.nextLine { bytes -> (line: String, error: CLIError)? in
        do throws(CLIError) {
          let position = try options.board(bytes)
          try pool.withSearcher(
            for: position.geometry, admitting: MemoryLimit.checkSearcher(for:needing:)
          ) {
            searcher throws(CLIError) in
            Console.out { answer(position, batch: true, with: &searcher, to: &$0) }
          }
          return nil
        } catch {
          // A blank line is no board: asked only once the reader refused it, so that a board
          // pays nothing for the question.
          if Position.isBlank(notation: bytes) { return nil }
          return (String(decoding: bytes, as: UTF8.self), error)
        }
      }
      let (line, message): (String, String)
      switch read {
      case .line(nil): continue
      case .line(let (_, error)?) where error.exitStatus == ExitStatus.resources:
        throw .resources("line \(input.lineNumber): \(error.message)")  // stops the batch
      case .line(let (text, error)?): (line, message) = (text, error.message)
      case .tooLong(let excerpt):
        line = excerpt + "..."
        message =
          "the line is longer than \(LineReader.lengthLimit) bytes (it starts '\(line)'): "
          + "write one board per line"
      case .end, .interrupted:
        if let failure = input.failure { throw .io(failure) }
        return status
      }
      // With --json also an object in its place on stdout, so the answers stay one a line.
      if json { Console.out { $0.appendJSON(error: message, input: line) } }
      Console.error("line \(input.lineNumber): \(message)")
      status = ExitStatus.data
    }
  }

  /// In a batch `best`'s line starts with the board, `analyze`'s report ends with a blank line.
  private func answer(
    _ position: Position, batch: Bool, with searcher: inout Searcher, to out: inout ByteBuffer
  ) {
    if outcomeOnly {
      let outcome = try! searcher.outcome(of: position)  // a searcher of its shape: no error
      if json { return out.appendJSON(outcome, of: position, nodes: searcher.nodes) }
      return out.appendLine(outcome, of: position, withBoard: batch)
    }
    if json {
      try! searcher.analyze(position).writeJSON(to: &out)
    } else if analyzes {
      out.append(string: try! searcher.analyze(position).report)
      out.append(batch ? "\n\n" : "\n")
    } else {
      try! searcher.bestMoves(position).writeBestLine(to: &out, withBoard: batch)
    }
  }
}
