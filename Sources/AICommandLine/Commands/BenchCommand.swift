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
        "Times the classic full-tree searches from the empty 3x3 board, the 4x4 solve "
          + "under each rule, and Connect Four's best moves in five middle-game positions, "
          + "each run from a cold start (tables cleared before the clock "
          + "starts); --rules keeps the workloads of one rule, and with workloads named "
          + "times solve-4x4 under it (solve-4x4 --rules gravity is solve-4x4-gravity):"),
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
    let rules = try arguments.value(BoardOptions.rules)
    var workloads: [BenchWorkload] = []
    for name in arguments.positionals {
      let workload = try BenchCommand.workload(named: name, under: rules)
      guard !workloads.contains(workload) else {
        throw .usage("workload '\(workload.rawValue)' is named twice: name each at most once")
      }
      workloads.append(workload)
    }
    if workloads.isEmpty {
      workloads = rules.map(BenchWorkload.all(under:)) ?? BenchWorkload.allCases
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

  /// The workload `name` names, under `rules` when they are given: the 4x4 solve under
  /// them (`solve-4x4 --rules gravity` is `solve-4x4-gravity`); a 3x3 workload, or the
  /// 4x4 solve under other rules, is refused, with the workloads of `rules`.
  private static func workload(named name: String, under rules: Rules?) throws(CLIError)
    -> BenchWorkload
  {
    guard let workload = BenchWorkload(rawValue: name) else {
      let names = BenchWorkload.allCases.map(\.rawValue)
      if Suggestion.closest(to: name, among: names) == nil, let meant = Rules.meant(by: name) {
        throw .usage(
          "no workload \(name.quotedValue): the rules are given with --rules, such as "
            + "'ai bench --rules \(meant.rawValue)'")
      }
      let hint = Suggestion.closest(to: name, among: names).map { "did you mean '\($0)'? " }
      throw .usage(
        "no workload \(name.quotedValue): \(hint ?? "")the workloads are "
          + names.joined(separator: ", "))
    }
    guard let rules, rules != workload.rules ?? .normal else { return workload }
    let instead =
      "name \(BenchWorkload.all(under: rules).map(\.rawValue).listed), or drop --rules"
    switch workload.rules {
    case .normal?: return .solve4x4(rules)
    case let own?:
      throw .usage(
        "workload '\(name)' is played under \(own.rawValue) but --rules says \(rules.rawValue): "
          + instead)
    case nil:
      throw .usage(
        "workload '\(name)' is played under the normal rules only, not \(rules.rawValue): "
          + instead)
    }
  }
}
