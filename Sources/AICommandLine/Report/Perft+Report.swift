import TicTacToe

extension PerftResult {
  /// The per-depth table: depth, perft, games ending there (X wins, O wins, draws) and
  /// nodes down to that depth, the root included; `positions` too when counted.
  var table: String {
    let counted = positions != nil
    var table = TextTable()
    table.append(
      ["depth", "perft", "x wins", "o wins", "draws", "nodes"] + (counted ? ["positions"] : []))
    var nodes = 1
    for layer in layers {
      nodes += layer.perft
      table.append(
        [layer.depth, layer.perft, layer.xWins, layer.oWins, layer.draws, nodes].map(String.init)
          + (layer.positions.map { [String($0)] } ?? []))
    }
    return table.text
  }

  /// The totals: nodes, games, X wins, O wins, draws (and positions when counted).
  var totals: String {
    var lines = [
      "nodes: \(nodes)", "games: \(games)", "x wins: \(xWins)", "o wins: \(oWins)",
      "draws: \(draws)",
    ]
    if let positions { lines.append("positions: \(positions)") }
    if let positionsUpToSymmetry {
      lines.append("positions up to symmetry: \(positionsUpToSymmetry)")
    }
    return lines.joined(separator: "\n")
  }

  /// The result as one JSON object, with the divide when given and the time taken.
  ///
  /// - Parameters:
  ///   - divide: perft(depth - 1) after each first move (cells from 0), if counted.
  ///   - seconds: The time the count took.
  func json(divide: [(cell: Int, perft: Int)]?, seconds: Double) -> JSONValue {
    let geometry = position.geometry
    var members: [(String, JSONValue)] = [
      ("board", .string(position.boardNotation)),
      ("rows", .int(geometry.rows)),
      ("cols", .int(geometry.columns)),
      ("k", .int(geometry.k)),
      ("depth", .int(depth)),
      ("perft", .int(perft)),
      (
        "perDepth",
        .array(
          layers.map { layer in
            .object(
              [
                ("depth", .int(layer.depth)), ("perft", .int(layer.perft)),
                ("xWins", .int(layer.xWins)), ("oWins", .int(layer.oWins)),
                ("draws", .int(layer.draws)),
              ] + (layer.positions.map { [("positions", .int($0))] } ?? []))
          })
      ),
      ("nodes", .int(nodes)),
      ("games", .int(games)),
      ("xWins", .int(xWins)),
      ("oWins", .int(oWins)),
      ("draws", .int(draws)),
    ]
    if let positions { members.append(("positions", .int(positions))) }
    if let positionsUpToSymmetry {
      members.append(("positionsUpToSymmetry", .int(positionsUpToSymmetry)))
    }
    if let divide {
      members.append(
        (
          "divide",
          .array(divide.map { .object([("cell", .int($0.cell + 1)), ("perft", .int($0.perft))]) })
        ))
    }
    members.append(("seconds", .number(seconds, digits: 6)))
    members.append(("nodesPerSecond", .int(Self.rate(nodes, seconds))))
    return .object(members)
  }

  /// Nodes per second, 0 when no time was measured.
  static func rate(_ nodes: Int, _ seconds: Double) -> Int {
    seconds > 0 ? Int(Double(nodes) / seconds) : 0
  }
}
