import TicTacToe

/// One workload's timings.
public struct BenchMeasurement: Hashable, Sendable, Codable {
  /// The workload.
  public let workload: BenchWorkload
  /// Nodes one run visits (the same every run).
  public let nodes: Int
  /// The result of one run: the value or node count it computed, for checking.
  public let result: Int
  /// Every run's time in seconds, fastest first.
  public let seconds: [Double]

  /// How many runs were timed.
  public var runs: Int { seconds.count }
  /// The median run time: the middle one, or the upper middle of an even count.
  public var medianSeconds: Double { seconds[seconds.count / 2] }
  /// The fastest run time.
  public var minSeconds: Double { seconds[0] }
  /// Nodes per second at the median time.
  public var nodesPerSecond: Double { medianSeconds > 0 ? Double(nodes) / medianSeconds : 0 }
}
