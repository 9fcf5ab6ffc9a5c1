// `ai bench`: the fixed search workloads timed, and their signature.
import TicTacToe
import TicTacToeTools

enum BenchCommand {
  static let workloadArgument = Positional(
    name: "WORKLOAD", arity: .many,
    help: "time only these workloads (default: all of them)", example: "perft")
  static let runsOption = Option.integer(
    "runs", example: "5", in: 1...1_000_000, meaning: "the number of runs",
    help: "timed runs of each workload (default 100)")

  static let declaration = CommandDeclaration(
    name: "bench", abstract: "time the classic full-tree searches (nodes visited per second)",
    positionals: [workloadArgument],
    options: [runsOption, BoardOptions.rules, CommonOptions.json],
    discussion: [
      .paragraph(
        "Times the classic full-tree searches from the empty 3x3 board, and the 4x4 solve "
          + "under each rule, each run from a cold start (tables cleared before the clock "
          + "starts); --rules keeps the workloads of one rule:"),
      .definitions(BenchWorkload.allCases.map { ($0.rawValue, $0.summary) }),
      .paragraph(
        "Prints one row per workload (the nodes one run visits: every position its search enters, "
          + "the root included, as perft's walk counts them, memo's each once, when it expands it; "
          + "runs; median and minimum time; nodes visited per second at the median), then the "
          + "signature: the total node count of one run of each, which changes only when the shape "
          + "of a search does. A workload that takes over a second shows on stderr, when that is a "
          + "terminal, its runs done, the time it has left and its rate."),
    ],
    sections: [
      HelpSection(
        "JSON",
        .paragraph(
          "{\"workloads\": [{\"name\", \"nodes\", \"runs\", \"medianSeconds\", "
            + "\"minSeconds\", \"nodesPerSecond\"}], \"signature\"}"))
    ],
    examples: [
      Example("ai bench", "every workload, 100 runs each"),
      Example("ai bench perft minimax --runs 5", "two of them, quickly"),
    ]
  ) { arguments throws(CLIError) in
    var workloads: [BenchWorkload] = []
    for name in arguments.positionals {
      guard let workload = BenchWorkload(rawValue: name) else {
        let names = BenchWorkload.allCases.map(\.rawValue)
        let hint = Suggestion.closest(to: name, among: names).map { "did you mean '\($0)'? " }
        throw .usage(
          "no workload \(name.quotedValue): \(hint ?? "")the workloads are "
            + names.joined(separator: ", "))
      }
      guard !workloads.contains(workload) else {
        throw .usage("workload '\(name)' is named twice: name each at most once")
      }
      workloads.append(workload)
    }
    if workloads.isEmpty {
      let rules = try arguments.value(BoardOptions.rules)
      workloads = BenchWorkload.allCases.filter { rules == nil || ($0.rules ?? .normal) == rules }
    }
    let runs = try arguments.value(runsOption) ?? 100
    let json = arguments.isSet(CommonOptions.json)
    return { () throws(CLIError) in
      try MemoryLimit.check(
        Bench.memoryNeeded(for: workloads), for: "the bench",
        advice: "leave out the solve-4x4 workloads")
      var bench = Bench()
      // A line for each workload: their runs differ in length 500 times.
      let measurements = workloads.enumerated().map { index, workload in
        let progress = Progress(task: "bench \(workload.rawValue)")
        defer { progress.finish() }
        return bench.measure(workload, runs: runs) { run in
          progress.report(
            run, of: runs, "runs", counted: "workload \(index + 1) of \(workloads.count)")
        }
      }
      Console.out { Bench.write(measurements, json: json, to: &$0) }
      return ExitStatus.success
    }
  }
}
