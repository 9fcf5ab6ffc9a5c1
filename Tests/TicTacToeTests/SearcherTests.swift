import DataFiles
import NaiveGames
import Testing

@testable import TicTacToe

/// The exact search under ``Searcher`` against the naive solver, which shares no code with
/// it, on every reachable 3x3 position and every move from it.
@Suite struct SearcherTests {
  /// Every reachable 3x3 position, as the naive board sees it.
  static let naiveBoards = NaiveBoard.reachable(rows: 3, columns: 3, k: 3).flatMap { $0 }

  /// The engine's board for a naive one.
  static func board(_ naive: NaiveBoard) -> Board {
    let (x, o) = naive.masks
    return Board(x: Bitboard(rawValue: x), o: Bitboard(rawValue: o))
  }

  /// The naive value as a score, the game ending `value.plies` plies after a position
  /// with `empty` empty cells.
  static func score(_ value: NaiveValue, empty: Int) -> Score {
    switch value.outcome {
    case .win: .win(leaving: empty - value.plies)
    case .draw: .draw
    case .loss: -Score.win(leaving: empty - value.plies)
    }
  }

  /// Each public question refuses a position of another shape rather than trap.
  @Test func aPositionOfAnotherShapeIsATypedError() throws {
    let other = try Geometry(rows: 3, columns: 3, k: 2)
    let error = TicTacToeError.geometryMismatch(searcher: .ticTacToe, position: other)
    var searcher = Searcher()
    #expect(throws: error) { try searcher.analyze(.start(other)) }
    #expect(throws: error) { try searcher.bestMoves(.start(other)) }
    #expect(throws: error) { try searcher.outcome(of: .start(other)) }
  }

  @Test func everyReachablePositionIsChecked() throws {
    let positions = try DataFile.integerRows("tictactoe-3x3.csv").map { $0["positions"]! }
    #expect(Self.naiveBoards.count == positions.reduce(0, +))
  }

  /// Each position's score and each move's, with one warm searcher.
  @Test func scoresAreTheNaiveSolversOnEveryPositionAndMove() {
    var searcher = Searcher()
    var solver = NaiveSolver(rows: 3, columns: 3, k: 3)
    for naive in Self.naiveBoards {
      let board = Self.board(naive)
      let empty = naive.emptyCells.count
      guard !naive.isOver else {
        // A finished board scores its result: a loss for the side to move, or a draw.
        let lost = naive.hasLine(naive.toMove.opponent)
        #expect(searcher.score(board) == (lost ? -Score.win(leaving: empty) : .draw))
        continue
      }
      let value = Self.score(solver.value(of: naive), empty: empty)
      #expect(searcher.score(board) == value, "\(naive.cells)")
      for (cell, move) in solver.moveValues(of: naive) {
        #expect(
          -searcher.score(board.playing(cell)) == Self.score(move, empty: empty),
          "\(naive.cells) \(cell)")
      }
    }
  }

  /// In any window the search is fail-soft under every rule: a result at or below the
  /// window bounds the true score from above, one at or above it from below, one inside it
  /// is exact (every reachable 3x3 position of the rule, against the naive solver).
  @Test(arguments: [-10, -6, -3, -1, 0, 1, 2, 5], NaiveRules.allCases)
  func everyWindowIsFailSoft(alpha: Int, rules: NaiveRules) throws {
    switch RulesTests.rules(rules) {
    case .normal: try Self.checkWindows(alpha: alpha, NormalRule.self)
    case .misere: try Self.checkWindows(alpha: alpha, MisereRule.self)
    case .gravity: try Self.checkWindows(alpha: alpha, GravityRule.self)
    case .gravityMisere: try Self.checkWindows(alpha: alpha, GravityMisereRule.self)
    }
  }

  /// The windows from `alpha` of widths 1 to 20 under `Rule`, on every unfinished
  /// reachable 3x3 position.
  static func checkWindows<Rule: RuleKind>(alpha: Int, _: Rule.Type) throws {
    let rules = NaiveRules(misere: Rule.misere, gravity: Rule.gravity)
    let geometry = try Geometry(
      rows: 3, columns: 3, rules: RulesTests.rules(rules))
    var searcher = Searcher(geometry: geometry)
    var solver = NaiveSolver(rows: 3, columns: 3, k: 3, rules: rules)
    for naive in NaiveBoard.reachable(rows: 3, columns: 3, k: 3, rules: rules).joined()
    where !naive.isOver {
      let truth = Self.score(solver.value(of: naive), empty: naive.emptyCells.count)
      for width in [1, 2, 4, 20] {
        let (low, high) = (Score(value: alpha), Score(value: alpha + width))
        let exact = searcher.ownedSearch(Rule.self, UInt16.self)
        let result = searcher.search(Self.board(naive), alpha: low, beta: high, by: exact)
        let context = "\(geometry): \(naive.cells) \(alpha) \(width)"
        if result <= low {
          #expect(truth <= result, "\(context)")
        } else if result >= high {
          #expect(truth >= result, "\(context)")
        } else {
          #expect(truth == result, "\(context)")
        }
      }
    }
  }

  @Test func principalVariationIsPerfectAndReachesTheEnd() throws {
    var searcher = Searcher()
    for naive in Self.naiveBoards {
      let position = try Position(
        geometry: .ticTacToe, x: Self.board(naive).x, o: Self.board(naive).o)
      let analysis = try searcher.analyze(position)
      var current = position
      for cell in analysis.principalVariation {
        let step = try searcher.analyze(current)
        #expect(step.bestMoves.contains(cell), "\(position.notation): \(cell) is not best")
        current = try current.playing(cell)
      }
      #expect(current.status.isOver, "\(position.notation)")
      #expect(analysis.principalVariation.count == analysis.evaluation?.plies ?? 0)
    }
  }

  @Test func finishedPositionsHaveNoMoves() throws {
    var searcher = Searcher()
    let won = try Position(notation: "XXX/OO./...")
    let analysis = try searcher.analyze(won)
    #expect(analysis.evaluation == nil)
    #expect(analysis.moves.isEmpty && analysis.bestMoves.isEmpty)
    #expect(analysis.principalVariation.isEmpty)
    #expect(searcher.score(won.board) == Score(rawValue: -5))  // lost, 4 cells left
  }

  @Test(arguments: [
    ("X.O/.X./O..", Evaluation(outcome: .win, plies: 1), [8]),
    ("XX./OO./...", Evaluation(outcome: .win, plies: 1), [2]),
    ("X.O/.X./..O", Evaluation(outcome: .draw, plies: 5), [5]),
    ("XX./.O./...", Evaluation(outcome: .draw, plies: 6), [2]),
  ])
  func knownPositions(notation: String, evaluation: Evaluation, best: [Int]) throws {
    var searcher = Searcher()
    let analysis = try searcher.analyze(try Position(notation: notation))
    #expect(analysis.evaluation == evaluation)
    #expect(Array(analysis.bestMoves) == best)
  }

  @Test func theWinnerTakesTheFastestWin() throws {
    // X wins at once on 9 (cell 8); 4, 6 and 7 win too, but two plies later.
    var searcher = Searcher()
    let analysis = try searcher.analyze(try Position(notation: "XOO/.X./..."))
    #expect(Array(analysis.bestMoves) == [8])
    #expect(analysis.evaluation == Evaluation(outcome: .win, plies: 1))
    let slower = analysis.moves.filter { $0.evaluation == Evaluation(outcome: .win, plies: 3) }
    #expect(slower.map(\.cell) == [3, 5, 6])
  }

  @Test func theLoserTakesTheSlowestLoss() throws {
    // O loses whatever it does; blocking the diagonal on 9 (cell 8) delays it.
    var searcher = Searcher()
    let analysis = try searcher.analyze(try Position(notation: "XO./.X./..."))
    #expect(Array(analysis.bestMoves) == [8])
    #expect(analysis.evaluation == Evaluation(outcome: .loss, plies: 4))
    #expect(analysis.moves.filter { $0.evaluation.plies == 2 }.count == 5)
  }

  @Test func tableEntriesAreReusedAcrossSearches() {
    var searcher = Searcher()
    _ = searcher.score(.empty)
    let cold = searcher.nodes
    _ = searcher.score(.empty)
    #expect(searcher.nodes - cold < cold)
    searcher.clear()
    #expect(searcher.nodes == 0)
  }

  /// A searcher builds its table on its first exact search; a copy shares it until one of
  /// them writes, and a clear or a search in one leaves the other's entries as they were.
  @Test func aCopySharesTheTableUntilOneWrites() {
    var first = Searcher()
    var unbuilt = first
    #expect(!first.holdsTable)
    _ = first.score(.empty)
    #expect(first.holdsTable && !unbuilt.holdsTable)
    let cold = first.nodes
    var second = first
    second.clear()
    _ = second.score(.empty)
    #expect(second.nodes == cold)
    // The first searcher's table is still warm, and the copy made before it had one
    // searches from cold.
    _ = first.score(.empty)
    #expect(first.nodes - cold < cold)
    _ = unbuilt.score(.empty)
    #expect(unbuilt.nodes == cold)
  }
}
