/// The counts of one depth of a game tree.
public struct PerftLayer: Hashable, Sendable, Codable {
  /// Plies from the root.
  public var depth: Int
  /// Move sequences of exactly `depth` plies from the root: perft(depth).
  public var perft = 0
  /// Sequences that end the game at this depth with a line for X.
  public var xWins = 0
  /// Sequences that end the game at this depth with a line for O.
  public var oWins = 0
  /// Sequences that end the game at this depth with a full board and no line.
  public var draws = 0
  /// Distinct positions at this depth; counted only by the hashed method, else `nil`.
  public var positions: Int?

  /// Creates the counts of one depth.
  public init(
    depth: Int, perft: Int = 0, xWins: Int = 0, oWins: Int = 0, draws: Int = 0,
    positions: Int? = nil
  ) {
    self.depth = depth
    self.perft = perft
    self.xWins = xWins
    self.oWins = oWins
    self.draws = draws
    self.positions = positions
  }

  /// Sequences that end the game at this depth.
  public var games: Int { xWins + oWins + draws }
}
