import Benchmark
@_spi(Bytes) import TicTacToe
import TicTacToeTools

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

/// A batch of boards as a program sends them, one per line, and one warm searcher per
/// geometry to answer them: what `ai best -` and `ai analyze - --json` do per line,
/// through the engine's API (reading the notation's bytes with the batch's geometry, then
/// the best moves or the whole analysis).
final class BatchState {
  /// The lines, each a board's bytes, made in the setup hook.
  let lines: [[UInt8]]
  /// The searcher of the batch's geometry, warm after the first iteration.
  var searcher: Searcher

  /// The lines of `positions`, in the notation, and a searcher for `geometry`.
  init(_ positions: [Position], geometry: Geometry) {
    lines = positions.map { Array($0.boardNotation.utf8) }
    searcher = Searcher(geometry: geometry)
  }

  /// Answers every line once; `analyze` asks for the whole analysis, else the best moves.
  /// Returns a number that depends on every answer, for `blackHole`.
  func answerAll(analyze: Bool) -> Int {
    var total = 0
    for line in lines {
      let read = line.withUnsafeBytes { try? Position(notation: $0) }
      guard let position = read else {
        fatalError("every line of the batch is a reachable board")
      }
      if analyze {
        let analysis = try! searcher.analyze(position)
        total &+= analysis.nodes &+ analysis.principalVariation.count
      } else {
        total &+= Int(try! searcher.bestMoves(position).bestMoves.rawValue)
      }
    }
    return total
  }
}

/// Every reachable 3x3 position: the boards of the batches `ai best -` is measured on.
func every3x3Position() -> [Position] {
  SolutionTable(geometry: .ticTacToe).map(\.position)
}

/// `count` reachable 4x4 positions from random games stopped at random plies.
func random4x4Positions(_ count: Int) -> [Position] {
  var generator = SeededGenerator(seed: 15)
  return (0..<count).map { _ in
    var position = Position.start(try! Geometry(rows: 4, columns: 4))
    for _ in 0..<Int.random(in: 0...16, using: &generator) {
      guard let cell = Array(position.legalMoves).randomElement(using: &generator) else { break }
      position = try! position.playing(cell)
    }
    return position
  }
}

/// The batch benchmarks: each iteration answers every line of its batch with the state's
/// warm searcher. They allocate nothing per line (the thresholds say 0 per iteration),
/// which is what lets `ai` answer a batch at the speed of C.
let batchBenchmarks:
  [(name: String, analyze: Bool, positions: @Sendable () -> [Position], rows: Int)] = [
    ("batch-3x3-best", false, every3x3Position, 3),
    ("batch-3x3-analyze", true, every3x3Position, 3),
    ("batch-4x4-best", false, { random4x4Positions(1_000) }, 4),
    ("batch-4x4-analyze", true, { random4x4Positions(1_000) }, 4),
  ]

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
  for batch in batchBenchmarks {
    Benchmark(
      batch.name,
      configuration: searchConfiguration,
      closure: { (benchmark: Benchmark, state: BatchState) in
        for _ in benchmark.scaledIterations {
          blackHole(state.answerAll(analyze: batch.analyze))
        }
      },
      setup: { () -> BatchState in
        // The lines and the searcher's tables are made here, outside the measurement.
        let geometry = try! Geometry(rows: batch.rows, columns: batch.rows)
        return BatchState(batch.positions(), geometry: geometry)
      }
    )
  }
}
