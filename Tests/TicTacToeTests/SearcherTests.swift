import DataFiles
import Testing

@testable import TicTacToe

/// The fast search (alpha-beta with a table) against plain minimax, on every reachable
/// 3x3 position and every move from it.
@Suite struct SearcherTests {
  static let positions = ReachablePositions(.ticTacToe).all

  @Test func everyReachablePositionIsCounted() {
    #expect(Self.positions.count == 5_478)
  }

  @Test func plainMinimaxVisitsTheWholeGameTree() throws {
    let (score, visited) = ClassicMinimax.score(of: .empty, in: Geometry.ticTacToe.tables)
    let nodes = try DataFile.integerRows("tictactoe-3x3.csv").map { $0["sequences"]! }
    #expect(visited == nodes.reduce(0, +))
    #expect(Evaluation(score, emptyCells: 9) == Evaluation(outcome: .draw, plies: 9))
  }

  @Test func alphaBetaAgreesWithMinimaxOnEveryPositionAndMove() {
    var fast = Searcher()
    let tables = Geometry.ticTacToe.tables
    func plain(_ board: Board) -> Score { ClassicMinimax.score(of: board, in: tables).score }
    var checkedMoves = 0
    for position in Self.positions {
      let analysis = fast.analyze(position)
      let emptyCount = position.emptyCells.count
      // Each move's value by minimax on the position after it.
      let expectedMoves = position.legalMoves.map { cell in
        MoveEvaluation(
          cell: cell,
          evaluation: Evaluation(
            -plain(position.board.playing(cell)), emptyCells: emptyCount))
      }
      #expect(analysis.moves == expectedMoves, "\(position.notation)")
      checkedMoves += expectedMoves.count

      let best = expectedMoves.map(\.evaluation).max()
      #expect(analysis.evaluation == best, "\(position.notation)")
      #expect(
        analysis.bestMoves == expectedMoves.filter { $0.evaluation == best }.map(\.cell),
        "\(position.notation)")

      // The position's own score, both ways.
      #expect(fast.score(position.board) == plain(position.board))
    }
    #expect(checkedMoves == 16_167)
  }

  @Test func principalVariationIsPerfectAndReachesTheEnd() throws {
    var searcher = Searcher()
    for position in Self.positions {
      let analysis = searcher.analyze(position)
      var current = position
      for cell in analysis.principalVariation {
        let step = searcher.analyze(current)
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
    let analysis = searcher.analyze(won)
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
    let analysis = searcher.analyze(try Position(notation: notation))
    #expect(analysis.evaluation == evaluation)
    #expect(analysis.bestMoves == best)
  }

  @Test func theWinnerTakesTheFastestWin() throws {
    // X wins at once on 9 (cell 8); 4, 6 and 7 win too, but two plies later.
    var searcher = Searcher()
    let analysis = searcher.analyze(try Position(notation: "XOO/.X./..."))
    #expect(analysis.bestMoves == [8])
    #expect(analysis.evaluation == Evaluation(outcome: .win, plies: 1))
    let slower = analysis.moves.filter { $0.evaluation == Evaluation(outcome: .win, plies: 3) }
    #expect(slower.map(\.cell) == [3, 5, 6])
  }

  @Test func theLoserTakesTheSlowestLoss() throws {
    // O loses whatever it does; blocking the diagonal on 9 (cell 8) delays it.
    var searcher = Searcher()
    let analysis = searcher.analyze(try Position(notation: "XO./.X./..."))
    #expect(analysis.bestMoves == [8])
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
}
