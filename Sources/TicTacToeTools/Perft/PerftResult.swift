import TicTacToe

/// Exact counts of the game tree below a position, depth by depth. Its totals add its
/// layers with wrapping arithmetic, so that one decoded from any file answers them.
public struct PerftResult: Hashable, Sendable, Codable {
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

  /// One line of a divide: a legal first move and perft(depth - 1) after it.
  public struct Move: Hashable, Sendable, Codable {
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
  /// Distinct positions within `depth` plies up to the board's symmetries, the root
  /// included; `nil` unless asked for.
  public let positionsUpToSymmetry: Int?
  /// Whether distinct positions were counted (by the hashed method).
  public let positionsCounted: Bool
  /// perft(depth - 1) after each legal first move, by ascending cell; `nil` unless asked for.
  public let divide: [Move]?

  /// The result of a count down to `depth` below `position`, from its `counts`.
  init(
    position: Position, depth: Int, counts: PerftCounts, divide: Bool,
    positionsCounted: Bool = false, positionsUpToSymmetry: Int? = nil
  ) {
    // Wins at odd depths belong to the side to move at the root, at even ones to the other.
    let first = position.board.toMove
    layers = (1...max(depth, 1)).prefix(depth).map { ply in
      let wins = counts[.wins, ply]
      let xWins = (ply % 2 == 1) == (first == .x)
      return Layer(
        depth: ply, perft: counts[.sequences, ply], xWins: xWins ? wins : 0,
        oWins: xWins ? 0 : wins, draws: counts[.draws, ply],
        positions: positionsCounted ? counts[.positions, ply] : nil)
    }
    self.position = position
    self.depth = depth
    self.positionsCounted = positionsCounted
    self.positionsUpToSymmetry = positionsUpToSymmetry
    let moves = depth == 0 ? .empty : position.legalMoves
    self.divide = divide ? moves.map { Move(cell: $0, perft: counts[.divide, $0]) } : nil
  }

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
