import TicTacToe

/// `ai perft [DEPTH] [--from BOARD] [--divide] [--hash] [--json]`: exact counts of the
/// game tree, depth by depth.
struct PerftCommand {
  let position: Position
  let depth: Int
  let divide: Bool
  let method: PerftCounter.Method
  let unique: Bool
  let json: Bool

  /// `DEPTH`.
  static let depthArgument = Positional(
    name: "DEPTH", usage: "[DEPTH]",
    help: "plies to count, from 0 to the number of empty cells (the default: the whole tree)",
    example: "5")
  /// `--divide`.
  static let divideFlag = Flag(
    "divide",
    help: "also print perft(DEPTH - 1) after each first move ('5: 13248'), then their total, "
      + "which is perft(DEPTH)")
  /// `--hash`.
  static let hashFlag = Flag(
    "hash",
    help: "count each distinct position once, carrying how many sequences reach it: the same "
      + "numbers, far faster on big trees; also counts the distinct positions")
  /// `--unique`.
  static let uniqueFlag = Flag(
    "unique",
    help: "also count the distinct positions up to the board's symmetries (implies --hash; "
      + "5,478 and 765 for 3x3)")

  /// `ai perft`.
  static let declaration = CommandDeclaration(
    name: "perft", abstract: "exact counts of the game tree, depth by depth",
    positionals: [depthArgument],
    options: [
      BoardOptions.from, BoardOptions.moves, divideFlag, hashFlag, uniqueFlag, Output.json,
    ] + BoardOptions.shape,
    discussion: [
      .paragraph(
        "Counts the game tree below a position exactly, as chess engines' perft does: "
          + "perft(d) is the number of move sequences of exactly d plies. A game that ends "
          + "earlier (a line or a full board) has no children and adds nothing deeper."),
      .paragraph(
        "Prints one row per depth (perft, games ending there: X wins, O wins, draws, and the "
          + "nodes down to that depth, the root included), then the totals, the time and "
          + "the rate."),
    ],
    sections: [
      HelpSection(
        title: "JSON",
        blocks: [
          .paragraph(
            "{\"board\", \"rows\", \"cols\", \"k\", \"depth\", \"perft\", \"perDepth\": "
              + "[{\"depth\", \"perft\", \"xWins\", \"oWins\", \"draws\"}], \"nodes\", "
              + "\"games\", \"xWins\", \"oWins\", \"draws\", \"seconds\", \"nodesPerSecond\"}; "
              + "\"divide\": [{\"cell\", \"perft\"}] with --divide; \"positions\" with "
              + "--hash; \"positionsUpToSymmetry\" with --unique.")
        ])
    ],
    examples: [
      Example(command: "ai perft --divide 3", note: "where the 504 sequences of 3 plies go"),
      Example(
        command: "ai perft --hash --rows 3 --cols 4",
        note: "the whole 3x4 tree, counted position by position"),
      Example(command: "ai perft 2 --moves 5,1", note: "two plies below X 5, O 1"),
    ]
  ) { arguments throws(CLIError) in try PerftCommand(arguments).run }

  /// Reads the command line of `ai perft`, after the command's name.
  init(_ arguments: ParsedArguments) throws(CLIError) {
    let options = try BoardOptions(arguments)
    position = try options.position(from: arguments.value(BoardOptions.from))
    divide = arguments.isSet(Self.divideFlag)
    unique = arguments.isSet(Self.uniqueFlag)
    method = arguments.isSet(Self.hashFlag) || unique ? .hashed : .walk
    json = arguments.isSet(Output.json)
    let empty = position.emptyCells.count
    switch arguments.positionals.count {
    case 0:
      depth = position.status.isOver ? 0 : empty  // the whole tree
    case 1:
      let text = arguments.positionals[0]
      guard let depth = Int(text) else {
        throw .usage("the depth must be a whole number from 0 to \(empty), not \(text.quotedValue)")
      }
      self.depth = depth
    default:
      throw .usage(
        "'ai perft' takes at most one depth but got \(arguments.positionals.count) arguments; "
          + "give the start position with --from BOARD")
    }
    guard !divide || depth > 0 else {
      throw .usage("--divide needs a depth of 1 or more: depth 0 has no first moves")
    }
    do {
      try PerftCounter.validate(depth: depth, from: position)
    } catch {
      throw Self.cliError(error)
    }
  }

  /// A depth out of range is a usage error; a finished board where moves are needed is
  /// bad data.
  private static func cliError(_ error: TicTacToeError) -> CLIError {
    switch error {
    case .gameOver(let status):
      .data(
        "the game is already over (\(status)): a finished board has nothing below it, "
          + "so only depth 0 is allowed")
    default: .usage(error.message)
    }
  }

  /// Counts and prints.
  func run() throws(CLIError) -> Int32 {
    var counter = PerftCounter(geometry: position.geometry)
    if method == .hashed { counter.clearTable() }  // before the clock, as the reference does
    if method == .walk && depth > 12 {
      Console.writeError(
        "ai: note: walking every node of a tree \(depth) plies deep can take hours; "
          + "--hash counts the same in seconds\n")
    }
    let clock = ContinuousClock()
    let start = clock.now
    let progress = Progress(task: "perft")
    let result: PerftResult
    let division: [(cell: Int, perft: Int)]?
    let seconds: Double
    do {
      defer { progress.finish() }
      result = try counter.count(
        from: position, depth: depth, method: method, upToSymmetry: unique
      ) { ply in progress.report("depth \(ply) of \(depth)") }
      seconds = (clock.now - start).seconds
      division = divide ? try counter.divide(from: position, depth: depth, method: method) : nil
    } catch {
      throw Self.cliError(error)
    }
    if json {
      Console.out(result.json(divide: division, seconds: seconds).text)
      return ExitStatus.success
    }
    var lines: [String] = []
    if let division {
      lines += division.map { "\($0.cell + 1): \($0.perft)" }
      lines.append("total: \(division.reduce(0) { $0 + $1.perft })")
      lines.append("")
    }
    lines.append("perft \(depth) from \(position.boardNotation) (\(position.geometry))")
    if depth > 0 { lines.append(result.table) }
    lines.append("")
    lines.append(result.totals)
    lines.append("time: \(Format.seconds(seconds))")
    lines.append("nodes/s: \(seconds > 0 ? Int(Double(result.nodes) / seconds) : 0)")
    Console.out(lines.joined(separator: "\n"))
    return ExitStatus.success
  }
}
