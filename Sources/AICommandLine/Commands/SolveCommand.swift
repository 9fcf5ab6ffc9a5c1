// `ai solve --all`: every reachable position of a shape with its value and best moves.
import Glibc
import TicTacToe
import TicTacToeTools

enum SolveCommand {
  static let all = Option.flag(
    "all",
    whenMissing: "writes the whole table and needs --all, such as 'ai solve --all'; "
      + "for one board use 'ai best BOARD' or 'ai analyze BOARD'",
    help: "every reachable position (required)")
  /// True for one JSON object per line (jsonl), false for CSV.
  static let formatOption = Option<Bool>.choice(
    "format", value: "csv|jsonl",
    help: "csv (the default: a header, then board,toMove,status,value,plies,best with the "
      + "best cells separated by spaces) or jsonl (one object per line with the keys of "
      + "'ai analyze --json': board, toMove, status, value, plies, best)",
    choices: [("csv", false), ("jsonl", true)], described: "csv or jsonl")

  static let declaration = CommandDeclaration(
    name: "solve", abstract: "every reachable position with its value: a lookup table",
    extraAdvice: "give the shape with --rows, --cols and --k", extraNoun: "board",
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
      Example("ai solve --all > tictactoe.csv", "the 3x3 table"),
      Example("ai solve --all --format jsonl --rows 3 --cols 4", "3x4, as JSON"),
    ],
    misnamed: [
      Misnamed(
        names: ["json"], advice: "it writes JSON, one object per line, with --format jsonl",
        instead: "--format jsonl")
    ]
  ) { arguments throws(CLIError) in
    let jsonl = try arguments.value(formatOption) ?? false
    let geometry = try BoardOptions(arguments).position(from: nil).geometry
    // Its table has a row a position, found by an index that fits 16 cells.
    guard geometry.cellCount <= 16 else {
      throw .usage(
        "'ai solve --all' tabulates boards of up to 16 cells: a \(geometry.rows)x\(geometry.columns) "
          + "board's table would not fit; ask about the positions you need, one a line, "
          + "with 'ai analyze -' or 'ai best -'")
    }
    // A row at a time, refused before the first if it will not fit; 74 once stdout fails.
    return { () throws(CLIError) in
      try MemoryLimit.check(
        SolutionTable.memoryNeeded(for: geometry), for: "solving every position of \(geometry)")
      if !jsonl { Console.out(Hint.csvHeader) }
      let total = isatty(2) == 1 ? rowCount(of: geometry) : nil  // for the progress line alone
      let progress = Progress(task: "solve")
      defer { progress.finish() }
      for (index, row) in SolutionTable(geometry: geometry).enumerated() {
        Console.out { jsonl ? row.writeRowJSON(to: &$0) : row.writeCSV(to: &$0) }
        // Nobody can read the rest (a full disk, a closed stdout): Tool.run reports why.
        if Console.outputHasFailed { return ExitStatus.ioError }
        if (index + 1) % 1_000 == 0 { progress.report(index + 1, of: total, "positions") }
      }
      return ExitStatus.success
    }
  }

  /// The rows of the table, for the progress line, as the hashed perft counts them.
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
