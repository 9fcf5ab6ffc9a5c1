import TicTacToe

/// `ai perft [DEPTH] [--from BOARD] [--divide] [--hash] [--threads N] [--json]`: exact
/// counts of the game tree, depth by depth.
struct PerftCommand {
  /// The root.
  let position: Position
  /// Plies to count.
  let depth: Int
  /// Whether to count below each first move too.
  let divide: Bool
  /// Walk every node, or count each distinct position once.
  let method: PerftCounter.Method
  /// Whether to count the positions up to symmetry.
  let unique: Bool
  /// Threads for the walk: 1 unless given, so that the time and the rate measure the
  /// engine, comparable from one machine to the next.
  let threads: Int
  /// Whether to write JSON.
  let json: Bool

  /// Reads the command line of `ai perft`, after the command's name.
  init(_ arguments: Arguments) throws(CLIError) {
    let options = try BoardOptions(arguments)
    position = try options.position(from: arguments.values["from"])
    divide = arguments.flags.contains("divide")
    unique = arguments.flags.contains("unique")
    method = arguments.flags.contains("hash") || unique ? .hashed : .walk
    json = arguments.flags.contains("json")
    threads = try arguments.integer("threads", in: 1...64, meaning: "the number of threads") ?? 1
    guard threads == 1 || method == .walk else {
      throw .usage("--threads splits the walk; --hash and --unique count on one thread")
    }
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
    do {
      defer { progress.finish() }
      let report = { (step: PerftProgress) in progress.report(Self.describe(step, progress)) }
      if method == .walk {
        let split = try counter.split(from: position, depth: depth)
        let counts = ThreadedWalk.counts(
          of: split, with: counter, threads: threads, progress: report)
        result = split.result(counts, divide: divide)
      } else {
        result = try counter.count(
          from: position, depth: depth, method: method, upToSymmetry: unique, divide: divide,
          progress: report)
      }
    } catch {
      throw Self.cliError(error)
    }
    let seconds = (clock.now - start).seconds
    Console.out(json ? result.json(seconds: seconds).text : result.text(seconds: seconds))
    return ExitStatus.success
  }

  /// The progress line's text for `step`: what is counted so far and how fast.
  static func describe(_ step: PerftProgress, _ progress: Progress) -> String {
    switch step {
    case .walked(let nodes, let subtrees, let of):
      "\(Format.grouped(nodes)) nodes, \(progress.rate(nodes, "nodes")), "
        + "subtree \(subtrees) of \(of)"
    case .hashing(let depth, let of, let positions):
      "depth \(depth) of \(of), \(Format.grouped(positions)) positions, "
        + progress.rate(positions, "positions")
    case .dividing(let depth):
      "divide: the sequences below depth \(depth), on the way back to 1"
    }
  }
}
