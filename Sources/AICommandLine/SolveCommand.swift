import TicTacToe

/// `ai solve --all [--format csv|jsonl]`: every reachable position of a geometry with its
/// value and best moves, streamed.
struct SolveCommand {
  /// The written forms.
  enum Format: String, CaseIterable {
    /// Comma-separated values with a header line.
    case csv
    /// One JSON object per line.
    case jsonl
  }

  let geometry: Geometry
  let format: Format

  /// Reads the command line of `ai solve`, after the command's name.
  init(_ arguments: Arguments) throws(CLIError) {
    guard arguments.flags.contains("all") else {
      throw .usage(
        "'ai solve' writes the whole table and needs --all, such as 'ai solve --all'; "
          + "for one board use 'ai best BOARD' or 'ai analyze BOARD'")
    }
    guard arguments.positionals.isEmpty else {
      throw .usage(
        "'ai solve --all' takes no board but got \(arguments.positionals[0].quotedValue): "
          + "give the shape with --rows, --cols and --k")
    }
    let text = arguments.values["format"] ?? "csv"
    guard let format = Format(rawValue: text.lowercased()) else {
      throw .usage("--format takes csv or jsonl, not \(text.quotedValue)")
    }
    self.format = format
    geometry = try BoardOptions(arguments).position(from: nil).geometry
  }

  /// Writes the table to stdout, a row at a time; returns 74 as soon as stdout fails.
  func run() -> Int32 {
    if format == .csv { Console.out(Solution.csvHeader) }
    let progress = Progress(task: "solve")
    defer { progress.finish() }
    var rows = 0
    for solution in SolutionTable(geometry: geometry) {
      Console.out(format == .csv ? solution.csv : solution.json.text)
      // Stop early when nobody can read the rest (a full disk, a closed stdout); Tool.run
      // reports why.
      if Console.outputHasFailed { return ExitStatus.ioError }
      rows += 1
      if rows % 10_000 == 0 { progress.report("\(rows) positions") }
    }
    return ExitStatus.success
  }
}
