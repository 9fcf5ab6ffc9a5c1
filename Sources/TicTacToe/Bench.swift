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
  /// Win, draw or loss of the empty 4x4 board, four in a row, by alpha-beta with the
  /// table (43 MB, cleared before each run).
  case solve4x4 = "solve-4x4"

  /// What the workload does, in a few words.
  public var summary: String {
    switch self {
    case .perft: "walk the whole game tree, every node visited"
    case .minimax: "plain negamax value, no pruning, no memo"
    case .alphabeta: "negamax alpha-beta, no memo"
    case .memo: "exact value of every reachable position, memoized"
    case .solve: "the engine's solver (alpha-beta + table) for the best move"
    case .solve4x4: "the value of the empty 4x4 board (k=4), alpha-beta + table"
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
  /// The 4x4 solver, made on first use: its table is 43 MB.
  var searcher4x4: Searcher?
  /// Scores by `mine | theirs << 9` for the memo workload; `unknown` where none is
  /// known yet.
  var memo: [Int8]

  /// The memo table's mark for a position not yet scored.
  static let unknown: Int8 = .max

  /// A bench with its tables allocated, so that no run allocates.
  public init() {
    memo = Array(repeating: Self.unknown, count: 1 << (2 * kernel.cellCount))
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
    case .memo: memo.withUnsafeMutableBufferPointer { $0.update(repeating: Self.unknown) }
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
    let kernel = kernel  // a local, so the memo's span may borrow all of self
    var nodes = 0
    switch workload {
    case .perft:
      nodes = SearchKernel.countNodes(kernel.tables, kernel.allCells, mine: 0, theirs: 0)
      return (nodes, nodes)
    case .minimax:
      let (score, count) = SearchKernel.minimax(
        kernel.tables, kernel.allCells, mine: 0, theirs: 0, emptyCount: kernel.cellCount)
      return (count, score)
    case .alphabeta:
      let value = SearchKernel.alphaBetaOutcome(
        kernel.tables, kernel.allCells, mine: 0, theirs: 0, alpha: -1, beta: 1, nodes: &nodes)
      return (nodes, value)
    case .memo:
      var table = memo.mutableSpan
      let score = SearchKernel.memoScore(
        kernel.tables, kernel.allCells, kernel.cellCount, mine: 0, theirs: 0,
        emptyCount: kernel.cellCount, table: &table, nodes: &nodes)
      return (nodes, score)
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

extension SearchKernel {
  /// Negamax alpha-beta over win (1), draw (0) and loss (-1) for an unfinished
  /// position, no memo, cells in ascending order; a side with a winning move takes the
  /// first one. Fail-hard: the value lies in `alpha...beta`, or is 1 for a win.
  ///
  /// Static, with the constants as arguments, and two plies a call (the replies to
  /// each move searched in place), like the other bench kernels. Callgrind,
  /// instructions a run: 742K as a one-ply method, 712K static, 588K two plies a call;
  /// C 582K.
  static func alphaBetaOutcome(
    _ tables: GeometryTables, _ allCells: UInt16, mine: UInt16, theirs: UInt16, alpha: Int,
    beta: Int, nodes: inout Int
  ) -> Int {
    nodes &+= 1
    var alpha = alpha
    var cells = allCells & ~(mine | theirs)
    while cells != 0 {
      let bit = cells & (0 &- cells)
      cells &= cells &- 1
      let child = mine | bit
      nodes &+= 1
      if tables.hasLine(child) { return 1 }
      let value: Int
      if child | theirs == allCells {
        value = 0
      } else {
        // The position after the move, searched here: the opponent to move, the window
        // turned round.
        var replyAlpha = 0 &- beta
        let replyBeta = 0 &- alpha
        var replies = allCells & ~(child | theirs)
        while replies != 0 {
          let answer = replies & (0 &- replies)
          replies &= replies &- 1
          let grandchild = theirs | answer
          if tables.hasLine(grandchild) {
            nodes &+= 1
            replyAlpha = 1
            break
          }
          let reply: Int
          if grandchild | child == allCells {
            nodes &+= 1
            reply = 0
          } else {
            reply =
              0
              &- alphaBetaOutcome(
                tables, allCells, mine: child, theirs: grandchild, alpha: 0 &- replyBeta,
                beta: 0 &- replyAlpha, nodes: &nodes)
          }
          if reply > replyAlpha {
            replyAlpha = reply
            if replyAlpha >= replyBeta { break }
          }
        }
        value = 0 &- replyAlpha
      }
      if value > alpha {
        alpha = value
        if alpha >= beta { break }
      }
    }
    return alpha
  }

  /// The exact score of an unfinished, not yet scored position, every reachable
  /// position below it scored once and remembered in `table` at `mine | theirs << cells`
  /// (``Bench/unknown`` where not yet scored). `nodes` counts the positions expanded.
  ///
  /// The caller looks a position up before calling, so a remembered child costs no call.
  /// Indexing by the two masks side by side, as the C reference does, keeps the index
  /// off the critical path: the base-3 index took a multiply and a load per child and
  /// ran 1.5 times slower for the same instruction count.
  static func memoScore(
    _ tables: GeometryTables, _ allCells: UInt16, _ cellCount: Int, mine: UInt16,
    theirs: UInt16, emptyCount: Int, table: inout MutableSpan<Int8>, nodes: inout Int
  ) -> Int {
    nodes &+= 1
    var best = -infinity
    var cells = allCells & ~(mine | theirs)
    while cells != 0 {
      let bit = cells & (0 &- cells)
      cells &= cells &- 1
      let next = mine | bit
      let score: Int
      if tables.hasLine(next) {
        score = emptyCount
      } else if next | theirs == allCells {
        score = 0
      } else {
        let known = table[Int(theirs) | Int(next) &<< cellCount]
        score =
          0
          &- (known != Bench.unknown
            ? Int(known)
            : memoScore(
              tables, allCells, cellCount, mine: theirs, theirs: next,
              emptyCount: emptyCount &- 1, table: &table, nodes: &nodes))
      }
      best = max(best, score)
    }
    table[Int(mine) | Int(theirs) &<< cellCount] = Int8(truncatingIfNeeded: best)
    return best
  }
}
