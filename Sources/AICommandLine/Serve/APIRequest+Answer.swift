import TicTacToe

extension APIRequest {
  /// Appends the answer's JSON (its keys as `ai serve --help` lists them) to `out`,
  /// searching with the warm searchers of `pool`.
  ///
  /// - Throws: ``CLIError`` with the command line's message for a bad board, shape, move,
  ///   level or seed, or ``CLIError/resources(_:)`` when the shape's table will not fit.
  func answer(using pool: inout SearcherPool, into out: inout ByteBuffer) throws(CLIError) {
    switch route {
    case .analyze:
      let position = try boardOptions().position(from: board, reusing: pool.geometries)
      try pool.withSearcher(
        for: position.geometry, admitting: MemoryLimit.checkSearcher
      ) { searcher throws(CLIError) in searcher.analyze(position).writeJSON(to: &out) }
    case .move:
      let position = try boardOptions().gameStart(from: board, reusing: pool.geometries)
      let level = try value(PlayCommand.levelOption) ?? .perfect
      let seed = try value(Seed.option) ?? UInt64.random(in: .min ... .max)
      var generator = SeededGenerator(seed: seed)
      // gameStart checked that the game goes on, so there is a move.
      let cell = try pool.withSearcher(
        for: position.geometry, admitting: MemoryLimit.checkSearcher
      ) { searcher throws(CLIError) in
        level.move(in: position, searcher: &searcher, using: &generator)!
      }
      let after = try! position.playing(cell)
      out.append("{")
      out.appendJSON(board: position, withShape: true)
      out.appendJSON(toMove: position.toMove)
      let (row, column) = (position.geometry.row(of: cell), position.geometry.column(of: cell))
      out.append(
        string: ", \"level\": \"\(level.name)\", \"seed\": \(seed), \"move\": \(cell + 1), "
          + "\"row\": \(row), \"col\": \(column), \"after\": {")
      out.appendJSON(board: after, withShape: false)
      out.appendJSON(toMove: after.toMove)
      out.appendJSON(status: after.status)
      out.append("}}\n")
    case .health:
      out.append("{\"status\": \"ok\"")
      out.append(key: "version", string: Help.version)
      out.append("}\n")
    }
  }
}
