import Benchmark
import TicTacToe

/// Holds one `Bench` for a benchmark's iterations, so that its tables are allocated once, in
/// the setup hook, outside every measured region.
final class BenchState {
  /// The bench whose tables every iteration reuses.
  var bench = Bench()
}

/// Tolerances for `baseline check` and `thresholds check`: a run may not allocate more (or
/// less) than its reference at any percentile. Wall time is never gated, as it depends on
/// the machine; it is listed with no tolerances so the library's default 5% does not apply.
var searchThresholds: [BenchmarkMetric: BenchmarkThresholds] {
  [
    .mallocCountTotal: .init(
      absolute: [.p0: 0, .p25: 0, .p50: 0, .p75: 0, .p90: 0, .p99: 0, .p100: 0]),
    .wallClock: .none,
  ]
}

/// The configuration every search benchmark shares: wall time and allocation count, one
/// warmup run, and at most two seconds per workload.
///
/// `cpuTotal` is left out: on Linux it comes from `/proc/self/stat` in 10 ms ticks, far
/// coarser than one run, and reading it lands 16 mallocs per iteration inside the window
/// `mallocCountTotal` counts, which would hide whether the search itself allocates. Pass
/// `--metric cpuTotal` to see it anyway.
var searchConfiguration: Benchmark.Configuration {
  Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal],
    warmupIterations: 1,
    scalingFactor: .one,
    maxDuration: .seconds(2),
    maxIterations: 1_000,
    thresholds: searchThresholds
  )
}

/// Registers one benchmark per workload, named by its raw value. Each iteration clears the
/// workload's tables (a memset, no allocation) and runs it once from the empty board.
let benchmarks: @Sendable () -> Void = {
  for workload in BenchWorkload.allCases {
    Benchmark(
      workload.rawValue,
      configuration: searchConfiguration,
      closure: { (benchmark: Benchmark, state: BenchState) in
        for _ in benchmark.scaledIterations {
          state.bench.prepare(workload)
          let outcome = state.bench.run(workload)
          blackHole(outcome.nodes)
          blackHole(outcome.result)
        }
      },
      setup: { () -> BenchState in
        // Allocates the workload's tables (43 MB for solve-4x4) outside the measurement.
        let state = BenchState()
        state.bench.prepare(workload)
        return state
      }
    )
  }
}
