import DataFiles
import NaiveGames
import Synchronization
import Testing
import TicTacToe

@Suite struct MatchTests {
  @Test(arguments: [(Level.perfect, Level.random), (.random, .perfect)])
  func perfectNeverLosesToRandom(x: Level, o: Level) throws {
    var match = try Match(x: x, o: o)
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

  /// A match asked to stop ends after the game being played, its tally that of the games
  /// played: here one stop asked after the seventh game.
  @Test func aMatchStopsWhenAsked() throws {
    var match = try Match(x: .perfect, o: .perfect)
    var generator = SeededGenerator(seed: 7)
    var asked = 0
    let result = match.play(
      games: 500, using: &generator,
      until: {
        asked += 1
        return asked == 7
      })
    #expect(result.games == 7 && result.draws == 7)
    #expect(asked == 7)
  }

  @Test func perfectAgainstPerfectIsAlwaysADraw() throws {
    var match = try Match(x: .perfect, o: .perfect)
    var generator = SeededGenerator(seed: 7)
    #expect(match.play(games: 500, using: &generator).draws == 500)
  }

  @Test func perfectNeverLosesFromAnyReachablePosition() throws {
    // From every position where the side to move can hold at least a draw, perfect
    // play by that side against random play never loses.
    var searcher = Searcher()
    var generator = SeededGenerator(seed: 11)
    for position in ReachablePositions(.ticTacToe).all where position.status == .ongoing {
      guard let value = try searcher.bestMoves(position).evaluation, value.outcome != .loss else {
        continue
      }
      let mover = position.toMove!
      var match = try Match(
        x: mover == .x ? .perfect : .random, o: mover == .o ? .perfect : .random, from: position)
      let game = match.playGame(using: &generator)
      #expect(game.position.status.winner != mover.opponent, "\(position.notation)")
      if value.outcome == .win {
        #expect(game.position.status.winner == mover, "\(position.notation)")
      }
    }
  }

  @Test func theSameSeedPlaysTheSameGames() throws {
    var first = try Match(x: .casual, o: .strong)
    var second = try Match(x: .casual, o: .strong)
    var a = SeededGenerator(seed: 99)
    var b = SeededGenerator(seed: 99)
    for _ in 0..<50 {
      #expect(first.playGame(using: &a).history == second.playGame(using: &b).history)
    }
  }

  @Test func perfectPicksAmongEquallyPerfectMoves() throws {
    // Every first move draws, so over many seeds the perfect player opens everywhere.
    var searcher = Searcher()
    var openings = Set<Int>()
    for seed in 0..<200 {
      var generator = SeededGenerator(seed: UInt64(seed))
      openings.insert(
        try #require(
          try Level.perfect.chooseMove(in: .start(), searcher: &searcher, using: &generator)))
    }
    #expect(openings == Set(0..<9))
  }

  /// Whole games of every level, as X and as O, against random play on boards of other
  /// shapes, replayed on the naive board of the tests: every move is on an empty cell,
  /// the game ends at the first line or on a full board, with the naive board's result.
  /// The perfect player also keeps to the value `data/perfect-play.csv` gives the
  /// empty board: it never loses a drawn game, and as X wins a won one within its plies.
  @Test(arguments: Level.standard + [.lookAhead(1), .lookAhead(2), .lookAhead(5)])
  func everyLevelPlaysLegalGamesThatEndAtTheFirstLine(level: Level) throws {
    let values = try DataFile.rows("perfect-play.csv")
    for (rows, columns, k) in [(4, 4, 3), (3, 4, 4), (4, 3, 3)] {
      let row = try #require(
        values.first { $0["rows"] == "\(rows)" && $0["cols"] == "\(columns)" && $0["k"] == "\(k)" })
      let (value, plies) = (row["value"]!, Int(row["plies"]!)!)
      let geometry = try Geometry(rows: rows, columns: columns, k: k)
      var generator = SeededGenerator(seed: 5)
      for (x, o) in [(level, Level.random), (.random, level)] {
        var match = try Match(x: x, o: o, from: .start(geometry))
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
          #expect(
            game.position.status.winner == winner && game.position.status.isOver,
            "\(geometry): \(game.history)")
          #expect(
            (game.position.status == .draw) == (winner == nil), "\(geometry): \(game.history)")
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

  /// The chances of X winning, O winning and a draw when naive look-ahead players of
  /// `x` and `o` plies play from the empty 3x3 board, each picking at random among the
  /// moves it likes best: exact, from every game those picks allow.
  static func naiveOdds(x: Int, o: Int) -> (xWins: Double, oWins: Double, draws: Double) {
    let players = [NaivePiece.x: x, .o: o]
    var known: [Int: (xWins: Double, oWins: Double, draws: Double)] = [:]
    func odds(_ board: NaiveBoard) -> (xWins: Double, oWins: Double, draws: Double) {
      if board.hasLine(.x) { return (1, 0, 0) }
      if board.hasLine(.o) { return (0, 1, 0) }
      if board.isFull { return (0, 0, 1) }
      if let odds = known[board.code] { return odds }
      let moves = naiveBestMoves(of: board, plies: players[board.toMove]!)
      var total = (xWins: 0.0, oWins: 0.0, draws: 0.0)
      for cell in moves {
        let next = odds(board.playing(cell))
        total.xWins += next.xWins / Double(moves.count)
        total.oWins += next.oWins / Double(moves.count)
        total.draws += next.draws / Double(moves.count)
      }
      known[board.code] = total
      return total
    }
    return odds(NaiveBoard(rows: 3, columns: 3, k: 3))
  }

  /// The moves of `board` (3x3) that the naive player of `plies` plies likes best, each
  /// worked out once a run: the odds of one level against each of the others ask for the
  /// same ones, and a naive look-ahead of six plies or more is most of their time.
  static func naiveBestMoves(of board: NaiveBoard, plies: Int) -> [Int] {
    let key = [plies, board.code]
    if let moves = knownBestMoves.withLock({ $0[key] }) { return moves }
    let moves = NaiveLookAhead(plies: plies).bestMoves(of: board)
    knownBestMoves.withLock { $0[key] = moves }
    return moves
  }

  /// The naive players' best moves worked out so far, by plies and the board's code.
  static let knownBestMoves = Mutex<[[Int]: [Int]]>([:])

  /// A look-ahead level against a shallower one, 400 games from each side: the deeper
  /// one wins more than it loses, by about the margin the naive players' exact odds
  /// give (within four standard deviations), and never has a result those odds rule
  /// out. The odds say why: one ply misses blocks, two miss forks, three miss the other
  /// side's forks, and six see every 3x3 game to its end from the first move. Up to four
  /// plies by default; five and six, the slowest to play, in the long form too.
  @Test(
    arguments: LongTests.choose(
      fast: [(2, 1), (3, 2), (4, 3), (4, 1)],
      long: [(2, 1), (3, 2), (4, 3), (5, 4), (6, 5), (4, 1)]
    ))
  func deeperLookAheadBeatsShallower(deeper: Int, shallower: Int) throws {
    let games = 400
    var generator = SeededGenerator(seed: 2_026)
    var deeperWins = 0
    var deeperLosses = 0
    var expectedNet = 0.0
    var variance = 0.0
    for deeperIsX in [true, false] {
      let (x, o) = deeperIsX ? (deeper, shallower) : (shallower, deeper)
      let odds = Self.naiveOdds(x: x, o: o)
      let (win, loss) = deeperIsX ? (odds.xWins, odds.oWins) : (odds.oWins, odds.xWins)
      // Each game scores 1, 0 or -1 for the deeper side.
      expectedNet += Double(games) * (win - loss)
      variance += Double(games) * (win + loss - (win - loss) * (win - loss))
      var match = try Match(x: .lookAhead(x), o: .lookAhead(o))
      let result = match.play(games: games, using: &generator)
      let (wins, losses) = deeperIsX ? (result.xWins, result.oWins) : (result.oWins, result.xWins)
      deeperWins += wins
      deeperLosses += losses
      let side = "ahead-\(deeper) as \(deeperIsX ? "X" : "O")"
      if loss == 0 { #expect(losses == 0, "\(side) lost a game it cannot lose") }
      if win == 0 { #expect(wins == 0, "\(side) won a game it cannot win") }
      if odds.draws == 0 { #expect(result.draws == 0, "\(side) drew a game that cannot be drawn") }
    }
    let margin = 4 * variance.squareRoot()
    // The naive facts alone give the deeper side a clear edge over this many games...
    #expect(expectedNet - margin > 0, "ahead-\(deeper) against ahead-\(shallower)")
    // ...and the engine's games show it.
    #expect(deeperWins > deeperLosses)
    let net = Double(deeperWins - deeperLosses)
    #expect(abs(net - expectedNet) <= margin, "net \(net), expected \(expectedNet) ± \(margin)")
  }

  /// Six plies are enough never to lose a 3x3 game from the empty board, whatever the
  /// other side sees: the naive players' odds rule a loss out, and the engine's games
  /// have none. (Five are not: see the odds of ahead-5 against ahead-6.) Against up to six
  /// plies by default; up to nine, the naive look-ahead's slowest, in the long form.
  @Test(arguments: LongTests.choose(fast: 1...6, long: 1...9))
  func sixPliesNeverLoseOn3x3(other: Int) throws {
    var generator = SeededGenerator(seed: 6)
    for (x, o) in [(6, other), (other, 6)] {
      let odds = Self.naiveOdds(x: x, o: o)
      #expect((x == 6 ? odds.oWins : odds.xWins) == 0, "ahead-\(x) against ahead-\(o)")
      var match = try Match(x: .lookAhead(x), o: .lookAhead(o))
      let result = match.play(games: LongTests.choose(fast: 30, long: 100), using: &generator)
      #expect((x == 6 ? result.oWins : result.xWins) == 0, "ahead-\(x) against ahead-\(o)")
    }
    if other == 5 { #expect(Self.naiveOdds(x: 5, o: 6).oWins > 0) }
  }
}
