import TicTacToe

extension APIRoute {
  /// `/api/analyze`: the object `ai analyze --json` prints for the same board and options.
  static let analyze = APIRoute(
    "/api/analyze", options: BoardOptions.shape + [BoardOptions.moves]
  ) { arguments, searchers, out throws(CLIError) in
    let position = try arguments.position()
    try searchers.withSearcher(
      for: position.geometry, admitting: MemoryLimit.checkSearcher
    ) { searcher throws(CLIError) in searcher.analyze(position).writeJSON(to: &out) }
  }

  /// `/api/move`: the move a level picks for the side to move, as `ai play --level`
  /// does with the same seed:
  ///
  /// ```
  /// {"board", "rows", "cols", "k", "toMove", "level", "seed", "move", "row", "col",
  ///  "after": {"board", "toMove", "status"}}
  /// ```
  static let move = APIRoute(
    "/api/move",
    options: BoardOptions.shape + [BoardOptions.moves, PlayCommand.levelOption, Seed.option]
  ) { arguments, searchers, out throws(CLIError) in
    let position = try arguments.boardOptions().gameStart(from: arguments.board)
    let level = try arguments.value(PlayCommand.levelOption) ?? .perfect
    let seed = try arguments.value(Seed.option) ?? UInt64.random(in: .min ... .max)
    var generator = SeededGenerator(seed: seed)
    // gameStart checked that the game goes on, so there is a move.
    let cell = try searchers.withSearcher(
      for: position.geometry, admitting: MemoryLimit.checkSearcher
    ) { searcher throws(CLIError) in
      level.move(in: position, searcher: &searcher, using: &generator)!
    }
    let after = try! position.playing(cell)
    let geometry = position.geometry
    out.append("{")
    out.appendJSON(board: position, withShape: true)
    out.appendJSON(toMove: position.toMove)
    out.append(", \"level\": \"")
    out.append(string: level.name)
    out.append("\", \"seed\": ")
    out.append(string: String(seed))
    out.append(", \"move\": ")
    out.append(decimal: cell + 1)
    out.append(", \"row\": ")
    out.append(decimal: geometry.row(of: cell))
    out.append(", \"col\": ")
    out.append(decimal: geometry.column(of: cell))
    out.append(", \"after\": {")
    out.appendJSON(board: after, withShape: false)
    out.appendJSON(toMove: after.toMove)
    out.appendJSON(status: after.status)
    out.append("}}\n")
  }

  /// `/api/health`: that the server answers, and its version.
  static let health = APIRoute("/api/health", options: []) { _, _, out throws(CLIError) in
    out.append(
      string: JSONValue.object([("status", .string("ok")), ("version", .string(Help.version))])
        .text + "\n")
  }

  /// Every route of the API.
  static let all = [analyze, move, health]
}
