// A perft's result, and its JSON checked as a count of the tree below its position.
import TicTacToe

/// Exact counts of the game tree below a position, depth by depth. Its totals add its
/// layers with wrapping arithmetic, so that they never trap.
///
/// In JSON it is the object `ai perft --json` prints, but its time and rate: `{"board",
/// "rows", "cols", "k", "depth", "perft", "perDepth": [{"depth", "perft", "xWins",
/// "oWins", "draws"}], "nodes", "games", "xWins", "oWins", "draws", "divide": [{"cell",
/// "perft"}]}` (`divide` when counted, its cells numbered from 1, and under gravity its
/// `"column"` from 1 too; `positions` in each layer and in all, and
/// `positionsUpToSymmetry`, when counted). What is read must be a count of that tree under
/// its rule: the depths in order, each depth's sequences those left open a ply before times
/// their legal moves (the cells left; under gravity from one to a column each), wins only
/// for the side that moves at that depth (under misère only for the other), draws only
/// where the board fills, totals that add up.
public struct PerftResult: Hashable, Sendable {
  /// The counts of one depth of the tree.
  public struct Layer: Hashable, Sendable, Codable {
    /// Plies from the root.
    public var depth: Int
    /// Move sequences of exactly `depth` plies from the root: perft(depth).
    public var perft: Int
    /// Sequences that end the game at this depth with a line for X.
    public var xWins: Int
    /// Sequences that end the game at this depth with a line for O.
    public var oWins: Int
    /// Sequences that end the game at this depth with a full board and no line.
    public var draws: Int
    /// Distinct positions at this depth; counted only by the hashed method, else `nil`.
    public var positions: Int?
  }

  /// One line of a divide: a legal first move and perft(depth - 1) after it. In JSON the
  /// cell is numbered from 1, as `ai perft --divide --json` prints it (which under gravity
  /// adds the column, written and checked by ``PerftResult``).
  public struct Move: Hashable, Sendable {
    /// The first move's cell, from 0.
    public var cell: Int
    /// Sequences of the whole depth that begin with `cell`.
    public var perft: Int
  }

  /// The root.
  public let position: Position
  /// The deepest depth counted.
  public let depth: Int
  /// Depths 1 through `depth`, in order.
  public let layers: [Layer]
  /// Whether distinct positions were counted (by the hashed method).
  public let positionsCounted: Bool
  /// Distinct positions within `depth` plies up to the board's symmetries, the root
  /// included; `nil` unless asked for.
  public let positionsUpToSymmetry: Int?
  /// perft(depth - 1) after each legal first move, by ascending cell; `nil` unless asked for.
  public let divide: [Move]?

  /// Depths 0 through `depth`: the root (one sequence of no move, ending no game, one
  /// position), then ``layers``, so that each count adds up to its total (perft to
  /// ``nodes``).
  public var layersFromRoot: [Layer] {
    let root = Layer(
      depth: 0, perft: 1, xWins: 0, oWins: 0, draws: 0, positions: positionsCounted ? 1 : nil)
    return [root] + layers
  }

  /// perft(depth): move sequences of exactly `depth` plies; 1 at depth 0.
  public var perft: Int { layers.last?.perft ?? 1 }
  /// Every node of the tree down to `depth`, the root included.
  public var nodes: Int { layersFromRoot.reduce(0) { $0 &+ $1.perft } }
  /// Sequences that end the game within `depth` plies.
  public var games: Int { xWins &+ oWins &+ draws }
  /// Games X wins within `depth` plies.
  public var xWins: Int { layers.reduce(0) { $0 &+ $1.xWins } }
  /// Games O wins within `depth` plies.
  public var oWins: Int { layers.reduce(0) { $0 &+ $1.oWins } }
  /// Games drawn within `depth` plies.
  public var draws: Int { layers.reduce(0) { $0 &+ $1.draws } }
  /// Distinct positions within `depth` plies, the root included, when counted.
  public var positions: Int? {
    positionsCounted ? layersFromRoot.reduce(0) { $0 &+ ($1.positions ?? 0) } : nil
  }
}

extension PerftResult {
  init(
    position: Position, depth: Int, counts: PerftCounts, divide: Bool,
    positionsCounted: Bool = false, positionsUpToSymmetry: Int? = nil
  ) {
    // Lines at odd depths are made by the side to move at the root, at even ones by the
    // other; a line wins for its maker, or under misère for the other.
    let first = position.board.toMove
    let misere = position.geometry.rules.isMisere
    let layers = (1...max(depth, 1)).prefix(depth).map { ply in
      let wins = counts[.wins, ply]
      let xWins = ((ply % 2 == 1) == (first == .x)) != misere
      return Layer(
        depth: ply, perft: counts[.sequences, ply], xWins: xWins ? wins : 0,
        oWins: xWins ? 0 : wins, draws: counts[.draws, ply],
        positions: positionsCounted ? counts[.positions, ply] : nil)
    }
    let moves = depth == 0 ? .empty : position.legalMoves
    self.init(
      position: position, depth: depth, layers: layers, positionsCounted: positionsCounted,
      positionsUpToSymmetry: positionsUpToSymmetry,
      divide: divide ? moves.map { Move(cell: $0, perft: counts[.divide, $0]) } : nil)
  }
}

extension PerftResult.Move: Codable {
  fileprivate enum CodingKeys: String, CodingKey {
    case cell, column, perft
  }

  /// Reads the cell, numbered from 1, and its count.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    cell = try container.decode(Int.self, forKey: .cell) &- 1
    perft = try container.decode(Int.self, forKey: .perft)
  }

  /// Writes the cell, numbered from 1, and its count.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(cell &+ 1, forKey: .cell)
    try container.encode(perft, forKey: .perft)
  }
}

extension PerftResult: Codable {
  private enum CodingKeys: String, CodingKey {
    case depth, perft, perDepth, nodes, games, xWins, oWins, draws, positions
    case positionsUpToSymmetry, divide
  }

  /// Reads a count as `ai perft --json` prints it (its time and rate aside), refused unless
  /// it is a count of the tree below its position (a ``TicTacToeError`` as the underlying
  /// error for a depth out of range, a finished root, or a first move that is not legal).
  public init(from decoder: any Decoder) throws {
    let position = try Position(from: decoder)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let path = container.codingPath
    let depth = try container.decode(Int.self, forKey: .depth)
    try TicTacToeError.decoding(at: path + [CodingKeys.depth]) { () throws(TicTacToeError) in
      try PerftCounter.validate(depth: depth, from: position)
    }
    // The root's row first, as layersFromRoot writes it.
    let rows = try container.decode([Layer].self, forKey: .perDepth)
    let positions = try container.decodeIfPresent(Int.self, forKey: .positions)
    let root = Layer(
      depth: 0, perft: 1, xWins: 0, oWins: 0, draws: 0, positions: positions == nil ? nil : 1)
    guard rows.first == root else {
      throw TicTacToeError.corrupted(
        "depth 0 is the root: one sequence, no game ended", at: path + [CodingKeys.perDepth])
    }
    self.init(
      position: position, depth: depth, layers: Array(rows.dropFirst()),
      positionsCounted: positions != nil,
      positionsUpToSymmetry: try container.decodeIfPresent(
        Int.self, forKey: .positionsUpToSymmetry),
      divide: try container.decodeIfPresent([Move].self, forKey: .divide))
    if let layersWrong = layerError() {
      throw TicTacToeError.corrupted(layersWrong, at: path + [CodingKeys.perDepth])
    }
    let totals = [
      (CodingKeys.perft, perft), (.nodes, nodes), (.games, games), (.xWins, xWins),
      (.oWins, oWins), (.draws, draws),
    ]
    for (key, total) in totals where try container.decode(Int.self, forKey: key) != total {
      throw TicTacToeError.corrupted("the layers add up to \(total)", at: path + [key])
    }
    guard positions == self.positions,
      (positionsUpToSymmetry ?? 0) >= 0, positionsUpToSymmetry == nil || positions != nil
    else {
      throw TicTacToeError.corrupted(
        "the positions do not add up", at: path + [CodingKeys.positions])
    }
    try checkDivide(at: path + [CodingKeys.divide])
    if let divide, let columns = try Self.decodeDivideColumns(from: container) {
      // A first move's column, if written, is the one it has under gravity.
      for (move, column) in zip(divide, columns) where column != nil {
        guard column == self.column(of: move) else {
          throw TicTacToeError.corrupted(
            "a first move's column, only under gravity, is its cell's",
            at: path + [CodingKeys.divide])
        }
      }
    }
  }

  /// The column of a first move from 1 under gravity, where a move is its column; else `nil`.
  private func column(of move: Move) -> Int? {
    let geometry = position.geometry
    return geometry.namesMovesByColumn ? geometry.moveNumber(of: move.cell) : nil
  }

  /// The column written beside each first move of the divide, or `nil` for none, if a
  /// divide is written.
  private static func decodeDivideColumns(
    from container: KeyedDecodingContainer<CodingKeys>
  ) throws -> [Int?]? {
    guard container.contains(.divide) else { return nil }
    var list = try container.nestedUnkeyedContainer(forKey: .divide)
    var columns: [Int?] = []
    while !list.isAtEnd {
      let entry = try list.nestedContainer(keyedBy: Move.CodingKeys.self)
      columns.append(try entry.decodeIfPresent(Int.self, forKey: .column))
    }
    return columns
  }

  /// Why the layers are no count of the tree below ``position``, or `nil` when they are.
  private func layerError() -> String? {
    let (geometry, empty) = (position.geometry, position.emptyCells.count)
    // A move a stack: an empty cell, or under gravity a column that is not full.
    let stacks = PerftCounter.stacks(of: position.board, in: geometry).count
    var open = 1  // the sequences not ended, a ply up
    for (index, layer) in layers.enumerated() {
      let ply = index + 1
      let counts = [layer.perft, layer.xWins, layer.oWins, layer.draws, layer.positions ?? 0]
      guard layer.depth == ply, counts.allSatisfy({ $0 >= 0 }),
        (layer.positions != nil) == positionsCounted
      else { return "depth \(ply): no count is negative, and each depth is in order" }
      let cellsLeft = empty - ply + 1
      let most = open.multipliedReportingOverflow(by: min(cellsLeft, stacks))
      // Each open sequence has a child a cell left, or under gravity one to a column each.
      let children =
        geometry.rules.hasGravity ? layer.perft >= open : layer.perft == most.partialValue
      // A line wins for the side that makes it, the root's at odd depths, or under misère
      // for the other.
      let xWins = ((ply % 2 == 1) == (position.board.toMove == .x)) != geometry.rules.isMisere
      guard !most.overflow, children, layer.perft <= most.partialValue,
        (xWins ? layer.oWins : layer.xWins) == 0, ply == empty || layer.draws == 0,
        (layer.positions ?? 0) <= layer.perft
      else { return "depth \(ply) is no count of the tree below \(position)" }
      let games = layer.xWins.addingReportingOverflow(layer.oWins)
      let ended = games.partialValue.addingReportingOverflow(layer.draws)
      guard !games.overflow, !ended.overflow, ended.partialValue <= layer.perft else {
        return "depth \(ply) ends more games than it has sequences"
      }
      open = layer.perft - ended.partialValue
    }
    return layers.count == depth ? nil : "one layer a depth, 1 to \(depth)"
  }

  /// Throws unless the divide, if any, lists each legal first move once, ascending, and
  /// adds up to perft(depth).
  private func checkDivide(at path: [any CodingKey]) throws {
    guard let divide else { return }
    let moves = depth == 0 ? Bitboard.empty : position.legalMoves
    for move in divide {
      _ = try TicTacToeError.decoding(at: path) { () throws(TicTacToeError) in
        try position.playing(move.cell)
      }
    }
    let (total, overflow) = divide.reduce((0, false)) {
      let sum = $0.0.addingReportingOverflow($1.perft)
      return (sum.partialValue, $0.1 || sum.overflow || $1.perft < 0)
    }
    guard divide.map(\.cell) == Array(moves), !overflow, total == perft || depth == 0 else {
      throw TicTacToeError.corrupted("each first move once, adding up to perft", at: path)
    }
  }

  /// Writes the object `ai perft --json` prints, but the time and rate.
  public func encode(to encoder: any Encoder) throws {
    try position.encode(to: encoder)
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(depth, forKey: .depth)
    try container.encode(perft, forKey: .perft)
    try container.encode(layersFromRoot, forKey: .perDepth)
    try container.encode(nodes, forKey: .nodes)
    try container.encode(games, forKey: .games)
    try container.encode(xWins, forKey: .xWins)
    try container.encode(oWins, forKey: .oWins)
    try container.encode(draws, forKey: .draws)
    try container.encodeIfPresent(positions, forKey: .positions)
    try container.encodeIfPresent(positionsUpToSymmetry, forKey: .positionsUpToSymmetry)
    guard let divide else { return }
    // Under gravity each first move is also its column, as the player types it.
    var list = container.nestedUnkeyedContainer(forKey: .divide)
    for move in divide {
      let entry = list.superEncoder()
      try move.encode(to: entry)
      var keyed = entry.container(keyedBy: Move.CodingKeys.self)
      try keyed.encodeIfPresent(column(of: move), forKey: .column)
    }
  }
}
