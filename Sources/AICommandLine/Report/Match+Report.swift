import TicTacToe

extension Match {
  func report(_ result: MatchResult, seed: UInt64, seconds: Double) -> String {
    let percent = { (count: Int) in
      Format.decimal(100 * Double(count) / Double(max(result.games, 1)), digits: 1) + "%"
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

  /// Appends ``report(_:seed:seconds:)`` or its JSON, and a newline.
  func write(
    _ result: MatchResult, seed: UInt64, seconds: Double, json: Bool, to out: inout ByteBuffer
  ) {
    guard json else { return out.append(line: report(result, seed: seed, seconds: seconds)) }
    out.append("{")
    out.append(members: [
      "games": result.games, "xWins": result.xWins, "oWins": result.oWins, "draws": result.draws,
    ])
    out.append(key: "x", string: x.name)
    out.append(key: "o", string: o.name)
    out.appendJSON(board: start, withShape: true)
    out.append(key: "seed")
    out.append(string: String(seed))
    out.append(key: "seconds", value: seconds, digits: 6)
    out.append("}\n")
  }
}
