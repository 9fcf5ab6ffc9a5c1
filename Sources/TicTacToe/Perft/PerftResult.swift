/// Exact counts of the game tree below a position, depth by depth.
public struct PerftResult: Hashable, Sendable, Codable {
  /// The root.
  public let position: Position
  /// The deepest depth counted.
  public let depth: Int
  /// Depths 1 through `depth`, in order.
  public let layers: [PerftLayer]

  /// Distinct positions within `depth` plies, the root included, counting positions
  /// that a symmetry of the board maps onto each other once; `nil` unless asked for.
  public let positionsUpToSymmetry: Int?

  /// Whether distinct positions were counted (by the hashed method).
  public let positionsCounted: Bool

  /// perft(depth - 1) after each legal first move, by ascending cell, counted in the same
  /// pass as the rest: the "divide" that shows where two counts disagree. Its values add
  /// up to ``perft``; empty at depth 0, `nil` unless asked for.
  public let divide: [PerftMove]?

  /// Creates a result.
  public init(
    position: Position, depth: Int, layers: [PerftLayer], positionsCounted: Bool = false,
    positionsUpToSymmetry: Int? = nil, divide: [PerftMove]? = nil
  ) {
    self.position = position
    self.depth = depth
    self.layers = layers
    self.positionsCounted = positionsCounted
    self.positionsUpToSymmetry = positionsUpToSymmetry
    self.divide = divide
  }

  /// The result of a count down to `depth` below `position`, from its counts by depth.
  ///
  /// - Parameters:
  ///   - sequences: Sequences of each depth from 1.
  ///   - wins: Sequences that end in a win at each depth, for the side that moved last.
  ///   - draws: Sequences that end in a draw at each depth.
  ///   - positions: Distinct positions at each depth, if counted.
  ///   - perftAfter: Sequences of the whole depth after each first move, for a divide.
  init(
    position: Position, depth: Int, sequences: (Int) -> Int, wins: (Int) -> Int,
    draws: (Int) -> Int, positions: ((Int) -> Int)? = nil, positionsUpToSymmetry: Int? = nil,
    perftAfter: ((Int) -> Int)? = nil
  ) {
    // Wins at odd depths belong to the side to move at the root, at even ones to the other.
    let first = position.board.toMove
    let layers = (1...max(depth, 1)).prefix(depth).map { ply in
      let winner = ply % 2 == 1 ? first : first.opponent
      return PerftLayer(
        depth: ply, perft: sequences(ply), xWins: winner == .x ? wins(ply) : 0,
        oWins: winner == .o ? wins(ply) : 0, draws: draws(ply), positions: positions?(ply))
    }
    var divide: [PerftMove]?
    if let perftAfter {
      let moves = depth == 0 ? .empty : position.legalMoves
      divide = moves.map { PerftMove(cell: $0, perft: perftAfter($0)) }
    }
    self.init(
      position: position, depth: depth, layers: layers, positionsCounted: positions != nil,
      positionsUpToSymmetry: positionsUpToSymmetry, divide: divide)
  }

  /// The result of a walk down to `depth` below `position`, from its `counts`.
  ///
  /// - Parameter divide: Whether to give the perft below each first move, too.
  init(position: Position, depth: Int, counts: PerftCounts, divide: Bool) {
    let perftAfter: ((Int) -> Int)? = divide ? { counts.perft(after: $0) } : nil
    self.init(
      position: position, depth: depth, sequences: { counts.sequences(at: $0) },
      wins: { counts.wins(at: $0) }, draws: { counts.draws(at: $0) }, perftAfter: perftAfter)
  }

  /// perft(depth): move sequences of exactly `depth` plies; 1 at depth 0.
  public var perft: Int { layers.last?.perft ?? 1 }
  /// Every node of the tree down to `depth`, the root included.
  public var nodes: Int { layers.reduce(1) { $0 + $1.perft } }
  /// Sequences that end the game within `depth` plies.
  public var games: Int { xWins + oWins + draws }
  /// Games X wins within `depth` plies.
  public var xWins: Int { layers.reduce(0) { $0 + $1.xWins } }
  /// Games O wins within `depth` plies.
  public var oWins: Int { layers.reduce(0) { $0 + $1.oWins } }
  /// Games drawn within `depth` plies.
  public var draws: Int { layers.reduce(0) { $0 + $1.draws } }
  /// Distinct positions within `depth` plies, the root included, when counted.
  public var positions: Int? {
    guard positionsCounted else { return nil }
    var total = 1
    for layer in layers {
      guard let positions = layer.positions else { return nil }
      total += positions
    }
    return total
  }
}
