import DataFiles
import Testing

@testable import TicTacToe

/// The levels' names, and what each kind of level plays.
@Suite struct LevelTests {
  /// Every level there is: the standard ones and every look-ahead.
  static let levels = Level.standard + Level.lookAheadPlies.map(Level.lookAhead)

  @Test func everyLevelIsReadBackFromItsName() {
    for level in Self.levels {
      #expect(Level(name: level.name) == level)
      #expect("\(level)" == level.name)
    }
    #expect(Level.standard.map(\.name) == ["perfect", "strong", "casual", "random"])
    #expect(Level.lookAhead(3).name == "ahead-3")
    #expect(Set(Self.levels.map(\.name)).count == Self.levels.count)
  }

  @Test(arguments: [
    "", "ahead", "ahead-", "ahead-0", "ahead-17", "ahead--1", "ahead-+3", "ahead-03", "ahead-x",
    "ahead-3 ", "ahead 3", "Perfect", "AHEAD-3", "godlike", "lookAhead(3)",
  ])
  func otherNamesAreNoLevel(name: String) {
    #expect(Level(name: name) == nil)
  }

  /// A look-ahead an app can write but no board has is refused with its plies, not a trap.
  @Test(arguments: [0, 17, -3])
  func aLookAheadOutOfRangeIsATypedError(plies: Int) {
    var (searcher, generator) = (Searcher(), SeededGenerator(seed: 1))
    #expect(throws: TicTacToeError.lookAheadOutOfRange(plies: plies)) {
      try Level.lookAhead(plies).chooseMove(in: .start(), searcher: &searcher, using: &generator)
    }
    #expect(Level(name: Level.lookAhead(plies).name) == nil)
    #expect(throws: TicTacToeError.lookAheadOutOfRange(plies: plies)) {
      try Match(x: .perfect, o: .lookAhead(plies))
    }
  }

  /// A searcher of another shape is refused by every level, before any search.
  @Test(arguments: levels)
  func aSearcherOfAnotherShapeIsATypedError(level: Level) throws {
    let other = try Geometry(rows: 4, columns: 4, k: 3)
    var (searcher, generator) = (Searcher(), SeededGenerator(seed: 1))
    #expect(throws: TicTacToeError.geometryMismatch(searcher: .ticTacToe, position: other)) {
      try level.chooseMove(in: .start(other), searcher: &searcher, using: &generator)
    }
  }

  /// From a board with one perfect move among five, a level strays from it as often as
  /// its blunder rate says (a blunder is any legal move, the perfect one included): never
  /// for `perfect` and the look-ahead levels, one move in ten for `strong` less the
  /// blunders that hit the perfect move, two in five for `casual`, every time for `random`
  /// but when chance picks it; within four standard deviations over 2,000 moves.
  @Test(arguments: [
    (Level.perfect, 0.0), (.strong, 0.1), (.casual, 0.4), (.random, 1.0), (.lookAhead(5), 0),
  ])
  func levelsStrayFromThePerfectMoveAtTheirBlunderRate(level: Level, rate: Double) throws {
    let position = try Position(notation: "X.O/.X./..O")  // only 6 (cell 5) holds the draw
    var searcher = Searcher()
    let perfect = try #require(try searcher.bestMoves(position).bestMoves.first)
    #expect(Array(try searcher.bestMoves(position).bestMoves) == [perfect])
    let moves = 2_000
    var generator = SeededGenerator(seed: 21)
    var strays = 0
    for _ in 0..<moves {
      let cell = try #require(
        try level.chooseMove(in: position, searcher: &searcher, using: &generator))
      #expect(position.legalMoves.contains(cell))
      if cell != perfect { strays += 1 }
    }
    let legal = Double(position.legalMoves.count)
    let chance = rate * (legal - 1) / legal
    let deviation = (Double(moves) * chance * (1 - chance)).squareRoot()
    #expect(abs(Double(strays) - Double(moves) * chance) <= 4 * deviation, "\(level)")
  }

  /// The moves `level` plays from `notation` over `seeds` seeded games, as cell numbers
  /// from 1.
  static func moves(of level: Level, from notation: String, seeds: Int = 100) throws -> Set<Int> {
    let position = try Position(notation: notation)
    var searcher = Searcher(geometry: position.geometry)
    var moves = Set<Int>()
    for seed in 0..<seeds {
      var generator = SeededGenerator(seed: UInt64(seed))
      moves.insert(
        try #require(try level.chooseMove(in: position, searcher: &searcher, using: &generator)) + 1
      )
    }
    return moves
  }

  /// O threatens 3. One ply sees no more than its own move, so it plays anywhere; two
  /// plies see O's reply and block.
  @Test func onePlyMissesABlockAndTwoPliesMakeIt() throws {
    let board = "OO./.X./..X"
    #expect(try Self.moves(of: .lookAhead(1), from: board) == [3, 4, 6, 7, 8])
    #expect(try Self.moves(of: .lookAhead(2), from: board) == [3])
  }

  /// X can fork on 4 (threats on 6 and 7) or on 7 (threats on 3 and 4), and has nothing
  /// else to do. Two plies do not see the fork; three do, and play only the forks.
  @Test func twoPliesMissAForkAndThreePliesMakeIt() throws {
    let board = "XO./.X./..O"
    #expect(try Self.moves(of: .lookAhead(2), from: board) == [3, 4, 6, 7, 8])
    #expect(try Self.moves(of: .lookAhead(3), from: board) == [4, 7])
  }

  /// X holds opposite corners around O's centre. A corner for O loses: X blocks it and
  /// so forks, four plies on. Three plies do not see that coming; four do, and take an
  /// edge.
  @Test func threePliesMissTheOtherSidesForkAndFourPliesSeeIt() throws {
    let board = "X../.O./..X"
    #expect(try Self.moves(of: .lookAhead(3), from: board) == [2, 3, 4, 6, 7, 8])
    #expect(try Self.moves(of: .lookAhead(4), from: board) == [2, 4, 6, 8])
  }

  /// A look-ahead that sees to the end plays perfectly, which `ai serve` counts on to answer
  /// it with the perfect level's table: on every board of `data/tictactoe-3x3-solutions.csv`
  /// still going on, each move it picks is one of the best, the one the perfect level picks
  /// with the same seed.
  @Test func aLookAheadToTheEndPlaysThePerfectMove() throws {
    var (searcher, perfect) = (Searcher(), Searcher())
    for row in try DataFile.rows("tictactoe-3x3-solutions.csv") where row["status"] == "ongoing" {
      let position = try Position(notation: row["board"]!)
      let best = Set(row["best"]!.split(separator: " ").map { Int($0)! - 1 })
      for (plies, seed) in [(position.emptyCells.count, 1), (9, 2)] {
        var (generator, same) = (
          SeededGenerator(seed: UInt64(seed)), SeededGenerator(seed: UInt64(seed))
        )
        let move = try Level.lookAhead(plies).chooseMove(
          in: position, searcher: &searcher, using: &generator)
        #expect(best.contains(move!), "\(position) ahead-\(plies)")
        #expect(
          move == (try Level.perfect.chooseMove(in: position, searcher: &perfect, using: &same)))
      }
    }
  }

  @Test func everyLookAheadTakesTheFastestWin() throws {
    // X wins on 3 at once (and could later elsewhere): every look-ahead takes 3.
    for plies in 1...5 {
      #expect(try Self.moves(of: .lookAhead(plies), from: "XX./OO./...") == [3])
    }
  }

  /// O threatens 3, 8 and 9, and X has no win: every move loses in two plies, and a
  /// look-ahead that sees it plays any of them.
  @Test func whenEveryMoveLosesAnyMoveWillDo() throws {
    #expect(try Self.moves(of: .lookAhead(2), from: "OO./XOX/X..") == [3, 8, 9])
  }

  @Test func lookAheadPicksAtRandomAmongEquallyGoodMoves() throws {
    // On the empty 3x3 board no first move wins or loses, however far one looks.
    #expect(try Self.moves(of: .lookAhead(2), from: ".../.../...", seeds: 300) == Set(1...9))
  }

  /// Seeing as many plies as there are empty cells, or more, a look-ahead level plays
  /// only moves the perfect level plays, from every unfinished 3x3 position.
  @Test func seeingToTheEndItPlaysOnlyPerfectMoves() throws {
    var searcher = Searcher()
    var generator = SeededGenerator(seed: 3)
    var position = Position.start()
    var stack = [position]
    var seen = Set<Position>()
    while let next = stack.popLast() {
      position = next
      guard position.status == .ongoing, seen.insert(position).inserted else { continue }
      let perfect = Set(try searcher.bestMoves(position).bestMoves)
      let empty = position.emptyCells.count
      for plies in [empty, Level.lookAheadPlies.upperBound] {
        for _ in 0..<3 {
          let move = try #require(
            try Level.lookAhead(plies).chooseMove(
              in: position, searcher: &searcher, using: &generator))
          #expect(perfect.contains(move), "ahead-\(plies) on \(position.notation)")
        }
      }
      stack += position.legalMoves.map(position.playingLegal)
    }
    // Every unfinished position: as many as the memo workload expands (`data/bench.csv`).
    #expect(seen.count == (try DataFile.benchNodes()["memo"]))
  }

  /// Within a budget the perfect level plays a proven best move when its search finishes:
  /// on every unfinished 3x3 position; on Connect Four's empty board, which no search
  /// solves in a second, the move nearest the centre column of the deepest finished
  /// search, with its plies.
  @Test func perfectWithinABudgetSaysWhenItsMoveIsNotProven() throws {
    var searcher = Searcher()
    var generator = SeededGenerator(seed: 7)
    var stack = [Position.start()]
    var seen = Set<Position>()
    while let position = stack.popLast() {
      guard position.status == .ongoing, seen.insert(position).inserted else { continue }
      let perfect = Set(try searcher.bestMoves(position).bestMoves)
      let (move, horizon) = try #require(
        try Level.perfect.chooseMove(
          in: position, searcher: &searcher, using: &generator, within: .seconds(60)))
      #expect(perfect.contains(move) && horizon == nil, "\(position.notation)")
      stack += position.legalMoves.map(position.playingLegal)
    }
    let connectFour = Position.start(try Geometry(rows: 6, columns: 7, rules: .gravity))
    var big = Searcher(geometry: connectFour.geometry)
    let began = ContinuousClock.now
    let (move, horizon) = try #require(
      try Level.perfect.chooseMove(
        in: connectFour, searcher: &big, using: &generator, within: .milliseconds(300)))
    #expect(ContinuousClock.now - began < .seconds(5))
    #expect(connectFour.legalMoves.contains(move))
    #expect((horizon ?? 0) >= 1, "\(String(describing: horizon))")
    // A level other than perfect says nothing of proof.
    let random = try Level.random.chooseMove(
      in: connectFour, searcher: &big, using: &generator, within: .milliseconds(300))
    #expect(random?.horizon == nil)
  }

  /// Only the levels that play a perfect move need the searcher's table: a random move or
  /// a look-ahead, to the end of the board included, builds none.
  @Test(arguments: [Level.random, .lookAhead(1), .lookAhead(3), .lookAhead(9)])
  func levelsThatSeeNoFurtherThanTheirHorizonBuildNoTable(level: Level) throws {
    var searcher = Searcher()
    var generator = SeededGenerator(seed: 5)
    var position = Position.start()
    while let move = try level.chooseMove(in: position, searcher: &searcher, using: &generator) {
      position = try position.playing(move)
    }
    #expect(position.status.isOver && !searcher.holdsTable)
    _ = try Level.perfect.chooseMove(in: .start(), searcher: &searcher, using: &generator)
    #expect(searcher.holdsTable)
  }
}
