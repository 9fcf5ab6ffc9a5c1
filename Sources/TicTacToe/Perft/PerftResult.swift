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

  /// Creates a result.
  public init(
    position: Position, depth: Int, layers: [PerftLayer], positionsCounted: Bool = false,
    positionsUpToSymmetry: Int? = nil
  ) {
    self.position = position
    self.depth = depth
    self.layers = layers
    self.positionsCounted = positionsCounted
    self.positionsUpToSymmetry = positionsUpToSymmetry
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
