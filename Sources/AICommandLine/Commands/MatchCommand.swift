// `ai match`: the engine against itself at two levels, tallied.
import TicTacToe

enum MatchCommand {
  static let xLevel = Level.option("x", help: "the level of X (default perfect)")
  static let oLevel = Level.option("o", help: "the level of O (default perfect)")
  static let gamesOption = Option.integer(
    "games", example: "100", in: 1...100_000_000, meaning: "the number of games",
    help: "games to play (default 100)")

  static let declaration = CommandDeclaration(
    name: "match", abstract: "the engine against itself, tallied",
    extraAdvice: "give the levels with --x and --o, such as 'ai match --x perfect --o random'",
    options: [
      xLevel, oLevel, gamesOption, CommonOptions.seed, BoardOptions.from, BoardOptions.moves,
      CommonOptions.json, CommonOptions.table,
    ] + BoardOptions.shape,
    discussion: [
      .paragraph(
        "Plays the engine against itself, the way engine authors test strength, and prints "
          + "the tally: X wins, O wins and draws. Ctrl-C (or kill) stops it with the tally "
          + "of the games finished, marked as interrupted, and exits 130 (128 + the signal).")
    ],
    sections: [
      HelpSection("levels", Level.helpDefinitions),
      HelpSection(
        "JSON",
        .paragraph(
          "{\"games\", \"xWins\", \"oWins\", \"draws\", \"x\", \"o\", \"board\", \"rows\", "
            + "\"cols\", \"k\", \"seed\", \"seconds\"}")),
    ],
    examples: [
      Example(
        "ai match --x perfect --o random --games 10000 --seed 1", "random never beats perfect"),
      Example("ai match --x ahead-4 --o ahead-1 --games 10000 --seed 1", "deeper sees more"),
    ],
    misnamed: [
      Misnamed(
        names: ["level"], advice: "each side has its level, --x for X and --o for O",
        instead: "--x strong --o perfect")
    ]
  ) { arguments throws(CLIError) in
    let (x, o) = (try arguments.value(xLevel) ?? .perfect, try arguments.value(oLevel) ?? .perfect)
    let games = try arguments.value(gamesOption) ?? 100
    // Drawn when not given, and printed, so that any match can be repeated.
    let seed = try arguments.value(CommonOptions.seed) ?? UInt64.random(in: .min ... .max)
    let start = try BoardOptions(arguments).position(
      from: arguments.value(BoardOptions.from), toPlay: true)
    let json = arguments.isSet(CommonOptions.json)
    let tableBudget = try CommonOptions.tableBudget(arguments)
    return { () throws(CLIError) in
      try MemoryLimit.checkSearcher(for: start.geometry, tableBudget: tableBudget)
      // The levels and start checked.
      var match = try! Match(x: x, o: o, from: start, tableBudget: tableBudget)
      var generator = SeededGenerator(seed: seed)
      let began = ContinuousClock.now
      let progress = Progress(task: "match")
      // Ctrl-C, `kill` or a closed terminal: the tally of the games played, marked; a
      // game stopped in a move's search (a large board) is not counted.
      Terminal.catchStopsBetweenSteps()
      match.searchLimit = SearchLimit(isCancelled: { Terminal.stopCaught != nil })
      let result = match.play(
        games: games, using: &generator, until: { Terminal.stopCaught != nil }
      ) { played in
        progress.report(played, of: games, "games")
      }
      progress.finish()
      let seconds = (ContinuousClock.now - began) / .seconds(1)
      let stopped = result.games < games ? Terminal.stopCaught : nil
      Console.out {
        match.write(
          result, of: stopped == nil ? nil : games, seed: seed, seconds: seconds, json: json,
          to: &$0)
      }
      return stopped.map { 128 + $0 } ?? ExitStatus.success
    }
  }
}
