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

  /// Reads the command line of `ai perft`, after the command's name.
  init(_ arguments: Arguments) throws(CLIError) {
    let options = try BoardOptions(arguments)
    position = try options.position(from: arguments.values["from"])
    divide = arguments.flags.contains("divide")
    unique = arguments.flags.contains("unique")
    method = arguments.flags.contains("hash") || unique ? .hashed : .walk
    json = arguments.flags.contains("json")
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
