import TicTacToe

extension Match {
  /// The tally in words: the settings, then X wins, O wins and draws with their shares,
  /// the seed and the time.
  ///
  /// - Parameters:
  ///   - result: The games this match played.
  ///   - seed: The seed the games were played with, given or drawn.
  ///   - seconds: How long they took.
  func report(_ result: MatchResult, seed: UInt64, seconds: Double) -> String {
    let percent = { (count: Int) in
      JSONValue.format(100 * Double(count) / Double(max(result.games, 1)), digits: 1) + "%"
    }
    let games = result.games == 1 ? "1 game" : "\(result.games) games"
    return """
      \(x) (X) against \(o) (O), \(games) from \(start.boardNotation) (\(start.geometry))
      X wins: \(result.xWins) (\(percent(result.xWins)))
      O wins: \(result.oWins) (\(percent(result.oWins)))
      draws:  \(result.draws) (\(percent(result.draws)))
      seed: \(seed)
      time: \(Format.seconds(seconds))
      """
  }

  /// The tally and the settings as one JSON object: `{"games", "xWins", "oWins",
  /// "draws", "x", "o", "board", "rows", "cols", "k", "seed", "seconds"}`.
  ///
  /// - Parameters:
  ///   - result: The games this match played.
  ///   - seed: The seed the games were played with, given or drawn.
  ///   - seconds: How long they took.
  func json(_ result: MatchResult, seed: UInt64, seconds: Double) -> JSONValue {
    .object([
      ("games", .int(result.games)), ("xWins", .int(result.xWins)),
      ("oWins", .int(result.oWins)), ("draws", .int(result.draws)),
      ("x", .string(x.name)), ("o", .string(o.name)),
      ("board", .string(start.boardNotation)), ("rows", .int(start.geometry.rows)),
      ("cols", .int(start.geometry.columns)), ("k", .int(start.geometry.k)),
      ("seed", .unsigned(seed)),
      ("seconds", .number(seconds, digits: 6)),
    ])
  }
}
