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
        "'ai match' takes no arguments but got '\(arguments.positionals[0])': "
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
        "the game on \(start.notation) is already over (\(start.status)): start from a board with a move to play"
      )
    }
    json = arguments.flags.contains("json")
  }

  /// The level of option `name`, `perfect` when not given.
  static func level(_ arguments: Arguments, _ name: String) throws(CLIError) -> Level {
    guard let text = arguments.values[name] else { return .perfect }
    guard let level = Level(rawValue: text.lowercased()) else {
      throw .usage(
        "--\(name) takes a level: \(Level.allCases.map(\.rawValue).joined(separator: ", ")), not '\(text)'"
      )
    }
    return level
  }

  /// Plays the games and prints the tally.
  func run() -> Int32 {
    var match = Match(x: x, o: o, from: start)
    var generator = seed.map(SeededGenerator.init(seed:)) ?? SeededGenerator()
    let clock = ContinuousClock()
    let began = clock.now
    let result = match.play(games: games, using: &generator)
    let seconds = (clock.now - began).seconds
    if json {
      var members: [(String, JSONValue)] = [
        ("games", .int(result.games)), ("xWins", .int(result.xWins)),
        ("oWins", .int(result.oWins)), ("draws", .int(result.draws)),
        ("x", .string(x.rawValue)), ("o", .string(o.rawValue)),
        ("board", .string(start.notation)), ("rows", .int(start.geometry.rows)),
        ("cols", .int(start.geometry.columns)), ("k", .int(start.geometry.k)),
      ]
      members.append(("seed", seed.map { .unsigned($0) } ?? .null))
      members.append(("seconds", .number(seconds, digits: 6)))
      Console.out(JSONValue.object(members).text)
      return ExitStatus.success
    }
    let percent = { (count: Int) in
      JSONValue.format(100 * Double(count) / Double(result.games), digits: 1) + "%"
    }
    Console.out(
      """
      \(x) (X) against \(o) (O), \(result.games) games from \(start.notation) (\(start.geometry))
      X wins: \(result.xWins) (\(percent(result.xWins)))
      O wins: \(result.oWins) (\(percent(result.oWins)))
      draws:  \(result.draws) (\(percent(result.draws)))
      time: \(Format.seconds(seconds))
      """)
    return ExitStatus.success
  }
}

/// The `--seed` option.
enum Seed {
  /// The seed given, if any.
  static func parse(_ arguments: Arguments) throws(CLIError) -> UInt64? {
    guard let text = arguments.values["seed"] else { return nil }
    guard let seed = UInt64(text) else {
      throw .usage("--seed takes a whole number from 0 to \(UInt64.max), not '\(text)'")
    }
    return seed
  }
}
