/// One row of a solution table: a reachable position and what perfect play makes of it.
public struct Solution: Hashable, Sendable, Codable {
  /// The position.
  public let position: Position
  /// Its value for the side to move, or `nil` when the game is over.
  public let evaluation: Evaluation?
  /// Every move that achieves the value, by ascending cell (indices from 0).
  public let bestMoves: [Int]
}
