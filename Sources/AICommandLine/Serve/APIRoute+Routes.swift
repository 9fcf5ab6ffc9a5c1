import TicTacToe

extension APIRoute {
  /// `/api/analyze`: the object `ai analyze --json` prints for the same board and options.
  static let analyze = APIRoute(
    "/api/analyze", options: BoardOptions.shape + [BoardOptions.moves]
  ) { arguments, searchers throws(CLIError) in
    let analysis = try searchers.analyze(try arguments.position())
    var out = ByteBuffer(capacity: 1024)
    analysis.writeJSON(to: &out)
    return out.text
  }

  /// `/api/move`: the move a level picks for the side to move, as `ai play --level`
  /// does with the same seed.
  static let move = APIRoute(
    "/api/move",
    options: BoardOptions.shape + [BoardOptions.moves, PlayCommand.levelOption, Seed.option]
  ) { arguments, searchers throws(CLIError) in
    let position = try BoardOptions(arguments.parsed).gameStart(from: arguments.board)
    let level = try arguments.parsed.value(PlayCommand.levelOption) ?? .perfect
    let seed = try arguments.parsed.value(Seed.option) ?? UInt64.random(in: .min ... .max)
    var generator = SeededGenerator(seed: seed)
    // gameStart checked that the game goes on, so there is a move.
    let cell = try searchers.move(by: level, in: position, using: &generator)!
    let after = try! position.playing(cell)
    let geometry = position.geometry
    return JSONValue.object(
      position.jsonFields(value: nil).filter { $0.0 != "value" && $0.0 != "status" } + [
        ("level", .string(level.name)),
        ("seed", .unsigned(seed)),
        ("move", .int(cell + 1)),
        ("row", .int(geometry.row(of: cell))),
        ("col", .int(geometry.column(of: cell))),
        (
          "after",
          .object(
            after.jsonFields(value: nil).filter { ["board", "toMove", "status"].contains($0.0) })
        ),
      ]
    ).text + "\n"
  }

  /// `/api/health`: that the server answers, and its version.
  static let health = APIRoute("/api/health", options: []) { _, _ throws(CLIError) in
    JSONValue.object([("status", .string("ok")), ("version", .string(Help.version))]).text + "\n"
  }

  /// Every route of the API.
  static let all = [analyze, move, health]
}
