/// Runs the bench workloads from a cold start: every table is cleared before the clock
/// starts, as the C reference does.
public struct Bench: Sendable {
  /// The 3x3 geometry every workload but `solve-4x4` runs on.
  let geometry = Geometry.ticTacToe
  /// The counter `ai perft` uses.
  let perft = PerftCounter(geometry: .ticTacToe)
  var searcher = Searcher(geometry: .ticTacToe)
  /// The 4x4 solver, made on first use: its table is 43 MB.
  var searcher4x4: Searcher?
  /// Scores by `mine | theirs << 9` for the memo workload; ``ClassicMemo/unknown`` where
  /// none is known yet.
  var memo: [Int8]

  /// A bench with its tables allocated, so that no run allocates.
  public init() {
    memo = Array(repeating: ClassicMemo.unknown, count: 1 << (2 * geometry.cellCount))
  }

  /// About the bytes a bench running `workloads` takes: the 3x3 searcher, counter and
  /// memo it always holds (under 1 MB), and the 4x4 searcher (43 MB) if `solve-4x4` is
  /// among them.
  public static func memoryNeeded(for workloads: [BenchWorkload]) -> Int {
    let threeByThree =
      Searcher.memoryNeeded(for: .ticTacToe) + GeometryTables.byteCount
      + (1 << (2 * Geometry.ticTacToe.cellCount)) * MemoryLayout<Int8>.stride
    guard workloads.contains(.solve4x4) else { return threeByThree }
    return threeByThree + Searcher.memoryNeeded(for: try! Geometry(rows: 4, columns: 4))
  }

  /// Times `runs` cold runs of `workload`.
  ///
  /// - Precondition: `runs` is at least 1.
  public mutating func measure(_ workload: BenchWorkload, runs: Int) -> BenchMeasurement {
    precondition(runs >= 1, "at least one run")
    let clock = ContinuousClock()
    var seconds: [Double] = []
    seconds.reserveCapacity(runs)
    var outcome = (nodes: 0, result: 0)
    for _ in 0..<runs {
      prepare(workload)
      let start = clock.now
      outcome = run(workload)
      let elapsed = clock.now - start
      seconds.append(
        Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
    }
    return BenchMeasurement(
      workload: workload, nodes: outcome.nodes, result: outcome.result, seconds: seconds.sorted())
  }

  /// Clears what `workload` remembers, outside the timed part.
  public mutating func prepare(_ workload: BenchWorkload) {
    switch workload {
    case .memo: memo.withUnsafeMutableBufferPointer { $0.update(repeating: ClassicMemo.unknown) }
    case .solve: searcher.clear()
    case .solve4x4:
      if searcher4x4 == nil {
        searcher4x4 = Searcher(geometry: try! Geometry(rows: 4, columns: 4))
      } else {
        searcher4x4!.clear()
      }
    case .perft, .minimax, .alphabeta: break
    }
  }

  /// One run of `workload` from the empty board: its node count and result.
  public mutating func run(_ workload: BenchWorkload) -> (nodes: Int, result: Int) {
    let tables = perft.tables
    let cellCount = geometry.cellCount
    var nodes = 0
    switch workload {
    case .perft:
      // The walk of `ai perft`.
      nodes =
        PerftCounter.walk(
          tables, mine: .empty, theirs: .empty, emptyCount: cellCount, depth: cellCount
        ).nodes
      return (nodes, nodes)
    case .minimax:
      let (score, count) = ClassicMinimax.score(
        tables, mine: .empty, theirs: .empty, emptyCount: cellCount)
      return (count, Int(score.value))
    case .alphabeta:
      let value = ClassicAlphaBeta.outcome(
        tables, mine: .empty, theirs: .empty, alpha: -.win(leaving: 0), beta: .win(leaving: 0),
        nodes: &nodes)
      return (nodes, Int(value.value))
    case .memo:
      let score = memo.withUnsafeMutableBufferPointer { table in
        ClassicMemo.score(
          tables, mine: .empty, theirs: .empty, emptyCount: cellCount, table: table,
          nodes: &nodes)
      }
      return (nodes, Int(score.value))
    case .solve:
      let best = searcher.bestMove(.empty) ?? -1
      return (searcher.nodes, best)
    case .solve4x4:
      if searcher4x4 == nil { prepare(.solve4x4) }
      let outcome = searcher4x4!.outcome(.empty)
      return (searcher4x4!.nodes, outcome == .win ? 1 : outcome == .draw ? 0 : -1)
    }
  }
}
