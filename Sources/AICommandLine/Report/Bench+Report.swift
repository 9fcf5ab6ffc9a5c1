import TicTacToe

extension BenchMeasurement {
  /// The measurement as the JSON of `ai bench`.
  var json: JSONValue {
    .object([
      ("name", .string(workload.rawValue)),
      ("nodes", .int(nodes)),
      ("runs", .int(runs)),
      ("medianSeconds", .number(medianSeconds, digits: 9)),
      ("minSeconds", .number(minSeconds, digits: 9)),
      ("nodesPerSecond", .int(Int(nodesPerSecond))),
    ])
  }
}

extension Bench {
  /// The total node count of one run of every workload: it changes only when the shape
  /// of a search changes, so a test pins it.
  static func signature(_ measurements: [BenchMeasurement]) -> Int {
    measurements.reduce(0) { $0 + $1.nodes }
  }

  /// The text report: one row per workload, then the signature.
  static func report(_ measurements: [BenchMeasurement]) -> String {
    var table = TextTable()
    table.append(["workload", "nodes", "runs", "median ms", "min ms", "nodes/s"])
    for measurement in measurements {
      table.append([
        measurement.workload.rawValue, String(measurement.nodes), String(measurement.runs),
        JSONValue.format(measurement.medianSeconds * 1e3, digits: 3, trimming: false),
        JSONValue.format(measurement.minSeconds * 1e3, digits: 3, trimming: false),
        String(Int(measurement.nodesPerSecond)),
      ])
    }
    return table.text + "\nsignature: \(signature(measurements))"
  }

  /// The JSON report: `{"workloads": [...], "signature": N}`.
  static func json(_ measurements: [BenchMeasurement]) -> JSONValue {
    .object([
      ("workloads", .array(measurements.map(\.json))),
      ("signature", .int(signature(measurements))),
    ])
  }
}

extension BenchWorkload {
  /// What the workload times, in a line of help.
  var summary: String {
    switch self {
    case .perft: "walk the whole game tree, every node visited (549,946 nodes)"
    case .minimax: "plain negamax value, no pruning, no memo (549,946 nodes)"
    case .alphabeta: "negamax alpha-beta for win, draw or loss, no memo"
    case .memo: "exact value of every reachable position, memoized (4,520 expanded)"
    case .solve: "the engine's solver (alpha-beta + table) for the best move"
    case .solve4x4: "win, draw or loss of the empty 4x4 board (k=4), alpha-beta + table"
    }
  }
}
