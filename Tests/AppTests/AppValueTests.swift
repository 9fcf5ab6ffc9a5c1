import Foundation
import Testing
import TicTacToe
import TicTacToeTools

/// Values an app can pass to the public API, from its own user or from a file it decodes,
/// however odd: each gets a typed error or a defined answer, never a trap.
@Suite struct AppValueTests {
  /// A counter of one shape asked about a board of another throws, as a searcher does.
  @Test func aCounterOfAnotherShapeIsATypedError() throws {
    let large = try Geometry(rows: 4, columns: 4)
    var counter = PerftCounter(geometry: large)
    #expect(throws: TicTacToeError.geometryMismatch(searcher: large, position: .ticTacToe)) {
      try counter.count(from: .start(), depth: 1)
    }
  }

  /// Threads lent to a count run on at least one, whatever the count says; the counts and
  /// the memory estimate stay defined.
  @Test(arguments: [0, -1, Int.min, Int.max])
  func anyNumberOfThreadsCounts(count: Int) throws {
    let threads = PerftCounter.Threads(count: count, start: { _, _ in {} }, withLock: { $0() })
    #expect((1...256).contains(threads.count))
    var counter = PerftCounter()
    for depth in [0, 9] {
      let hashed = try counter.count(
        from: .start(), depth: depth, method: .hashed, threads: threads)
      let walked = try counter.count(from: .start(), depth: depth)
      #expect(hashed.perft == walked.perft)
    }
    #expect(PerftCounter.hashedMemoryNeeded(from: .start(), depth: 9, threads: count) > 0)
  }

  /// Evaluations of any plies compare and sort without overflow; written, those no game
  /// has are refused (as a level that cannot be is), so that no save is made that could
  /// not be read.
  @Test func evaluationsOfAnyPliesCompare() throws {
    let extremes = [Int.min, -1, 0, 3, Int.max].flatMap { plies in
      [Outcome.win, .draw, .loss].map { Evaluation(outcome: $0, plies: plies) }
    }
    let sorted = extremes.sorted()
    #expect(sorted.first?.outcome == .loss && sorted.last?.outcome == .win)
    #expect(throws: EncodingError.self) {
      try JSONEncoder().encode(Evaluation(outcome: .win, plies: Int.min))
    }
  }

  /// A perft result decoded from a file of huge counts is refused, not trapped on: no
  /// tree of 9 cells has them.
  @Test func aDecodedPerftResultOfHugeCountsIsRefused() throws {
    let big = Int.max
    let layer = { (depth: Int) in
      #"{"depth": \#(depth), "perft": \#(big), "xWins": \#(big), "oWins": \#(big), "#
        + #""draws": \#(big), "positions": \#(big)}"#
    }
    let json =
      #"{"board": ".........", "rows": 3, "cols": 3, "k": 3, "depth": 2, "perft": \#(big), "#
      + #""perDepth": [\#(layer(1)), \#(layer(2))], "nodes": 0, "games": \#(big), "#
      + #""xWins": -2, "oWins": -2, "draws": -2, "positions": 1}"#
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(PerftResult.self, from: Data(json.utf8))
    }
  }

  /// A bench measurement with no runs, or asked for none, answers with zeros.
  @Test func aBenchOfNoRunsAnswers() throws {
    let text =
      #"{"name": "perft", "nodes": 1, "runs": 0, "medianSeconds": 0, "minSeconds": 0, "#
      + #""nodesPerSecond": 0, "result": 1, "seconds": []}"#
    let json = Data(text.utf8)
    let empty = try JSONDecoder().decode(BenchMeasurement.self, from: json)
    #expect(empty.medianSeconds == 0 && empty.minSeconds == 0 && empty.nodesPerSecond == 0)
    var bench = Bench()
    for runs in [0, -1, Int.min] {
      #expect(bench.measure(.alphabeta, runs: runs).runs == 1)
    }
  }

  /// A match cannot start from a finished game: it would tally games nobody played.
  @Test(arguments: ["XXX/OO./...", "XOX/XOO/OXX", "OOO/XX./X.."])
  func aMatchFromAFinishedGameIsRefused(board: String) throws {
    let finished = try Position(notation: board)
    #expect(throws: TicTacToeError.gameOver(finished.status)) {
      try Match(x: .perfect, o: .random, from: finished)
    }
  }

  /// A cell from its row and column, and back, on the boards of Geometry's drawing (3x3 and
  /// 3x4, cells indexed row by row from the top-left): what lies off the board throws.
  @Test func cellsHaveRowsAndColumnsAndNothingOffTheBoard() throws {
    let wide = try Geometry(rows: 3, columns: 4, k: 3)
    for (geometry, row, column, cell) in [
      (Geometry.ticTacToe, 0, 0, 0), (.ticTacToe, 1, 1, 4), (.ticTacToe, 2, 2, 8),
      (wide, 0, 3, 3), (wide, 2, 1, 9), (wide, 2, 3, 11),
    ] {
      #expect(try geometry.cell(row: row, column: column) == cell)
      #expect(try geometry.row(of: cell) == row && geometry.column(of: cell) == column)
    }
    for (row, column) in [(3, 0), (0, 3), (-1, 0), (0, -1), (Int.max, Int.max), (Int.min, 0)] {
      #expect(
        throws: TicTacToeError.coordinatesOffBoard(row: row, column: column, rows: 3, columns: 3)
      ) { try Geometry.ticTacToe.cell(row: row, column: column) }
    }
    for cell in [9, -1, 12, Int.min, Int.max] {
      let offBoard = TicTacToeError.cellOffBoard(cell: cell, cellCount: 9)
      #expect(throws: offBoard) { try Geometry.ticTacToe.row(of: cell) }
      #expect(throws: offBoard) { try Geometry.ticTacToe.column(of: cell) }
    }
  }

  /// A hint holds the best moves and their value; an analysis the value of every legal
  /// move: two answers, two types. Against the centre only a corner draws, and every
  /// other reply loses (published facts of tic-tac-toe).
  @Test func aHintAndAnAnalysisAreTwoAnswers() async throws {
    let engine = Engine()
    let centre = try Position.start().playing(4)
    let hint: Hint = try await engine.hint(for: centre)
    #expect(Array(hint.bestMoves) == [0, 2, 6, 8])
    #expect(hint.evaluation?.outcome == .draw && hint.toMove == .o)
    let analysis: Analysis = try await engine.analysis(of: centre)
    #expect(analysis.moves.map(\.cell) == [0, 1, 2, 3, 5, 6, 7, 8])
    #expect(analysis.moves.filter { $0.evaluation.outcome == .loss }.map(\.cell) == [1, 3, 5, 7])
    #expect(analysis.hint.bestMoves == hint.bestMoves)
    #expect(analysis.hint.evaluation == hint.evaluation)
  }

  /// An engine refuses a shape whose table could outgrow its whole memory budget, rather
  /// than take more than it was given, and keeps what it holds warm; a shape that fits is
  /// answered. A 4x4 table holds a byte for each of its 3^16 = 43,046,721 positions.
  @Test func anEngineRefusesAShapeBeyondItsBudget() async throws {
    let large = try Geometry(rows: 4, columns: 4)
    let engine = Engine(memoryBudget: 1 << 20)
    #expect(try await engine.outcome(of: .start()) == .draw)
    for ask in [
      { try await engine.hint(for: .start(large)) as Any },
      { try await engine.analysis(of: .start(large)) as Any },
      { try await engine.outcome(of: .start(large)) as Any },
      { try await engine.move(in: .start(large), level: .random) as Any },
    ] {
      do {
        _ = try await ask()
        Issue.record("a 4x4 question was searched within 1 MB")
      } catch let error as TicTacToeError {
        guard case .memoryBudgetExceeded(let needed, let budget) = error else {
          Issue.record("\(error)")
          continue
        }
        #expect(needed > 43_046_721 && budget == 1 << 20)
      }
    }
    #expect(await engine.warmGeometries == [.ticTacToe])
    for budget in [0, -1, Int.min] {
      let tight = Engine(memoryBudget: budget)
      await #expect(throws: TicTacToeError.self) { try await tight.analysis(of: .start()) }
    }
  }
}
