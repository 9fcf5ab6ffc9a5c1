import DataFiles
import Testing
import TicTacToe
import TicTacToeTools

/// The perfect-play results in `data/perfect-play.csv`, from the empty board, by the engine.
@Suite struct PerfectPlayTests {
  static let rows = try! DataFile.rows("perfect-play.csv")

  @Test(arguments: rows.indices)
  func theEmptyBoardHasItsPublishedValue(row index: Int) throws {
    let row = Self.rows[index]
    try Self.checkEmptyBoard(row, rules: .normal)
  }

  /// Checks the engine's analysis and outcome of the empty board of `row`'s shape under
  /// `rules` against its value, plies and losing first moves.
  static func checkEmptyBoard(_ row: [String: String], rules: Rules) throws {
    let geometry = try Geometry(
      rows: Int(row["rows"]!)!, columns: Int(row["cols"]!)!, k: Int(row["k"]!)!, rules: rules)
    var searcher = Searcher(geometry: geometry)
    let analysis = try searcher.analyze(.start(geometry))
    let expected = Evaluation(
      outcome: Outcome(rawValue: row["value"]!)!, plies: Int(row["plies"]!)!)
    #expect(analysis.evaluation == expected, "\(geometry)")
    let losing = analysis.moves.filter { $0.evaluation.outcome == .loss }.count
    #expect(losing == Int(row["losing_first_moves"]!), "\(geometry)")
    // The quick win/draw/loss search agrees.
    #expect(try searcher.outcome(of: .start(geometry)) == expected.outcome)
  }

  @Test func kTwoIsAWinInThreeOnEveryBoardOfThreeCellsOrMore() throws {
    for rows in 1...16 {
      for columns in 1...(16 / rows) where rows * columns >= 3 && max(rows, columns) >= 2 {
        let geometry = try Geometry(rows: rows, columns: columns, k: 2)
        var searcher = Searcher(geometry: geometry)
        let value = try searcher.bestMoves(.start(geometry)).evaluation
        #expect(value == Evaluation(outcome: .win, plies: 3), "\(geometry)")
      }
    }
  }
}

/// The game-tree totals in `data/perft-counts.csv`, by the engine's hashed perft.
@Suite struct PerftCountsTests {
  static let rows = try! DataFile.rows("perft-counts.csv")

  static func check(_ row: [String: String]) throws {
    let geometry = try Geometry(
      rows: Int(row["rows"]!)!, columns: Int(row["cols"]!)!, k: Int(row["k"]!)!)
    var counter = PerftCounter(geometry: geometry)
    let result = try counter.count(
      from: .start(geometry), depth: geometry.cellCount, method: .hashed,
      upToSymmetry: row["positions_up_to_symmetry"]?.isEmpty == false)
    #expect(result.positions == Int(row["positions"]!), "\(geometry)")
    #expect(result.games == Int(row["games"]!), "\(geometry)")
    #expect(result.xWins == Int(row["x_wins"]!), "\(geometry)")
    #expect(result.oWins == Int(row["o_wins"]!), "\(geometry)")
    #expect(result.draws == Int(row["draws"]!), "\(geometry)")
    #expect(result.nodes == Int(row["nodes"]!), "\(geometry)")
    if let classes = row["positions_up_to_symmetry"].flatMap({ Int($0) }) {
      #expect(result.positionsUpToSymmetry == classes, "\(geometry)")
    }
  }

  /// Every row, the whole 4x4 tree in the long form (about 7 seconds and 400 MB in a debug
  /// build).
  @Test(arguments: rows.indices.filter { LongTests.enabled || rows[$0]["rows"] != "4" })
  func everyBoard(row index: Int) throws {
    try Self.check(Self.rows[index])
  }
}
