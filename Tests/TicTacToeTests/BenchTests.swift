import DataFiles
import Testing
import TicTacToe
import TicTacToeTools

@Suite struct BenchTests {
  /// The node count of each workload, by name, pinned in `data/bench.csv`.
  static func pinnedNodes() throws -> [String: Int] { try DataFile.benchNodes() }

  /// Plain minimax visits every node of the game tree, as many as `data/` counts move
  /// sequences, and finds the empty board drawn.
  @Test func minimaxVisitsTheWholeGameTree() throws {
    let sequences = try DataFile.integerRows("tictactoe-3x3.csv").map { $0["sequences"]! }
    var bench = Bench()
    let (nodes, result) = bench.run(.minimax)
    #expect(nodes == sequences.reduce(0, +))
    #expect(result == 0)
  }

  @Test func everyWorkloadVisitsThePinnedNodeCountAndGetsTheRightAnswer() throws {
    let expected = try Self.pinnedNodes()
    var bench = Bench()
    var measurements: [BenchMeasurement] = []
    for workload in BenchWorkload.allCases {
      let measurement = bench.measure(workload, runs: 1)
      #expect(measurement.nodes == expected[workload.rawValue], "\(workload)")
      measurements.append(measurement)
    }
    #expect(measurements.reduce(0) { $0 + $1.nodes } == expected.values.reduce(0, +))
    // The empty boards are draws; perft's result is its node count; the solver picks
    // the lowest of the nine drawing first moves; the 4x4 rule variants' values are
    // `data/rule-variants.csv`'s.
    let variants = try DataFile.rows("rule-variants.csv").filter {
      $0["rows"] == "4" && $0["cols"] == "4" && $0["k"] == "4"
    }
    let values = ["misere", "gravity", "gravity-misere"].map { rules in
      ["win": 1, "draw": 0, "loss": -1][variants.first { $0["rules"] == rules }!["value"]!]!
    }
    // Connect Four's: each position's plies, a win's counted up and a loss's down, in
    // base 64, as BitBully found them (`data/connect-four.csv`).
    let connectFour = try DataFile.rows("connect-four.csv").reduce(0) { result, row in
      let sign = ["win": 1, "draw": 0, "loss": -1][row["value"]!]!
      return result * 64 + sign * Int(row["plies"]!)!
    }
    #expect(
      measurements.map(\.result) == [expected["perft"]!, 0, 0, 0, 0, 0] + values + [connectFour])
  }

  @Test func prepareMakesEveryRunCold() throws {
    let expected = try Self.pinnedNodes()
    var bench = Bench()
    for workload in [BenchWorkload.memo, .solve] {
      bench.prepare(workload)
      #expect(bench.run(workload).nodes == expected[workload.rawValue])
      if workload == .memo {
        // Without clearing, the table remembers: a second run expands only the root.
        #expect(bench.run(workload).nodes == 1)
      }
      bench.prepare(workload)
      #expect(bench.run(workload).nodes == expected[workload.rawValue])
      let measurement = bench.measure(workload, runs: 3)
      #expect(measurement.nodes == expected[workload.rawValue])
      #expect(measurement.runs == 3)
    }
  }
}
