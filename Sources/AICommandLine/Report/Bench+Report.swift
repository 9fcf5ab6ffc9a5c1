// `ai bench`'s table or JSON, with the workloads' signature.
import TicTacToe
import TicTacToeTools

extension Bench {
  /// The total node count of one run of every workload, which a test pins.
  static func signature(_ measurements: [BenchMeasurement]) -> Int {
    measurements.reduce(0) { $0 + $1.nodes }
  }

  static func report(_ measurements: [BenchMeasurement]) -> String {
    let milliseconds = { Format.decimal($0 * 1e3, digits: 3, trimming: false) }
    let table = Format.table(
      [["workload", "nodes", "runs", "median ms", "min ms", "nodes visited/s"]]
        + measurements.map {
          [
            $0.workload.rawValue, String($0.nodes), String($0.runs),
            milliseconds($0.medianSeconds), milliseconds($0.minSeconds),
            String(Int($0.nodesPerSecond)),
          ]
        })
    return table + "\nsignature: \(signature(measurements))"
  }

  /// Appends ``report(_:)`` or its JSON, and a newline.
  static func write(_ measurements: [BenchMeasurement], json: Bool, to out: inout ByteBuffer) {
    guard json else { return out.append(line: report(measurements)) }
    out.append("{")
    out.append(key: "workloads", objects: measurements) { out, measurement in
      out.append(key: "name", string: measurement.workload.rawValue)
      out.append(members: ["nodes": measurement.nodes, "runs": measurement.runs])
      out.append(key: "medianSeconds", value: measurement.medianSeconds, digits: 9)
      out.append(key: "minSeconds", value: measurement.minSeconds, digits: 9)
      out.append(key: "nodesPerSecond", value: Int(measurement.nodesPerSecond))
    }
    out.append(key: "signature", value: signature(measurements))
    out.append("}\n")
  }
}
