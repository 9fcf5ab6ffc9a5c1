import TicTacToe

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
        throw .usage("no workload \(name.quotedValue): the workloads are \(names)")
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
