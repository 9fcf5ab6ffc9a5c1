// `ai match`'s tally as text or JSON.
import TicTacToe

extension Match {
  /// The tally; `asked`, the games asked for, when it was interrupted before them.
  func report(_ result: MatchResult, of asked: Int? = nil, seed: UInt64, seconds: Double)
    -> String
  {
    let percent = { (count: Int) in
      Format.decimal(100 * Double(count) / Double(max(result.games, 1)), digits: 1) + "%"
    }
    let played = asked.map { "\(result.games) of \($0)" } ?? String(result.games)
    let games = (asked ?? result.games) == 1 ? "\(played) game" : "\(played) games"
    let interrupted = asked == nil ? "" : ": interrupted"
    return """
      \(x) (X) against \(o) (O), \(games) from \(start.boardNotation) (\(start.geometry))\(interrupted)
      X wins: \(result.xWins) (\(percent(result.xWins)))
      O wins: \(result.oWins) (\(percent(result.oWins)))
      draws:  \(result.draws) (\(percent(result.draws)))
      seed: \(seed)
      time: \(Format.seconds(seconds))
      """
  }

  /// Appends ``report(_:of:seed:seconds:)`` or its JSON (with `"interrupted": true` when
  /// `asked` is given), and a newline.
  func write(
    _ result: MatchResult, of asked: Int? = nil, seed: UInt64, seconds: Double, json: Bool,
    to out: inout ByteBuffer
  ) {
    guard json else {
      return out.append(line: report(result, of: asked, seed: seed, seconds: seconds))
    }
    out.append("{")
    out.append(members: ["games": result.games])
    if asked != nil { out.append(key: "interrupted", bool: true) }
    out.append(members: ["xWins": result.xWins, "oWins": result.oWins, "draws": result.draws])
    out.append(key: "x", string: x.name)
    out.append(key: "o", string: o.name)
    out.appendJSON(board: start, withShape: true)
    out.append(key: "seed", value: seed)
    out.append(key: "seconds", value: seconds, digits: 6)
    out.append("}\n")
  }
}
