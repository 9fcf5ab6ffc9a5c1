import DataFiles
import NaiveGames
import Testing
import TicTacToe

/// Boards past 16 cells, searched over 64-bit masks with a hashed table: every answer on
/// positions with few empty cells checked against the naive solver, which shares no code
/// with the engine, under every rule, on the shapes players try after tic-tac-toe.
@Suite struct LargeBoardTests {
  /// 5x5 four in a row, 6x6 four, 8x8 five, two long thin boards, Connect Four's 6x7.
  static let shapes = [(5, 5, 4), (6, 6, 4), (8, 8, 5), (2, 20, 4), (1, 40, 3), (6, 7, 4)]

  /// A position of `board`'s shape and rules with `empty` empty cells and no line, reached by
  /// random moves that make none (every such board with legal counts is a game's).
  static func randomPosition(
    _ start: NaiveBoard, empty: Int, using generator: inout some RandomNumberGenerator
  ) -> NaiveBoard {
    while true {
      var board = start
      while board.emptyCells.count > empty {
        let safe = board.legalMoves.filter { !board.playing($0).hasLine(through: $0) }
        guard let cell = safe.randomElement(using: &generator) else { break }
        board = board.playing(cell)
      }
      if board.emptyCells.count == empty { return board }
    }
  }

  @Test(arguments: shapes.indices, NaiveRules.allCases)
  func everyAnswerMatchesTheNaiveSolver(shape: Int, rules: NaiveRules) throws {
    let (rows, columns, k) = Self.shapes[shape]
    let start = NaiveBoard(rows: rows, columns: columns, k: k, rules: rules)
    var generator = SeededGenerator(
      seed: UInt64(shape * 4 + (rules.misere ? 1 : 0) + (rules.gravity ? 2 : 0)))
    var solver = NaiveSolver(rows: rows, columns: columns, k: k, rules: rules)
    // A warm searcher, and one whose table holds a bucket: the answers are the same.
    let geometry = try AnalysisTests.position(start).geometry
    var searchers = [Searcher(geometry: geometry), Searcher(geometry: geometry, tableBudget: 1)]
    let count = LongTests.choose(fast: 6, long: 16)
    for index in 0..<count {
      let empty = LongTests.choose(fast: 10, long: 12) - index % 3
      let board = Self.randomPosition(start, empty: empty, using: &generator)
      for which in searchers.indices {
        try AnalysisTests.check(board, searcher: &searchers[which], solver: &solver)
      }
    }
  }

  /// A position and its images under the symmetries the board and rules keep share the
  /// hashed table's entries: once one is analysed, an image's analysis, the same moves
  /// mapped, finds the opening's positions there (up to 12 pieces) and visits fewer. The
  /// left-right mirror under every rule; the half turn where there is no gravity.
  @Test(arguments: [Rules.normal, .gravity, .misere, .gravityMisere])
  func aPositionAndItsImagesShareTheTable(rules: Rules) throws {
    // 4x6, four in a row, 16 cells empty: each solved in a fraction of a second.
    let geometry = try Geometry(rows: 4, columns: 6, k: 4, rules: rules)
    var position = Position.start(geometry)
    for column in [0, 1, 2, 3, 4, 5, 0, 1] {
      position = try position.playing(position.cell(droppingIn: column))
    }
    let mirror = { (cell: Int) in cell / 6 * 6 + 5 - cell % 6 }
    let maps = [mirror] + (rules.hasGravity ? [] : [{ (cell: Int) in 23 - cell }])
    var cold = Searcher(geometry: geometry)
    let first = try cold.analyze(position)
    for map in maps {
      let image = { (cells: Bitboard) in
        Bitboard(rawValue: cells.reduce(UInt64(0)) { $0 | 1 << map($1) })
      }
      let imaged = try Position(geometry: geometry, x: image(position.x), o: image(position.o))
      #expect(imaged != position)
      var fresh = Searcher(geometry: geometry)
      let alone = try fresh.analyze(imaged)
      let warm = try cold.analyze(imaged)
      #expect(warm.bestMoves == alone.bestMoves && warm.evaluation == alone.evaluation)
      #expect(first.bestMoves.map(map).sorted() == Array(alone.bestMoves))
      // The images share the opening's entries (up to 12 pieces): the first plies.
      #expect(warm.nodes * 2 < alone.nodes, "\(warm.nodes) \(alone.nodes)")
    }
  }

  /// The empty boards of `data/large-boards.csv`, solved: the engine's own answers, pinned
  /// there, so that a change to them is deliberate (the naive solver takes too long on
  /// 20 and 25 cells; 5x5 takes the engine under a second).
  @Test func theEmptyLargeBoardsAreSolvedAsDataRecords() throws {
    for row in try DataFile.rows("large-boards.csv") {
      let geometry = try Geometry(
        rows: Int(row["rows"]!)!, columns: Int(row["cols"]!)!, k: Int(row["k"]!)!,
        rules: Rules(rawValue: row["rules"]!)!)
      var searcher = Searcher(geometry: geometry)
      let hint = try searcher.bestMoves(.start(geometry))
      let outcome = try #require(Outcome(rawValue: row["value"]!))
      #expect(hint.evaluation == Evaluation(outcome: outcome, plies: Int(row["plies"]!)!))
      let best = row["best"]!.split(separator: " ").map { Int($0)! - 1 }
      #expect(Array(hint.bestMoves) == best, "\(row)")
    }
  }

  @Test func theTableTakesWhatItIsGiven() throws {
    let geometry = try Geometry(rows: 6, columns: 7, k: 4, rules: .gravity)
    let small = Searcher.memoryNeeded(for: geometry, tableBudget: 1)
    let large = Searcher.memoryNeeded(for: geometry, tableBudget: 1 << 20)
    #expect(large - small == (1 << 20) - 64)
    let tiny = Searcher.memoryNeeded(for: geometry, tableBudget: (1 << 20) + 5)
    #expect(tiny == large)
  }
}
