// `ai perft`: exact counts of the game tree, depth by depth.
import TicTacToe
import TicTacToeTools

enum PerftCommand {
  static let depthArgument = Positional(
    name: "DEPTH", arity: .optional,
    help: "plies to count, from 0 to the number of empty cells (the default: the whole tree)",
    example: "5")
  static let divideFlag = Option.flag(
    "divide",
    help: "also print perft(DEPTH - 1) after each first move ('5: 13248'; under gravity "
      + "each column, as --moves takes it), then their total, perft(DEPTH), all from the "
      + "same pass")
  static let hashFlag = Option.flag(
    "hash",
    help: "count each distinct position once, carrying how many sequences reach it: the same "
      + "numbers, far faster on big trees; also counts the distinct positions")
  static let uniqueFlag = Option.flag(
    "unique",
    help: "also count the distinct positions up to the board's symmetries (implies --hash; "
      + "5,478 and 765 for 3x3)")
  static let threadsOption = Option.integer(
    "threads", example: "2", in: 1...64, meaning: "the number of threads",
    help: "count on N threads (default 1, so that the rate measures one core); the counts "
      + "are the same whatever N")

  static let declaration = CommandDeclaration(
    name: "perft", abstract: "exact counts of the game tree, depth by depth",
    positionals: [depthArgument], extraAdvice: "give the start position with --from BOARD",
    options: [
      BoardOptions.from, BoardOptions.moves, divideFlag, hashFlag, uniqueFlag, threadsOption,
      CommonOptions.json,
    ] + BoardOptions.shape,
    discussion: [
      .paragraph(
        "Counts the game tree below a position exactly, as chess engines' perft does: "
          + "perft(d) is the number of move sequences of exactly d plies. A game that ends "
          + "earlier (a line or a full board) has no children and adds nothing deeper."),
      .paragraph(
        "Prints one row per depth from the root at depth 0 (perft, games ending there: X "
          + "wins, O wins, draws; the distinct positions with --hash), each column adding up "
          + "to its total, perft to the nodes; then the totals, perft(DEPTH) first, the time "
          + "and the rate: nodes visited per second for the walk (every node, the root "
          + "included, as 'ai bench' counts them), distinct positions per second with --hash. "
          + "A count that takes over a second shows on stderr, when that is a terminal, how "
          + "far it has gone, how fast and how long is left."),
    ],
    sections: [
      HelpSection(
        "JSON",
        .paragraph(
          "{\"board\", \"rows\", \"cols\", \"k\", \"depth\", \"perft\", \"perDepth\": [{\"depth\", "
            + "\"perft\", \"xWins\", \"oWins\", \"draws\"}] (the table's rows, from depth 0), "
            + "\"nodes\", \"games\", \"xWins\", "
            + "\"oWins\", \"draws\", \"seconds\"}, and \"nodesPerSecond\" for the walk or "
            + "\"positionsPerSecond\" with --hash; \"divide\": [{\"cell\", \"perft\"}] with "
            + "--divide, and \"column\" in each under gravity; \"positions\" with --hash; \"positionsUpToSymmetry\" with --unique."
        ))
    ],
    examples: [
      Example("ai perft --divide 3", "where the 504 sequences of 3 plies go"),
      Example(
        "ai perft --hash --rows 3 --cols 4", "the whole 3x4 tree, counted position by position"),
      Example("ai perft 2 --moves 5,1", "two plies below X 5, O 1"),
      Example("ai perft 8 --rows 3 --cols 4 --threads 2", "the walk on two cores"),
    ]
  ) { arguments throws(CLIError) in
    let options = try BoardOptions(arguments)
    let position = try options.position(from: arguments.value(BoardOptions.from))
    let divide = arguments.isSet(divideFlag)
    let unique = arguments.isSet(uniqueFlag)
    let method: PerftCounter.Method = arguments.isSet(hashFlag) || unique ? .hashed : .walk
    let json = arguments.isSet(CommonOptions.json)
    // 1 unless given, so that the time and the rate measure the engine on one core.
    let threads = try arguments.value(threadsOption) ?? 1
    let empty = position.emptyCells.count
    var depth = position.status.isOver ? 0 : empty  // the whole tree
    if let text = arguments.positionals.first {
      if let advice = BoardOptions.shapeAdvice(text, for: arguments.name) {
        throw .usage("\(text.trimmed.quotedValue) is a shape, not a depth: \(advice)")
      }
      guard let number = Int(text) else {
        let board =
          (try? Position(notation: text, rows: options.rows, columns: options.columns, k: options.k))
            == nil
          ? ""
          : ": to count from a board, give it with --from, such as "
            + "'ai perft --from \(text.suggested ?? "BOARD")'"
        throw .usage(
          "the depth must be a whole number from 0 to \(empty), not \(text.quotedValue)\(board)")
      }
      depth = number
    }
    guard !divide || depth > 0 else {
      throw .usage("--divide needs a depth of 1 or more: depth 0 has no first moves")
    }
    do throws(TicTacToeError) {
      try PerftCounter.validate(depth: depth, from: position)
    } catch .gameOver(let status) {
      throw .data(
        "the game is already over (\(status.words)): a finished board has nothing below it, "
          + "so only depth 0 is allowed")
    } catch {
      throw .usage(error.message)  // a depth out of range
    }
    if unique && position.geometry.cellCount > 16 {
      throw .usage(
        "--unique counts the positions up to symmetry of boards of up to 16 cells, not "
          + "\(position.geometry.cellCount): count them with --hash, each position once")
    }
    if method == .walk, let refusal = walkRefusal(from: position, depth: depth) {
      throw .usage(refusal)
    }
    return { () throws(CLIError) in
      if method == .hashed {
        // The table is refused before it is built, rather than trapping when it cannot be.
        let flags = (unique ? " --unique" : " --hash") + (divide ? " --divide" : "")
        try MemoryLimit.check(
          PerftCounter.hashedMemoryNeeded(
            from: position, depth: depth, upToSymmetry: unique, divide: divide,
            threads: threads) + (threads - 1) * threadStackBytes,
          for: "counting the \(position.geometry) tree with\(flags)",
          advice: unique
            ? "choose a smaller depth or board"
            : "choose a smaller depth or board, or walk the tree without --hash (no table, but "
              + "slower)")
      }
      var counter = PerftCounter(geometry: position.geometry)
      if method == .walk, let note = walkNote(from: position, depth: depth) {
        Console.writeError(note + "\n")
      }
      let start = ContinuousClock.now
      let progress = Progress(task: "perft")
      // Validated above: the depth is in range and the game goes on.
      let result = try! counter.count(
        from: position, depth: depth, method: method, upToSymmetry: unique, divide: divide,
        threads: .posix(threads)
      ) { report($0, depth: depth, to: progress) }
      progress.finish()
      let seconds = (ContinuousClock.now - start) / .seconds(1)
      Console.out { result.write(seconds: seconds, json: json, to: &$0) }
      return ExitStatus.success
    }
  }

  /// The most nodes a walk may visit before `ai perft` says that it can take long: six
  /// minutes at the 2.6 billion nodes a second a release build walks on one core.
  static var longWalk: Int { 1_000_000_000_000 }

  /// The most nodes a walk may visit at all: four days at that rate. Past it the walk
  /// would not finish, and `ai perft` says so before it starts.
  static var endlessWalk: Int { 1_000_000_000_000_000 }

  /// Why a walk from `position` down to `depth` plies would not finish, with the deepest
  /// depth that takes minutes at most; `nil` when it would.
  static func walkRefusal(from position: Position, depth: Int) -> String? {
    let bound = PerftCounter.nodeBound(from: position, depth: depth)
    guard bound > endlessWalk else { return nil }
    let deepest = (0..<depth).last { PerftCounter.nodeBound(from: position, depth: $0) <= longWalk }
    let geometry = position.geometry
    var example = "ai perft \(deepest ?? 1)"
    if position == .start(geometry) {
      example += " --rows \(geometry.rows) --cols \(geometry.columns)"
      if !geometry.hasDefaultK { example += " --k \(geometry.k)" }
      if geometry.rules != .normal { example += " --rules \(geometry.rules.rawValue)" }
    } else {
      example += " --from \(position.notation.shellQuoted)"
    }
    let nodes =
      bound == .max ? "more than \(Format.grouped(bound))" : "up to \(Format.grouped(bound))"
    return "the walk \(depth) plies deep may visit \(nodes) nodes on "
      + "the \(geometry) board, which would take days: give a depth, such as '\(example)'"
  }

  /// The note before a walk from `position` down to `depth` plies that can visit more
  /// than ``longWalk`` nodes under the position's rule, or `nil`.
  static func walkNote(from position: Position, depth: Int) -> String? {
    let bound = PerftCounter.nodeBound(from: position, depth: depth)
    guard bound > longWalk else { return nil }
    return "ai: note: the walk may visit up to \(Format.grouped(bound)) nodes, which can take "
      + "minutes to hours; --hash counts the same in seconds"
  }

  /// Shows `step` of a count down to `depth`: the walk's subtrees, the hashed count's plies
  /// (their time left estimated from a bound on each ply's positions), the divide's pass back.
  static func report(_ step: PerftCounter.Progress, depth: Int, to progress: Progress) {
    switch step {
    case .walked(let nodes, let subtrees, let of):
      progress.report(
        subtrees, of: of, "subtrees", counted: "\(Format.grouped(nodes)) nodes visited",
        rated: (nodes, "nodes"))
    case .hashing(let ply, let of, let positions, let share):
      progress.report(
        ply - 1, of: of, "plies", counted: "\(Format.grouped(positions)) positions",
        rated: (positions, "positions"), estimated: share)
    case .dividing(let ply):
      progress.report(
        depth - 1 - ply, of: depth - 1, "plies", counted: "the divide's pass back", timed: false)
    }
  }
}
