// The bench: its fixed workloads, run cold and timed, and their measurements.
import TicTacToe

/// Runs the bench workloads cold: every table is cleared before the clock starts, as in C.
public struct Bench: Sendable {
  let tables = Geometry.ticTacToe.tables
  var searcher = Searcher(geometry: .ticTacToe)
  /// The 4x4 workloads' searchers by rules, each made on first use: a table is 43 MB.
  var searchers4x4: [Rules: Searcher] = [:]
  /// The Connect Four workload's searcher, made on first use.
  var connectFour: Searcher?
  /// The memo workload's values by base-3 index (``ClassicSearches/unknown`` if none).
  var memo = [Int8](
    repeating: Int8(ClassicSearches.unknown), count: Geometry.ticTacToe.positionCount)

  /// A bench with its 3x3 tables allocated, so that no run allocates.
  public init() {}

  /// About the bytes a bench running `workloads` takes (a 4x4 searcher for each solve-4x4).
  public static func memoryNeeded(for workloads: [BenchWorkload]) -> Int {
    let memo = Geometry.ticTacToe.positionCount
    let threeByThree = Searcher.memoryNeeded(for: .ticTacToe) + memo
    let fourByFour = Set(workloads.compactMap(\.fourByFourRules)).count
    let connectFour =
      workloads.contains(.connectFour)
      ? Searcher.memoryNeeded(for: BenchWorkload.connectFourGeometry) : 0
    return threeByThree + connectFour + fourByFour
      * Searcher.memoryNeeded(for: try! Geometry(rows: 4, columns: 4))
  }

  /// Times `runs` cold runs of `workload` (one when `runs` is less), telling `progress`
  /// each run done.
  public mutating func measure(
    _ workload: BenchWorkload, runs: Int, progress: (Int) -> Void = { _ in }
  ) -> BenchMeasurement {
    let clock = ContinuousClock()
    var seconds: [Double] = []
    var outcome = (nodes: 0, result: 0)
    for done in 1...max(runs, 1) {
      prepare(workload)
      let start = clock.now
      outcome = run(workload)
      seconds.append((clock.now - start) / .seconds(1))
      progress(done)
    }
    return BenchMeasurement(
      workload: workload, nodes: outcome.nodes, result: outcome.result, seconds: seconds.sorted())
  }

  /// Clears what `workload` remembers, outside the timed part.
  public mutating func prepare(_ workload: BenchWorkload) {
    switch workload {
    case .memo:
      memo.withUnsafeMutableBufferPointer { $0.update(repeating: Int8(ClassicSearches.unknown)) }
    case .solve: searcher.clear()
    case .perft, .minimax, .alphabeta: break
    case .connectFour:
      connectFour = connectFour ?? Searcher(geometry: BenchWorkload.connectFourGeometry)
      connectFour!.clear()
    case .solve4x4(let rules):
      searchers4x4[
        rules, default: Searcher(geometry: try! Geometry(rows: 4, columns: 4, rules: rules))
      ]
      .clear()
    }
  }

  /// One run of `workload` from the empty board: its node count and result.
  public mutating func run(_ workload: BenchWorkload) -> (nodes: Int, result: Int) {
    let (cells, empty) = (tables.cellCount, Int(tables.allCells.rawValue))
    var search = ClassicSearches(threats: tables.completing, weights: tables.weights, full: empty)
    let value: Int
    switch workload {
    case .perft:
      let tree = PerftCounter.walk(
        tables, mine: .empty, theirs: .empty, emptyCount: cells, depth: cells)
      return (tree.nodes, tree.nodes)
    case .minimax:
      search.nodes = 1  // the root: minimax counts the nodes below a position
      value = search.minimax(mine: 0, theirs: 0, empty: empty, left: cells)
    case .alphabeta: value = search.alphaBeta(mine: 0, theirs: 0, empty: empty, alpha: -1, beta: 1)
    case .memo:
      value = memo.withUnsafeMutableBufferPointer {
        search.memo(mine: 0, empty: empty, index: 0, swapped: 0, memo: $0.baseAddress!)
      }
    case .solve: (value, search.nodes) = (searcher.bestMove(.empty) ?? -1, searcher.nodes)
    case .connectFour:
      if connectFour == nil { prepare(workload) }
      // The result: the plies of each answer, a win's counted up, a loss's down.
      var (nodes, result) = (0, 0)
      for position in BenchWorkload.connectFourPositions {
        let hint = try! connectFour!.bestMoves(position)  // its shape, no limit: no error
        nodes &+= hint.nodes
        let evaluation = hint.evaluation!  // an unfinished position
        let sign = evaluation.outcome == .win ? 1 : evaluation.outcome == .loss ? -1 : 0
        result = result &* 64 &+ sign &* evaluation.plies
      }
      return (nodes, result)
    case .solve4x4(let rules):
      if searchers4x4[rules] == nil { prepare(workload) }
      let outcome = searchers4x4[rules]!.outcome(.empty)
      return (searchers4x4[rules]!.nodes, outcome == .win ? 1 : outcome == .draw ? 0 : -1)
    }
    return (search.nodes, value)
  }
}

/// The fixed workloads of `ai bench`: the full searches from the empty 3x3 board, and the
/// 4x4 solve under each of ``Rules``.
public enum BenchWorkload: Hashable, CaseIterable, Sendable {
  /// Walk the whole game tree, every node visited, as `ai perft` does: 549,946 nodes.
  case perft
  /// Plain negamax for win, draw or loss, no pruning, no memo: 549,946 nodes.
  case minimax
  /// Negamax alpha-beta for win, draw or loss, no memo, cells in ascending order.
  case alphabeta
  /// The value of every reachable position, memoized: 4,520 expanded (the unfinished ones).
  case memo
  /// The engine's own solver, alpha-beta with the table, scoring every first move.
  case solve
  /// Win, draw or loss of the empty 4x4 board, k = 4, under `rules`, by alpha-beta with a
  /// 43 MB table: `solve-4x4`, then `-` and the rules' word when they are not normal.
  case solve4x4(Rules)
  /// Connect Four (6x7, gravity, four in a row): the best moves and value of five fixed
  /// middle-game positions (16 pieces played), as `ai best` finds them, from a cold table.
  case connectFour

  /// The 3x3 workloads, the 4x4 solve under each rule, in ``Rules``' order, then
  /// Connect Four.
  public static let allCases: [BenchWorkload] =
    [.perft, .minimax, .alphabeta, .memo, .solve] + Rules.allCases.map(Self.solve4x4)
    + [.connectFour]

  /// The rules of a workload's board, when they are not only the normal ones: a 4x4
  /// workload's, and Connect Four's gravity; `nil` for the 3x3 ones.
  public var rules: Rules? {
    switch self {
    case .solve4x4(let rules): rules
    case .connectFour: .gravity
    default: nil
    }
  }

  /// The rules of a 4x4 workload; `nil` for the others.
  var fourByFourRules: Rules? {
    guard case .solve4x4(let rules) = self else { return nil }
    return rules
  }

  /// Connect Four's board: 6 rows of 7 columns, four in a row, pieces dropped.
  static let connectFourGeometry = try! Geometry(rows: 6, columns: 7, k: 4, rules: .gravity)

  /// The Connect Four workload's positions: random games of 16 moves, chosen for
  /// searches of thousands to hundreds of thousands of positions.
  static let connectFourPositions = [
    "......./......./...X.../.XOOO../.OXXO.X/.XXOXOO",
    "..X..../..O..../X.O..../O.X..X./X.OO.O./OXOX.X.",
    "..O..../..X..../..O..../..O..../XXXOO.O/XOXOX.X",
    ".O.O.../.O.X.../.X.O.../.O.X.../.X.OX../XO.XX.O",
    "......./......./...X.../..XOO../.OXXO.X/OXOOXOX",
  ].map { try! Position(notation: $0, k: 4, rules: .gravity) }

  /// The workloads played under `rules`: under the normal ones the 3x3 workloads too.
  public static func all(under rules: Rules) -> [BenchWorkload] {
    allCases.filter { ($0.rules ?? .normal) == rules }
  }
}

/// In JSON a workload is its name.
extension BenchWorkload: RawRepresentable, Codable {
  /// Its name: `perft`, `solve-4x4`, `solve-4x4-gravity-misere`.
  public var rawValue: String {
    switch self {
    case .perft: "perft"
    case .minimax: "minimax"
    case .alphabeta: "alphabeta"
    case .memo: "memo"
    case .solve: "solve"
    case .solve4x4(.normal): "solve-4x4"
    case .solve4x4(let rules): "solve-4x4-" + rules.rawValue
    case .connectFour: "connect-four"
    }
  }

  /// The workload named `rawValue`.
  public init?(rawValue: String) {
    guard let workload = Self.allCases.first(where: { $0.rawValue == rawValue }) else {
      return nil
    }
    self = workload
  }

  /// Reads a workload's name, refused unless it names one.
  public init(from decoder: any Decoder) throws {
    let name = try decoder.singleValueContainer().decode(String.self)
    guard let workload = Self(rawValue: name) else {
      throw TicTacToeError.corrupted("no workload is named \(name)", at: decoder.codingPath)
    }
    self = workload
  }

  /// Writes its name.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}

/// One workload's timings. In JSON it is an element of `ai bench --json`'s `workloads`,
/// `{"name", "nodes", "runs", "medianSeconds", "minSeconds", "nodesPerSecond"}`, with two
/// keys `ai` does not print: `result` and `seconds`, every run's time. Without them a
/// measurement cannot be read back, so what `ai bench --json` prints is not read as one.
public struct BenchMeasurement: Hashable, Sendable {
  /// The workload.
  public let workload: BenchWorkload
  /// Nodes one run visits (the same every run).
  public let nodes: Int
  /// The result of one run: the value or node count it computed, for checking.
  public let result: Int
  /// Every run's time in seconds, fastest first.
  public let seconds: [Double]

  /// The runs timed.
  public var runs: Int { seconds.count }
  /// The median run time: the middle one, or the upper middle of an even count (0 for
  /// no run).
  public var medianSeconds: Double { seconds.isEmpty ? 0 : seconds[seconds.count / 2] }
  /// The fastest run time (0 for no run).
  public var minSeconds: Double { seconds.first ?? 0 }
  /// Nodes per second at the median time.
  public var nodesPerSecond: Double { medianSeconds > 0 ? Double(nodes) / medianSeconds : 0 }
}

extension BenchMeasurement: Codable {
  private enum CodingKeys: String, CodingKey {
    case workload = "name"
    case nodes, runs, medianSeconds, minSeconds, nodesPerSecond, result, seconds
  }

  /// Reads a measurement, refused unless its runs' times are times, fastest first, and
  /// what `ai` prints of them (runs, median, minimum and rate) is theirs.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    workload = try container.decode(BenchWorkload.self, forKey: .workload)
    nodes = try container.decode(Int.self, forKey: .nodes)
    result = try container.decode(Int.self, forKey: .result)
    seconds = try container.decode([Double].self, forKey: .seconds)
    let path = container.codingPath
    guard nodes >= 0, seconds.allSatisfy({ $0.isFinite && $0 >= 0 }), seconds == seconds.sorted()
    else { throw TicTacToeError.corrupted("no count or time is negative", at: path) }
    let printed = (
      try container.decode(Int.self, forKey: .runs),
      try container.decode(Double.self, forKey: .medianSeconds),
      try container.decode(Double.self, forKey: .minSeconds),
      try container.decode(Int.self, forKey: .nodesPerSecond)
    )
    guard printed == (runs, medianSeconds, minSeconds, Self.rate(nodesPerSecond)) else {
      throw TicTacToeError.corrupted(
        "the runs, median, minimum or rate are not the times'", at: path)
    }
  }

  /// The rate as `ai` prints it: whole nodes per second.
  private static func rate(_ perSecond: Double) -> Int { Int(min(perSecond, Double(Int.max / 2))) }

  /// Writes what `ai bench --json` prints of the workload, then its result and every run.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(workload, forKey: .workload)
    try container.encode(nodes, forKey: .nodes)
    try container.encode(runs, forKey: .runs)
    try container.encode(medianSeconds, forKey: .medianSeconds)
    try container.encode(minSeconds, forKey: .minSeconds)
    try container.encode(Self.rate(nodesPerSecond), forKey: .nodesPerSecond)
    try container.encode(result, forKey: .result)
    try container.encode(seconds, forKey: .seconds)
  }
}
