/// A move and its value for the player who makes it.
public struct MoveEvaluation: Hashable, Sendable, Codable {
  /// The cell played, an index from 0.
  public let cell: Int
  /// The result of the move under perfect play, its own ply counted.
  public let evaluation: Evaluation

  /// Creates a move evaluation.
  public init(cell: Int, evaluation: Evaluation) {
    self.cell = cell
    self.evaluation = evaluation
  }
}
