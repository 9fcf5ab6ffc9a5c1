// `ai play`: a game against the engine in the terminal.
import TicTacToe

enum PlayCommand {
  static let side = Option<Player>.choice(
    "as", value: "x|o", help: "your side (X moves first; default x)",
    choices: [("x", .x), ("o", .o)], described: "x or o (your side; X moves first)")
  static let levelOption = Level.option(
    "level", help: "how well the engine plays (default perfect)")

  /// The keys besides cell numbers, for `--help` and `?`.
  static let gameKeys = [
    (term: "h", text: "hint: the best move and its value"),
    (term: "u", text: "undo your last move and the engine's reply"),
    (term: "r", text: "redo: play again what u took back, until you play another move"),
    (term: "q", text: "quit, printing the command that resumes the game"),
    (term: "?", text: "this help"),
    (term: "Ctrl-L", text: "draw the board again"),
  ]

  /// The engine's time a move, past which it plays the deepest search's choice, unproven.
  static let think = Option.integer(
    "think", value: "SECONDS", example: "5", in: 1...3_600, meaning: "seconds",
    help: "the engine's time for a move (default 2): on a board too big to solve in it, it "
      + "plays the best move of the deepest search that finished, and says it is not proven")

  static let declaration = CommandDeclaration(
    name: "play", abstract: "a game against the engine in the terminal",
    extraAdvice: "to start from a position, give it with --from BOARD",
    options: [
      side, levelOption, BoardOptions.from, BoardOptions.moves, CommonOptions.seed,
      CommonOptions.table, think,
    ]
      + BoardOptions.shape,
    discussion: [
      .paragraph(
        "A game in the terminal against the engine. The board shows the number of each "
          + "empty cell: type it to play there. Under gravity it shows, where a piece would "
          + "land, the number of its column: type it to drop a piece there. Moves can also "
          + "come from a pipe, one per line.")
    ],
    sections: [
      HelpSection("levels", Level.helpDefinitions),
      HelpSection(
        "during the game",
        .definitions([("a number", "play that cell (under gravity, that column)")] + gameKeys),
        .paragraph(
          "End of input (Ctrl-D) also prints that command, and so do Ctrl-C, kill and a "
            + "closed terminal, which exit with 128 + the signal (130 for Ctrl-C). Colour is "
            + "used only when stdout is a terminal and NO_COLOR is unset.")),
      HelpSection(
        "after a game",
        .definitions([
          ("n", "a new game, from the empty board"),
          ("u", "take back your last move (and the engine's reply) and play on"),
          ("q", "quit"),
        ])),
    ],
    examples: [
      Example("ai play", "you are X against the perfect engine"),
      Example("ai play --as o --level casual --rows 4 --cols 4", "4x4, as O"),
    ],
    misnamed: [
      Misnamed(
        names: ["x", "o"], advice: "your side is --as and the engine's level --level",
        instead: "--as o --level strong")
    ]
  ) { arguments throws(CLIError) in
    let human = try arguments.value(side) ?? .x
    let level = try arguments.value(levelOption) ?? .perfect
    // Drawn when not given, and printed in the resume command, as match prints it.
    let seed = try arguments.value(CommonOptions.seed) ?? UInt64.random(in: .min ... .max)
    // The moves given are the game's, so that undo takes them back.
    let game = try BoardOptions(arguments).game(
      from: arguments.value(BoardOptions.from), toPlay: true)
    let tableBudget = try CommonOptions.tableBudget(arguments)
    let thinkSeconds = try arguments.value(think) ?? PlaySession.defaultThink
    return { () throws(CLIError) in
      let geometry = game.start.geometry
      try MemoryLimit.checkSearcher(for: geometry, tableBudget: tableBudget)
      Terminal.catchInterrupts()
      var session = PlaySession(
        human: human, level: level, game: game, seed: seed, think: thinkSeconds,
        searcher: Searcher(geometry: geometry, tableBudget: tableBudget),
        echoes: !Terminal.inputIsTerminal
      ) { text, endsLine in endsLine ? Console.out(text) : Console.write(text) }
      let restore = Terminal.endLinesAtCtrlL()
      defer { restore?() }
      var input = LineReader()
      input.ctrlLEndsLine = restore != nil
      return session.run(&input)
    }
  }
}
