import Glibc
import TicTacToe
import TicTacToeTools

/// `ai solve --all [--format csv|jsonl]`: every reachable position of a geometry with its
/// value and best moves, streamed.
struct SolveCommand {
  /// The written forms: comma-separated values after a header line, or one JSON object
  /// per line.
  enum Format: String, CaseIterable, Sendable {
    case csv
    case jsonl
  }

  let geometry: Geometry
  let format: Format

  static let all = Flag(
    "all",
    whenMissing: "writes the whole table and needs --all, such as 'ai solve --all'; "
      + "for one board use 'ai best BOARD' or 'ai analyze BOARD'",
    help: "every reachable position (required)")
  static let formatOption = Option<Format>.choice(
    "format", value: "csv|jsonl",
    help: "csv (the default: a header, then board,toMove,status,value,plies,best with the "
      + "best cells separated by spaces) or jsonl (one object per line with the keys of "
      + "'ai analyze --json': board, toMove, status, value, plies, best)",
    choices: Format.allCases.map { ($0.rawValue, $0) }, described: "csv or jsonl")

  static let declaration = CommandDeclaration(
    name: "solve", abstract: "every reachable position with its value: a lookup table",
    extraArguments: ExtraArguments(
      noun: "board", advice: "give the shape with --rows, --cols and --k"),
    options: [all, formatOption] + BoardOptions.shape,
    discussion: [
      .paragraph(
        "Writes every reachable position of the board (3x3 unless given) with its status, "
          + "side to move, value, plies and best moves: a lookup table to ship inside an app. "
          + "One row per position, by the number of pieces, then by the position's base-3 "
          + "number (cell i counts 3^(i-1) for X and twice that for O). Rows stream as they "
          + "are solved: 5,478 for 3x3, 111,973 for 3x4.")
    ],
    examples: [
      Example(command: "ai solve --all > tictactoe.csv", note: "the 3x3 table"),
      Example(command: "ai solve --all --format jsonl --rows 3 --cols 4", note: "3x4, as JSON"),
    ],
    misnamed: [
      Misnamed(
        names: ["json"], advice: "it writes JSON, one object per line, with --format jsonl",
        instead: "--format jsonl")
    ]
  ) { arguments throws(CLIError) in try SolveCommand(arguments).run }

  /// Reads the command line of `ai solve`, after the command's name.
  init(_ arguments: ParsedArguments) throws(CLIError) {
    format = try arguments.value(Self.formatOption) ?? .csv
    geometry = try BoardOptions(arguments).position(from: nil).geometry
  }

  /// Writes the table to stdout, a row at a time; returns 74 as soon as stdout fails.
  ///
  /// - Throws: ``CLIError/resources(_:)`` before the first row when the table will not
  ///   fit, so that no table is ever cut short.
  func run() throws(CLIError) -> Int32 {
    try MemoryLimit.check(
      SolutionTable.memoryNeeded(for: geometry),
      for: "solving every position of \(AICommandLine.Format.shape(geometry))")
    if format == .csv { Console.out(Analysis.csvHeader) }
    let total = isatty(2) == 1 ? Self.rowCount(of: geometry) : nil  // for the progress line alone
    let progress = Progress(task: "solve")
    defer { progress.finish() }
    for (index, row) in SolutionTable(geometry: geometry).enumerated() {
      Console.out { format == .csv ? row.writeCSV(to: &$0) : row.writeRowJSON(to: &$0) }
      // Nobody can read the rest (a full disk, a closed stdout): Tool.run reports why.
      if Console.outputHasFailed { return ExitStatus.ioError }
      if (index + 1) % 1_000 == 0 { progress.report(index + 1, of: total, "positions") }
    }
    return ExitStatus.success
  }

  /// The rows the table will have, for the progress line: the reachable positions, as the
  /// hashed perft counts them (a fifth of the time of the 4x4 solve), or `nil` when its
  /// table does not fit.
  static func rowCount(of geometry: Geometry) -> Int? {
    let (start, depth) = (Position.start(geometry), geometry.cellCount)
    let bytes = PerftCounter.hashedMemoryNeeded(from: start, depth: depth)
    guard (try? MemoryLimit.check(bytes, for: "")) != nil else { return nil }
    var counter = PerftCounter(geometry: geometry)
    let progress = Progress(task: "solve: counting the positions first")
    defer { progress.finish() }
    return try? counter.count(from: start, depth: depth, method: .hashed) {
      PerftCommand.report($0, depth: depth, to: progress)
    }.positions
  }
}
