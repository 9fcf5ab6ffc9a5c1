import TicTacToe

/// `ai match --x LEVEL --o LEVEL [--games N] [--seed N] [--from BOARD] [--json]`:
/// engine against engine, tallied.
struct MatchCommand {
  let x: Level
  let o: Level
  let games: Int
  let seed: UInt64?
  let start: Position
  let json: Bool

  /// The option names of `ai match`, with their aliases.
  static let options = BoardOptions.names.merging([
    "x": "x", "o": "o", "games": "games", "seed": "seed", "from": "from",
  ]) { $1 }

  /// Reads the command line of `ai match`, after the command's name.
  init(_ arguments: Arguments) throws(CLIError) {
    guard arguments.positionals.isEmpty else {
      throw .usage(
        "'ai match' takes no arguments but got \(arguments.positionals[0].quotedValue): "
          + "give the levels with --x and --o, such as 'ai match --x perfect --o random'")
    }
    x = try Self.level(arguments, "x")
    o = try Self.level(arguments, "o")
    games =
      try arguments.integer("games", in: 1...100_000_000, meaning: "the number of games") ?? 100
    seed = try Seed.parse(arguments)
    start = try BoardOptions(arguments).position(from: arguments.values["from"])
    guard start.status == .ongoing else {
      throw .data(
        "the game on \(start.boardNotation) is already over (\(start.status)): start from a board with a move to play"
      )
    }
    json = arguments.flags.contains("json")
  }

  /// The level of option `name`, `perfect` when not given.
  static func level(_ arguments: Arguments, _ name: String) throws(CLIError) -> Level {
    guard let text = arguments.values[name] else { return .perfect }
    if let level = Level(name: text.lowercased()) { return level }
    let plies = Level.lookAheadPlies
    let levels =
      Level.standard.map(\.name).joined(separator: ", ")
      + ", or ahead-\(plies.lowerBound) to ahead-\(plies.upperBound) (sees that many plies ahead)"
    // `ahead-0`, `ahead-12`: a look-ahead level, but one that sees too little or too far.
    let lowercased = text.lowercased()
    var reason = ""
    if lowercased.hasPrefix("ahead-"), let depth = Int(lowercased.dropFirst("ahead-".count)),
      !plies.contains(depth)
    {
      reason = ": a look-ahead sees from \(plies.lowerBound) to \(plies.upperBound) plies"
    }
    throw .usage("--\(name) takes a level: \(levels), not \(text.quotedValue)\(reason)")
  }

  /// Plays the games and prints the tally with the seed they were played with: the one
  /// given, or one drawn at random, so that any match can be repeated with `--seed`.
  func run() -> Int32 {
    var match = Match(x: x, o: o, from: start)
    let seed = self.seed ?? UInt64.random(in: .min ... .max)
    var generator = SeededGenerator(seed: seed)
    let clock = ContinuousClock()
    let began = clock.now
    let progress = Progress(task: "match")
    let result = match.play(games: games, using: &generator) { played in
      progress.report("\(played) of \(games) games")
    }
    progress.finish()
    let seconds = (clock.now - began).seconds
    Console.out(
      json
        ? match.json(result, seed: seed, seconds: seconds).text
        : match.report(result, seed: seed, seconds: seconds))
    return ExitStatus.success
  }
}
