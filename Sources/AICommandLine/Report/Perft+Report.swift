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

  /// The totals: perft(depth), nodes, games, X wins, O wins, draws (and positions when
  /// counted).
  var totals: String {
    var lines = [
      "perft: \(perft)", "nodes: \(nodes)", "games: \(games)", "x wins: \(xWins)",
      "o wins: \(oWins)", "draws: \(draws)",
    ]
    if let positions { lines.append("positions: \(positions)") }
    if let positionsUpToSymmetry {
      lines.append("positions up to symmetry: \(positionsUpToSymmetry)")
    }
    return lines.joined(separator: "\n")
  }

  /// The text `ai perft` prints: the divide when counted (each first move, from 1, and
  /// the total), the title, the table, the totals, the time and the rate.
  func text(seconds: Double) -> String {
    var lines: [String] = []
    if let divide {
      lines += divide.map { "\($0.cell + 1): \($0.perft)" }
      lines += ["total: \(divide.reduce(0) { $0 + $1.perft })", ""]
    }
    lines.append("perft \(depth) from \(position.boardNotation) (\(position.geometry))")
    if depth > 0 { lines.append(table) }
    lines += ["", totals]
    let (name, count) = rate
    lines += ["time: \(Format.seconds(seconds))", "\(name)/s: \(Self.rate(count, seconds))"]
    return lines.joined(separator: "\n")
  }

  /// What the rate counts: for the walk, the nodes it visits; for the hashed count, the
  /// distinct positions, each visited once (nodes per second would be a ratio of two
  /// unrelated numbers).
  private var rate: (name: String, count: Int) {
    if let positions { ("positions", positions) } else { ("nodes", nodes) }
  }

  /// The result as one JSON object, with the divide when counted and the time taken.
  func json(seconds: Double) -> JSONValue {
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
    let (name, count) = rate
    members.append(("\(name)PerSecond", .int(Self.rate(count, seconds))))
    return .object(members)
  }

  /// `count` per second, 0 when no time was measured.
  static func rate(_ count: Int, _ seconds: Double) -> Int {
    seconds > 0 ? Int(min(Double(count) / seconds, Double(Int.max / 2))) : 0
  }
}
