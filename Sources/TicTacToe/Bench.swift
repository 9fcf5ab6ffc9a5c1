/// The fixed workloads of `ai bench`, each a full search from the empty 3x3 board.
public enum BenchWorkload: String, CaseIterable, Sendable {
  /// Walk the whole game tree, every node visited: 549,946 nodes.
  case perft
  /// Plain negamax with exact scores, no pruning, no memo: 549,946 nodes.
  case minimax
  /// Negamax alpha-beta for win, draw or loss, no memo, cells in ascending order.
  case alphabeta
  /// The exact score of every reachable position, memoized, no pruning: 4,520 positions
  /// expanded (every unfinished one).
  case memo
  /// The engine's own solver, alpha-beta with the table, scoring every first move.
  case solve

  /// What the workload does, in a few words.
  public var summary: String {
    switch self {
    case .perft: "walk the whole game tree, every node visited"
    case .minimax: "plain negamax value, no pruning, no memo"
    case .alphabeta: "negamax alpha-beta, no memo"
    case .memo: "exact value of every reachable position, memoized"
    case .solve: "the engine's solver (alpha-beta + table) for the best move"
    }
  }
}

/// One workload's timings.
public struct BenchMeasurement: Hashable, Sendable {
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

/// Runs the bench workloads from a cold start: every table is cleared before the clock
/// starts, as the C reference does.
public struct Bench {
  let kernel = SearchKernel(geometry: .ticTacToe)
  var searcher = Searcher(geometry: .ticTacToe)
  /// Scores by table index for the memo workload; `unknown` where none is known yet.
  var memo: [Int8]

  /// The memo table's mark for a position not yet scored.
  static let unknown: Int8 = .max

  /// A bench with its tables allocated, so that no run allocates.
  public init() {
    memo = Array(repeating: Self.unknown, count: TranspositionTable.size(cellCount: 9))
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
  mutating func prepare(_ workload: BenchWorkload) {
    switch workload {
    case .memo: memo.withUnsafeMutableBufferPointer { $0.update(repeating: Self.unknown) }
    case .solve: searcher.clear()
    case .perft, .minimax, .alphabeta: break
    }
  }

  /// One run of `workload` from the empty board: its node count and result.
  public mutating func run(_ workload: BenchWorkload) -> (nodes: Int, result: Int) {
    let kernel = kernel  // a local, so the memo's span may borrow all of self
    var nodes = 0
    switch workload {
    case .perft:
      nodes = kernel.countNodes(mine: 0, theirs: 0)
      return (nodes, nodes)
    case .minimax:
      let score = kernel.minimax(mine: 0, theirs: 0, nodes: &nodes)
      return (nodes, score)
    case .alphabeta:
      let value = kernel.alphaBetaOutcome(mine: 0, theirs: 0, alpha: -1, beta: 1, nodes: &nodes)
      return (nodes, value)
    case .memo:
      var table = memo.mutableSpan
      let score = kernel.memoScore(
        mine: 0, theirs: 0, index: 0, digit: 1, table: &table, nodes: &nodes)
      return (nodes, score)
    case .solve:
      let best = searcher.bestMove(.empty) ?? -1
      return (searcher.nodes, best)
    }
  }
}

extension SearchKernel {
  /// Negamax alpha-beta over win (1), draw (0) and loss (-1) for an unfinished
  /// position, no memo, cells in ascending order; stops at the first winning move.
  /// Fail-hard: the result is clamped to `alpha...beta`.
  func alphaBetaOutcome(mine: UInt16, theirs: UInt16, alpha: Int, beta: Int, nodes: inout Int)
    -> Int
  {
    nodes &+= 1
    var alpha = alpha
    var cells = allCells & ~(mine | theirs)
    while cells != 0 {
      let bit = cells & (0 &- cells)
      cells &= cells &- 1
      let next = mine | bit
      let value: Int
      if tables.hasLine(next) {
        nodes &+= 1
        return 1
      } else if next | theirs == allCells {
        nodes &+= 1
        value = 0
      } else {
        value =
          0
          &- alphaBetaOutcome(
            mine: theirs, theirs: next, alpha: 0 &- beta, beta: 0 &- alpha, nodes: &nodes)
      }
      if value > alpha {
        alpha = value
        if alpha >= beta { break }
      }
    }
    return alpha
  }

  /// The exact score of an unfinished position, every reachable position below it
  /// scored once and remembered in `table` (by base-3 index; ``Bench/unknown`` where
  /// not yet scored). `nodes` counts the positions expanded.
  func memoScore(
    mine: UInt16, theirs: UInt16, index: Int, digit: Int, table: inout MutableSpan<Int8>,
    nodes: inout Int
  ) -> Int {
    let known = table[index]
    if known != Bench.unknown { return Int(known) }
    nodes &+= 1
    let empty = allCells & ~(mine | theirs)
    let emptyCount = empty.nonzeroBitCount
    var best = -Self.infinity
    var cells = empty
    while cells != 0 {
      let bit = cells & (0 &- cells)
      cells &= cells &- 1
      let next = mine | bit
      let score =
        tables.hasLine(next)
        ? emptyCount
        : next | theirs == allCells
          ? 0
          : 0
            &- memoScore(
              mine: theirs, theirs: next,
              index: index &+ digit &* powersOf3[bit.trailingZeroBitCount], digit: 3 &- digit,
              table: &table, nodes: &nodes)
      best = max(best, score)
    }
    table[index] = Int8(truncatingIfNeeded: best)
    return best
  }
}
