import Testing
import TicTacToe

@Suite struct BenchTests {
  @Test func everyWorkloadVisitsThePinnedNodeCountAndGetsTheRightAnswer() throws {
    let expected = Dictionary(
      uniqueKeysWithValues: try DataFile.rows("bench.csv").map {
        ($0["workload"]!, Int($0["nodes"]!)!)
      })
    var bench = Bench()
    var measurements: [BenchMeasurement] = []
    for workload in BenchWorkload.allCases {
      let measurement = bench.measure(workload, runs: 1)
      #expect(measurement.nodes == expected[workload.rawValue], "\(workload)")
      measurements.append(measurement)
    }
    #expect(Bench.signature(measurements) == expected.values.reduce(0, +))
    // The empty boards are draws; perft's result is its node count; the solver picks
    // the lowest of the nine drawing first moves.
    #expect(measurements.map(\.result) == [549_946, 0, 0, 0, 0, 0])
  }

  @Test func prepareMakesEveryRunCold() throws {
    let expected = Dictionary(
      uniqueKeysWithValues: try DataFile.rows("bench.csv").map {
        ($0["workload"]!, Int($0["nodes"]!)!)
      })
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
      #expect(measurement.runs == 3 && measurement.minSeconds <= measurement.medianSeconds)
    }
  }

  @Test func reportHasARowPerWorkloadAndTheSignature() {
    var bench = Bench()
    let measurements = [bench.measure(.alphabeta, runs: 1), bench.measure(.memo, runs: 1)]
    let lines = Bench.report(measurements).split(separator: "\n")
    #expect(lines.count == 4)
    #expect(lines[0].hasPrefix("workload"))
    #expect(lines[1].hasPrefix("alphabeta"))
    #expect(lines[3] == "signature: \(16_811 + 4_520)")
    let json = Bench.json(measurements).text
    #expect(
      json.hasPrefix(
        #"{"workloads": [{"name": "alphabeta", "nodes": 16811, "runs": 1, "medianSeconds": "#))
    #expect(json.hasSuffix(#""signature": 21331}"#))
  }
}
