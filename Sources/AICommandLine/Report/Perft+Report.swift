// `ai perft`'s table, totals and rate as text or JSON.
import TicTacToe
import TicTacToeTools

extension PerftResult {
  /// The per-depth table of `layers` (from the root at depth 0, so each column adds up).
  static func table(_ layers: [Layer], positions: Bool) -> String {
    let header = ["depth", "perft", "x wins", "o wins", "draws", "positions"]
    let columns = positions ? 6 : 5
    let rows = layers.map { [$0.depth, $0.perft, $0.xWins, $0.oWins, $0.draws, $0.positions ?? 0] }
    return Format.table(
      [Array(header.prefix(columns))] + rows.map { $0.prefix(columns).map(String.init) })
  }

  func text(seconds: Double) -> String {
    var lines: [String] = []
    if let divide {
      // Each first move as the player types it: under gravity its column.
      lines += divide.map { "\(position.geometry.moveNumber(of: $0.cell)): \($0.perft)" }
      lines += ["total: \(divide.reduce(0) { $0 + $1.perft })", ""]
    }
    lines.append("perft \(depth) from \(position.boardNotation) (\(position.geometry))")
    lines.append(Self.table(layersFromRoot, positions: positionsCounted))
    let totals: KeyValuePairs<String, Int?> = [
      "perft": perft, "nodes": nodes, "games": games, "x wins": xWins, "o wins": oWins,
      "draws": draws, "positions": positions, "positions up to symmetry": positionsUpToSymmetry,
    ]
    lines += [""] + totals.compactMap { name, value in value.map { "\(name): \($0)" } }
    lines.append("time: \(Format.seconds(seconds))")
    let unit = positions == nil ? "nodes visited" : "distinct positions"
    lines.append("\(unit)/s: \(rate(seconds))")
    return lines.joined(separator: "\n")
  }

  /// Nodes per second for the walk, distinct positions for the hashed count.
  private func rate(_ seconds: Double) -> Int {
    let count = Double(positions ?? nodes)
    return seconds > 0 ? Int(min(count / seconds, Double(Int.max / 2))) : 0
  }

  /// Appends ``text(seconds:)`` or its JSON, and a newline.
  func write(seconds: Double, json: Bool, to out: inout ByteBuffer) {
    guard json else { return out.append(line: text(seconds: seconds)) }
    out.append("{")
    out.appendJSON(board: position, withShape: true)
    out.append(members: ["depth": depth, "perft": perft])
    out.append(key: "perDepth", objects: layersFromRoot) { out, layer in
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
      // Under gravity a move is also its column, the number a player types.
      let geometry = position.geometry
      out.append(key: "divide", objects: divide) { out, move in
        let column = geometry.namesMovesByColumn ? geometry.moveNumber(of: move.cell) : nil
        out.append(members: ["cell": move.cell + 1, "column": column, "perft": move.perft])
      }
    }
    out.append(key: "seconds", value: seconds, digits: 6)
    out.append(key: positions == nil ? "nodesPerSecond" : "positionsPerSecond")
    out.append(decimal: rate(seconds))
    out.append("}\n")
  }
}
