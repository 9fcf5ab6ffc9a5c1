// A level as `--level`, `--x` and `--o` read it, and the levels as help lists them.
import TicTacToe

extension Level {
  /// `--name LEVEL`: `perfect`, `strong`, `casual`, `random`, or `ahead-1` to `ahead-16`.
  static func option(_ name: String, help: String) -> Option<Level> {
    Option(name, value: "LEVEL", example: "strong", help: help) { text throws(CLIError) in
      let lowercased = text.lowercased()
      if let level = Level(name: lowercased) { return level }
      let plies = Level.lookAheadPlies
      let levels =
        Level.standard.map(\.name).joined(separator: ", ")
        + ", or ahead-\(plies.lowerBound) to ahead-\(plies.upperBound) (sees that many plies ahead)"
      let refusal = "--\(name) takes a level: \(levels), not \(text.quotedValue)"
      // `ahead-0`, `ahead-17`: a look-ahead level, but one that sees too little or too far.
      if lowercased.hasPrefix("ahead-"), let depth = Int(lowercased.dropFirst("ahead-".count)),
        !plies.contains(depth)
      {
        throw .usage(
          refusal + ": a look-ahead sees from \(plies.lowerBound) to \(plies.upperBound) plies")
      }
      if let word = difficultyWords.first(where: { $0.words.contains(lowercased) }) {
        throw .usage(refusal + ": try '\(word.level.name)', which \(word.why)")
      }
      // `3`: the number of plies, as people name a look-ahead.
      if let depth = Int(lowercased) {
        guard plies.contains(depth) else {
          throw .usage(
            refusal + ": a look-ahead level is ahead-N, N from \(plies.lowerBound) to "
              + "\(plies.upperBound) plies, such as ahead-3")
        }
        let seen = depth == 1 ? "1 ply" : "\(depth) plies"
        throw .usage(refusal + ": try 'ahead-\(depth)', which sees \(seen) ahead")
      }
      let names = Level.standard.map(\.name) + plies.map { Level.lookAhead($0).name }
      throw .usage(refusal + Suggestion.didYouMean(lowercased, among: names))
    }
  }

  /// Words people use for how hard an opponent is, for the error when one is given.
  static let difficultyWords: [(words: [String], level: Level, why: String)] = [
    (
      ["impossible", "unbeatable", "expert", "master", "hardest", "max", "maximum", "insane"],
      .perfect, "never loses"
    ),
    (
      ["hard", "difficult", "tough", "advanced"], .strong,
      "plays one move in ten at random, so it can be beaten"
    ),
    (
      ["medium", "normal", "intermediate", "moderate", "average"], .casual,
      "plays two moves in five at random"
    ),
    (["easy", "simple"], .lookAhead(1), "takes a win but misses the other side's threats"),
    (
      ["beginner", "novice", "easiest", "trivial", "min", "minimum"], .random,
      "plays any legal move"
    ),
  ]

  var summary: String {
    switch self {
    case .perfect: "never loses: takes the fastest win, delays a loss (the default)"
    case .strong: "perfect, but one move in ten is random"
    case .casual: "perfect, but two moves in five are random"
    case .random: "any legal move"
    case .lookAhead(1): "sees 1 ply ahead: takes a win, misses the other side's threats"
    case .lookAhead(let plies): "sees \(plies) plies ahead and plays perfectly within them"
    }
  }

  static var helpDefinitions: HelpBlock {
    let plies = Level.lookAheadPlies
    return .definitions(
      Level.standard.map { ($0.name, $0.summary) } + [
        (
          "ahead-N",
          "sees N plies ahead, N from \(plies.lowerBound) to \(plies.upperBound), and plays "
            + "perfectly within them: ahead-1 misses blocks, ahead-2 misses forks"
        )
      ])
  }
}
