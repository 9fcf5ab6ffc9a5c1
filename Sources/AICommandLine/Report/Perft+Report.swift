import TicTacToe
import TicTacToeTools

extension PerftResult {
  /// The per-depth table of `layers`: depth, perft and the games ending there (X wins,
  /// O wins, draws), and the positions when `positions`, from the root at depth 0, so that
  /// each column adds up to its total (perft to the nodes).
  static func table(_ layers: [Layer], positions: Bool) -> String {
    let header = ["depth", "perft", "x wins", "o wins", "draws", "positions"]
    let columns = positions ? 6 : 5
    let rows =
      [[0, 1, 0, 0, 0, 1]]  // the root: one sequence of no move, one position
      + layers.map { [$0.depth, $0.perft, $0.xWins, $0.oWins, $0.draws, $0.positions ?? 0] }
    return TextTable(
      rows: [Array(header.prefix(columns))] + rows.map { $0.prefix(columns).map(String.init) }
    ).text
  }

  /// The text `ai perft` prints: the divide when counted (each first move, from 1, and
  /// the total), the title, the table, the totals (perft, nodes, games, X wins, O wins,
  /// draws, and the positions when counted), the time and the rate.
  func text(seconds: Double) -> String {
    var lines: [String] = []
    if let divide {
      lines += divide.map { "\($0.cell + 1): \($0.perft)" }
      lines += ["total: \(divide.reduce(0) { $0 + $1.perft })", ""]
    }
    lines.append(
      "perft \(depth) from \(position.boardNotation) (\(Format.shape(position.geometry)))")
    if depth > 0 { lines.append(Self.table(layers, positions: positionsCounted)) }
    lines += [
      "", "perft: \(perft)", "nodes: \(nodes)", "games: \(games)", "x wins: \(xWins)",
      "o wins: \(oWins)", "draws: \(draws)",
    ]
    if let positions { lines.append("positions: \(positions)") }
    if let positionsUpToSymmetry {
      lines.append("positions up to symmetry: \(positionsUpToSymmetry)")
    }
    lines.append("time: \(Format.seconds(seconds))")
    let unit = positions == nil ? "nodes visited" : "distinct positions"
    lines.append("\(unit)/s: \(rate(seconds))")
    return lines.joined(separator: "\n")
  }

  /// What the rate counts, per second (0 when no time was measured): for the walk, the
  /// nodes it visits; for the hashed count, the distinct positions, each visited once
  /// (nodes per second would be a ratio of two unrelated numbers).
  private func rate(_ seconds: Double) -> Int {
    let count = Double(positions ?? nodes)
    return seconds > 0 ? Int(min(count / seconds, Double(Int.max / 2))) : 0
  }

  /// Appends what `ai perft` prints and a newline: ``text(seconds:)``, or the same as one
  /// JSON object.
  func write(seconds: Double, json: Bool, to out: inout ByteBuffer) {
    guard json else { return out.append(line: text(seconds: seconds)) }
    out.append("{")
    out.appendJSON(board: position, withShape: true)
    out.append(members: ["depth": depth, "perft": perft])
    out.append(key: "perDepth", objects: layers) { out, layer in
      out.append(members: [
        "depth": layer.depth, "perft": layer.perft, "xWins": layer.xWins, "oWins": layer.oWins,
        "draws": layer.draws, "positions": layer.positions,
      ])
    }
    out.append(members: [
      "nodes": nodes, "games": games, "xWins": xWins, "oWins": oWins, "draws": draws,
      "positions": positions, "positionsUpToSymmetry": positionsUpToSymmetry,
    ])
    if let divide {
      out.append(key: "divide", objects: divide) { out, move in
        out.append(members: ["cell": move.cell + 1, "perft": move.perft])
      }
    }
    out.append(key: "seconds", value: seconds, digits: 6)
    out.append(key: positions == nil ? "nodesPerSecond" : "positionsPerSecond")
    out.append(decimal: rate(seconds))
    out.append("}\n")
  }
}
