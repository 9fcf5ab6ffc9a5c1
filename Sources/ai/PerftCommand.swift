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
        throw .usage("the depth must be a whole number from 0 to \(empty), not '\(text)'")
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
      switch error {
      case .depthOutOfRange: throw .usage(error.description)
      case .gameOver: throw .data(error.description)
      }
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
    let result = try! counter.count(
      from: position, depth: depth, method: method, upToSymmetry: unique
    ) { ply in progress.report("depth \(ply) of \(depth)") }
    progress.finish()
    let seconds = (clock.now - start).seconds
    let division = divide ? try! counter.divide(from: position, depth: depth, method: method) : nil
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
    lines.append("perft \(depth) from \(position.notation) (\(position.geometry))")
    if depth > 0 { lines.append(result.table) }
    lines.append("")
    lines.append(result.totals)
    lines.append("time: \(Format.seconds(seconds))")
    lines.append("nodes/s: \(seconds > 0 ? Int(Double(result.nodes) / seconds) : 0)")
    Console.out(lines.joined(separator: "\n"))
    return ExitStatus.success
  }
}

/// `ai bench [WORKLOAD...] [--runs N] [--json]`: times the fixed search workloads.
struct BenchCommand {
  let workloads: [BenchWorkload]
  let runs: Int
  let json: Bool

  /// Reads the command line of `ai bench`, after the command's name.
  init(_ arguments: Arguments) throws(CLIError) {
    var workloads: [BenchWorkload] = []
    for name in arguments.positionals {
      guard let workload = BenchWorkload(rawValue: name) else {
        let names = BenchWorkload.allCases.map(\.rawValue).joined(separator: ", ")
        throw .usage("no workload '\(name)': the workloads are \(names)")
      }
      guard !workloads.contains(workload) else {
        throw .usage("workload '\(name)' is named twice: name each at most once")
      }
      workloads.append(workload)
    }
    self.workloads = workloads.isEmpty ? BenchWorkload.allCases : workloads
    runs = try arguments.integer("runs", in: 1...1_000_000, meaning: "the number of runs") ?? 100
    json = arguments.flags.contains("json")
  }

  /// Times the workloads and prints the report.
  func run() -> Int32 {
    var bench = Bench()
    let measurements = workloads.map { bench.measure($0, runs: runs) }
    Console.out(json ? Bench.json(measurements).text : Bench.report(measurements))
    return ExitStatus.success
  }
}

/// A progress line on stderr for work that takes over a second, shown only when stderr
/// is a terminal, and wiped when the work is done.
final class Progress {
  private let task: String
  private let clock = ContinuousClock()
  private let start: ContinuousClock.Instant
  private var shown = false

  /// Progress of `task`, timed from now.
  init(task: String) {
    self.task = task
    start = clock.now
  }

  /// Shows `step` if the work has gone on for a second and stderr is a terminal.
  func report(_ step: String) {
    guard Terminal.errorIsTerminal, clock.now - start > .seconds(1) else { return }
    Console.writeError("\r\u{1B}[K\(task): \(step)...")
    shown = true
  }

  /// Wipes the progress line, if one was shown.
  func finish() {
    if shown { Console.writeError("\r\u{1B}[K") }
  }
}

/// Small number formats for the command line.
enum Format {
  /// Seconds with enough digits to read a short time: `0.004213 s`.
  static func seconds(_ seconds: Double) -> String {
    JSONValue.number(seconds, digits: 6).text + " s"
  }
}

extension Duration {
  /// The duration in seconds.
  var seconds: Double {
    Double(components.seconds) + Double(components.attoseconds) * 1e-18
  }
}
