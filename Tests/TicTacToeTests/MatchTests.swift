import DataFiles
import NaiveGames
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

  /// Whole games of every level, as X and as O, against random play on boards of other
  /// shapes, replayed on the naive board of the tests: every move is on an empty cell,
  /// the game ends at the first line or on a full board, with the naive board's result.
  /// The perfect player also keeps to the value `data/perfect-play.csv` gives the
  /// empty board: it never loses a drawn game, and as X wins a won one within its plies.
  @Test(arguments: Level.allCases)
  func everyLevelPlaysLegalGamesThatEndAtTheFirstLine(level: Level) throws {
    let values = try DataFile.rows("perfect-play.csv")
    for (rows, columns, k) in [(4, 4, 3), (3, 4, 4), (4, 3, 3)] {
      let row = try #require(
        values.first { $0["rows"] == "\(rows)" && $0["cols"] == "\(columns)" && $0["k"] == "\(k)" })
      let (value, plies) = (row["value"]!, Int(row["plies"]!)!)
      let geometry = try Geometry(rows: rows, columns: columns, k: k)
      var generator = SeededGenerator(seed: 5)
      for (x, o) in [(level, Level.random), (.random, level)] {
        var match = Match(x: x, o: o, from: .start(geometry))
        for _ in 0..<20 {
          let game = match.playGame(using: &generator)
          var naive = NaiveBoard(rows: rows, columns: columns, k: k)
          for cell in game.history {
            #expect(!naive.isOver, "\(geometry): \(game.history) goes on after the end")
            #expect(naive.emptyCells.contains(cell), "\(geometry): \(game.history)")
            guard naive.emptyCells.contains(cell) else { break }
            naive = naive.playing(cell)
          }
          #expect(naive.isOver, "\(geometry): \(game.history) stops before the end")
          let winner: Player? =
            naive.hasLine(NaivePiece.x) ? .x : naive.hasLine(NaivePiece.o) ? .o : nil
          #expect(game.winner == winner && game.isOver, "\(geometry): \(game.history)")
          #expect(game.isDraw == (winner == nil), "\(geometry): \(game.history)")
          guard level == .perfect else { continue }
          let perfect: Player = x == .perfect ? .x : .o
          if value == "draw" { #expect(winner != perfect.opponent, "\(geometry): \(game.history)") }
          if value == "win" && perfect == .x {
            #expect(winner == .x && game.history.count <= plies, "\(geometry): \(game.history)")
          }
        }
      }
    }
  }

  @Test func blunderRatesRiseAsLevelsFall() {
    #expect(Level.allCases.map(\.blunderRate) == [0, 0.1, 0.4, 1])
  }
}
