// Engine against engine: a match's games, and the tally of them.
/// The tally of engine-against-engine games. In JSON it is `{"games", "xWins", "oWins",
/// "draws"}`, as `ai match --json` prints it (beside the match's levels, board and seed),
/// read only when the counts add up.
public struct MatchResult: Hashable, Sendable {
  /// Games played.
  public var games = 0
  /// Games X won.
  public var xWins = 0
  /// Games O won.
  public var oWins = 0
  /// Games drawn.
  public var draws = 0

  /// An empty tally.
  public init() {}

  /// Adds a finished game; internal, so no app can pass one still going on.
  mutating func record(_ status: GameStatus) {
    games += 1
    switch status {
    case .won(.x): xWins += 1
    case .won(.o): oWins += 1
    case .draw: draws += 1
    case .ongoing: preconditionFailure("the game is not over")
    }
  }
}

extension MatchResult: Codable {
  private enum CodingKeys: String, CodingKey {
    case games, xWins, oWins, draws
  }

  /// Whether no count is negative and the games are the wins and draws.
  private var addsUp: Bool {
    let (wins, overflow) = xWins.addingReportingOverflow(oWins)
    let (total, overflowAgain) = wins.addingReportingOverflow(draws)
    return min(xWins, oWins, draws) >= 0 && !overflow && !overflowAgain && total == games
  }

  /// Reads the counts, refused unless they add up: none negative, as many games as wins
  /// and draws.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    games = try container.decode(Int.self, forKey: .games)
    xWins = try container.decode(Int.self, forKey: .xWins)
    oWins = try container.decode(Int.self, forKey: .oWins)
    draws = try container.decode(Int.self, forKey: .draws)
    guard addsUp else {
      throw TicTacToeError.corrupted(
        "\(games) games are not \(xWins) + \(oWins) wins and \(draws) draws",
        at: container.codingPath + [CodingKeys.games])
    }
  }

  /// Writes the counts; throws for a tally that does not add up, which could not be read.
  public func encode(to encoder: any Encoder) throws {
    guard addsUp else {
      throw TicTacToeError.unreadable(self, "the counts do not add up", at: encoder.codingPath)
    }
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(games, forKey: .games)
    try container.encode(xWins, forKey: .xWins)
    try container.encode(oWins, forKey: .oWins)
    try container.encode(draws, forKey: .draws)
  }
}

/// Engine against engine: plays whole games between two levels from a start position.
public struct Match: Sendable {
  /// The level playing X.
  public let x: Level
  /// The level playing O.
  public let o: Level
  /// Where every game starts.
  public let start: Position
  private var searcher: Searcher

  /// A match between `x` and `o` from `start`, a game still going on, whose searcher's
  /// table on a board past 16 cells takes at most `tableBudget` bytes.
  ///
  /// - Throws: ``TicTacToeError/lookAheadOutOfRange(plies:)`` for a look-ahead level outside
  ///   ``Level/lookAheadPlies``; ``TicTacToeError/gameOver(_:)`` when `start` is finished,
  ///   where no game can be played.
  public init(
    x: Level, o: Level, from start: Position = .start(),
    tableBudget: Int = Searcher.defaultTableBudget
  ) throws(TicTacToeError) {
    try x.checkPlies()
    try o.checkPlies()
    guard start.status == .ongoing else { throw .gameOver(start.status) }
    (self.x, self.o, self.start) = (x, o, start)
    searcher = Searcher(geometry: start.geometry, tableBudget: tableBudget)
  }

  /// The bound each move's search runs within, `nil` for none: on a large board, where a
  /// perfect move can take minutes, what lets a match stop in the middle of a game.
  public var searchLimit: SearchLimit? {
    get { searcher.limit }
    set { searcher.limit = newValue }
  }

  /// Plays one game to the end and returns it; unfinished when ``searchLimit`` stopped a
  /// move's search.
  public mutating func playGame(using generator: inout some RandomNumberGenerator) -> Game {
    var game = Game(from: start)
    // The levels were checked when the match was made, and the searcher is the start's:
    // only the limit stops a move.
    while let player = game.toMove,
      let cell = try? (player == .x ? x : o).chooseMove(
        in: game.position, searcher: &searcher, using: &generator),
      (try? game.play(cell)) != nil
    {}  // a level picks only legal moves
    return game
  }

  /// Plays `games` games and tallies them, calling `progress` with the count every 1,000;
  /// asks `isStopped` after each game, and stops when it says so, with the tally of the
  /// games played (a process stopped by a signal keeps them). A game that
  /// ``searchLimit`` stops is not counted, and ends the match.
  public mutating func play(
    games: Int, using generator: inout some RandomNumberGenerator,
    until isStopped: () -> Bool = { false }, progress: (Int) -> Void = { _ in }
  ) -> MatchResult {
    var result = MatchResult()
    for game in 1...max(games, 1) where game <= games {
      let status = playGame(using: &generator).position.status
      guard status.isOver else { break }
      result.record(status)
      if game % 1_000 == 0 { progress(game) }
      if isStopped() { break }
    }
    return result
  }
}
