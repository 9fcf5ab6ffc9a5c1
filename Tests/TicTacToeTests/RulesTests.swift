import DataFiles
import NaiveGames
import Testing
import TicTacToe
import TicTacToeTools

/// Misère, gravity and both, against the naive games, which play them by their own code:
/// every reachable position of every shape of up to 9 cells and every k, with one warm
/// searcher per shape and rule.
@Suite struct RulesTests {
  /// The engine's rules for the naive ones, named here.
  static func rules(_ naive: NaiveRules) -> Rules {
    switch (naive.misere, naive.gravity) {
    case (false, false): .normal
    case (true, false): .misere
    case (false, true): .gravity
    case (true, true): .gravityMisere
    }
  }

  /// Every shape of up to `cells` cells with every k, under every rule but the normal one.
  static func variants(upTo cells: Int) -> [(Int, Int, Int, NaiveRules)] {
    var all: [(Int, Int, Int, NaiveRules)] = []
    for rows in 1...cells {
      for columns in 1...(cells / rows) {
        for k in 1...max(rows, columns) {
          for rules in NaiveRules.allCases.dropFirst() { all.append((rows, columns, k, rules)) }
        }
      }
    }
    return all
  }

  static func position(_ board: NaiveBoard) throws -> Position {
    try AnalysisTests.position(board)
  }

  @Test(arguments: variants(upTo: LongTests.enabled ? 9 : 6))
  func everyReachablePositionAgreesWithTheNaiveSolver(
    rows: Int, columns: Int, k: Int, rules: NaiveRules
  ) throws {
    var solver = NaiveSolver(rows: rows, columns: columns, k: k, rules: rules)
    var searcher = Searcher(
      geometry: try Geometry(rows: rows, columns: columns, k: k, rules: Self.rules(rules)))
    for board in NaiveBoard.reachable(rows: rows, columns: columns, k: k, rules: rules)
      .joined()
    {
      let position = try Self.position(board)
      #expect(position.status == AnalysisTests.status(board), "\(position.notation)")
      #expect(Array(position.legalMoves) == (board.isOver ? [] : board.legalMoves))
      try AnalysisTests.check(board, searcher: &searcher, solver: &solver)
      if !board.isOver {
        let outcome = try searcher.outcome(of: position)
        #expect(outcome == Self.value(board, &solver).outcome, "\(position.notation)")
      }
    }
  }

  /// The naive value of an unfinished board, as the engine names it.
  static func value(_ board: NaiveBoard, _ solver: inout NaiveSolver) -> Evaluation {
    AnalysisTests.evaluation(solver.value(of: board))
  }

  @Test(arguments: variants(upTo: LongTests.enabled ? 9 : 6))
  func everyLookAheadLevelPlaysAsTheNaiveLookAhead(
    rows: Int, columns: Int, k: Int, rules: NaiveRules
  ) throws {
    var searcher = Searcher(
      geometry: try Geometry(rows: rows, columns: columns, k: k, rules: Self.rules(rules)))
    for board in NaiveBoard.reachable(rows: rows, columns: columns, k: k, rules: rules)
      .joined() where !board.isOver
    {
      for plies in [1, 2, 3] {
        var generator = SeededGenerator(seed: 1)
        let chosen = try Level.lookAhead(plies).chooseMove(
          in: try Self.position(board), searcher: &searcher, using: &generator)
        let naive = NaiveLookAhead(plies: plies).bestMoves(of: board)
        #expect(naive.contains(try #require(chosen)), "\(board.cells) \(plies)")
      }
    }
  }

  @Test(arguments: variants(upTo: LongTests.enabled ? 9 : 6))
  func perftCountsTheNaiveTree(rows: Int, columns: Int, k: Int, rules: NaiveRules) throws {
    let start = NaiveBoard(rows: rows, columns: columns, k: k, rules: rules)
    let naive = NaiveGameTree(from: start, upToSymmetry: true)
    let geometry = try Geometry(rows: rows, columns: columns, k: k, rules: Self.rules(rules))
    var counter = PerftCounter(geometry: geometry)
    let depth = geometry.cellCount
    let walked = try counter.count(from: .start(geometry), depth: depth)
    let hashed = try counter.count(
      from: .start(geometry), depth: depth, method: .hashed, upToSymmetry: true)
    for result in [walked, hashed] {
      #expect(result.nodes == naive.nodes, "\(geometry)")
      #expect(result.games == naive.games, "\(geometry)")
      #expect(result.draws == naive.draws, "\(geometry)")
      #expect(result.xWins == naive.xWins && result.oWins == naive.oWins, "\(geometry)")
      #expect(result.layersFromRoot.map(\.perft) == naive.layers.map(\.sequences))
    }
    #expect(hashed.positions == naive.positions, "\(geometry)")
    #expect(hashed.positionsUpToSymmetry == naive.positionsUpToSymmetry, "\(geometry)")
  }

  /// Published: misère tic-tac-toe is a draw, and the centre is X's one first move that
  /// does not lose; Connect Four on a 4x4 board is a draw.
  @Test(
    arguments: try DataFile.rows("rule-variants.csv").filter {
      LongTests.enabled || $0["rows"]! + $0["cols"]! != "44"
    })
  func theEmptyBoardHasItsPublishedValue(row: [String: String]) throws {
    try PerfectPlayTests.checkEmptyBoard(row, rules: try #require(Rules(rawValue: row["rules"]!)))
  }

  /// One engine keeps a warm table per shape and rules: the same 3x4 board is a win for X
  /// under the normal rule and a loss under misère, whichever is asked first, as
  /// `data/` gives them.
  @Test func oneEngineKeepsTheRulesApart() async throws {
    let normal = try #require(
      try DataFile.rows("perfect-play.csv").first {
        $0["rows"] == "3" && $0["cols"] == "4" && $0["k"] == "3"
      })
    let misere = try #require(
      try DataFile.rows("rule-variants.csv").first {
        $0["rows"] == "3" && $0["cols"] == "4" && $0["k"] == "3" && $0["rules"] == "misere"
      })
    let engine = Engine()
    for _ in 0..<2 {
      for (row, rules) in [(misere, Rules.misere), (normal, Rules.normal)] {
        let geometry = try Geometry(rows: 3, columns: 4, k: 3, rules: rules)
        let hint = try await engine.hint(for: .start(geometry))
        let expected = Evaluation(
          outcome: Outcome(rawValue: row["value"]!)!, plies: Int(row["plies"]!)!)
        #expect(hint.evaluation == expected, "\(geometry)")
      }
    }
  }

  /// A gravity board with a piece over an empty cell is one no game reaches.
  @Test func aFloatingPieceIsRefusedUnderGravity() throws {
    let geometry = try Geometry(rows: 3, columns: 3, rules: .gravity)
    #expect(throws: TicTacToeError.floatingPiece(cell: 0)) {
      try Position(geometry: geometry, x: Bitboard(cell: 0), o: Bitboard(cell: 6))
    }
    let position = try Position(geometry: geometry, x: Bitboard(cell: 6), o: Bitboard(cell: 3))
    #expect(Array(position.legalMoves) == [0, 7, 8])
    #expect(throws: TicTacToeError.floatingPiece(cell: 1)) { try position.playing(1) }
    #expect(try position.cell(droppingIn: 0) == 0 && position.cell(droppingIn: 2) == 8)
  }

  /// The rule is written after the board only when it is not the normal one, and read back.
  @Test func theNotationNamesTheRule() throws {
    #expect(Position.start(.ticTacToe).notation == ".../.../...")
    for rules in Rules.allCases {
      let geometry = try Geometry(rows: 3, columns: 4, k: 2, rules: rules)
      let position = try Position(geometry: geometry, x: Bitboard(cell: 9), o: .empty)
      let expected = "..../..../.X.. k=2" + (rules == .normal ? "" : " \(rules.rawValue)")
      #expect(position.notation == expected)
      #expect(try Position(notation: expected) == position)
    }
  }
}
