import Testing
import TicTacToe

@Suite struct MatchTests {
  @Test(arguments: [(Level.perfect, Level.random), (.random, .perfect)])
  func perfectNeverLosesToRandom(x: Level, o: Level) {
    var match = Match(x: x, o: o)
    var generator = SeededGenerator(seed: 2_026)
    let result = match.play(games: 3_000, using: &generator)
    #expect(result.games == 3_000)
    if x == .perfect {
      #expect(result.oWins == 0)
      #expect(result.xWins > 2_500)  // random O loses almost always
    } else {
      #expect(result.xWins == 0)
    }
  }

  @Test func perfectAgainstPerfectIsAlwaysADraw() {
    var match = Match(x: .perfect, o: .perfect)
    var generator = SeededGenerator(seed: 7)
    #expect(match.play(games: 500, using: &generator).draws == 500)
  }

  @Test func perfectNeverLosesFromAnyReachablePosition() {
    // From every position where the side to move can hold at least a draw, perfect
    // play by that side against random play never loses.
    var searcher = Searcher()
    var generator = SeededGenerator(seed: 11)
    for position in ReachablePositions(.ticTacToe).all where position.status == .ongoing {
      guard let value = searcher.bestMoves(position).evaluation, value.outcome != .loss else {
        continue
      }
      let mover = position.toMove!
      var match = Match(
        x: mover == .x ? .perfect : .random, o: mover == .o ? .perfect : .random, from: position)
      let game = match.playGame(using: &generator)
      #expect(game.winner != mover.opponent, "\(position.notation)")
      if value.outcome == .win { #expect(game.winner == mover, "\(position.notation)") }
    }
  }

  @Test func theSameSeedPlaysTheSameGames() {
    var first = Match(x: .casual, o: .strong)
    var second = Match(x: .casual, o: .strong)
    var a = SeededGenerator(seed: 99)
    var b = SeededGenerator(seed: 99)
    for _ in 0..<50 {
      #expect(first.playGame(using: &a).history == second.playGame(using: &b).history)
    }
  }

  @Test func perfectPicksAmongEquallyPerfectMoves() {
    // Every first move draws, so over many seeds the perfect player opens everywhere.
    var searcher = Searcher()
    var openings = Set<Int>()
    for seed in 0..<200 {
      var generator = SeededGenerator(seed: UInt64(seed))
      openings.insert(Level.perfect.move(in: .start(), searcher: &searcher, using: &generator))
    }
    #expect(openings == Set(0..<9))
  }

  @Test func everyLevelPlaysOnlyLegalMovesOnEveryShape() throws {
    for geometry in [try Geometry(rows: 4, columns: 4, k: 3), try Geometry(rows: 2, columns: 5)] {
      for level in Level.allCases {
        var match = Match(x: level, o: .random, from: .start(geometry))
        var generator = SeededGenerator(seed: 5)
        let game = match.playGame(using: &generator)
        #expect(game.isOver)
      }
    }
  }

  @Test func blunderRatesRiseAsLevelsFall() {
    #expect(Level.allCases.map(\.blunderRate) == [0, 0.1, 0.4, 1])
  }
}
