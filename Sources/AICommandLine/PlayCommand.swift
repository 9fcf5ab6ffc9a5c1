import TicTacToe

/// `ai play`: a game in the terminal against the engine.
struct PlayCommand {
  /// The option names of `ai play`, with their aliases.
  static let options = BoardOptions.names.merging([
    "as": "as", "level": "level", "from": "from", "seed": "seed",
  ]) { $1 }

  let human: Player
  let level: Level
  let start: Position
  let seed: UInt64?

  /// Reads the command line of `ai play`, after the command's name.
  init(_ arguments: Arguments) throws(CLIError) {
    guard arguments.positionals.isEmpty else {
      throw .usage(
        "'ai play' takes no arguments but got \(arguments.positionals[0].quotedValue): "
          + "to start from a position, give it with --from BOARD")
    }
    switch arguments.values["as"]?.lowercased() {
    case nil, "x": human = .x
    case "o": human = .o
    case let other?:
      throw .usage("--as takes x or o (your side; X moves first), not \(other.quotedValue)")
    }
    level = try MatchCommand.level(arguments, "level")
    seed = try Seed.parse(arguments)
    start = try BoardOptions(arguments).position(from: arguments.values["from"])
    guard start.status == .ongoing else {
      throw .data(
        "the game on \(start.boardNotation) is already over (\(start.status)): "
          + "start from a board with a move to play")
    }
  }

  /// Plays until the player quits or the input ends.
  func run() -> Int32 {
    Terminal.catchInterrupts()
    var session = PlaySession(
      human: human, level: level, start: start, seed: seed,
      program: CommandLine.arguments.first ?? "ai",
      styled: Terminal.isStyled, echoes: !Terminal.inputIsTerminal)
    var input = LineReader()
    return session.run(&input)
  }
}
