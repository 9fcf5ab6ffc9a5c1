/// Everything perfect play says about a position: its value, every legal move with its
/// value, the best moves and one perfect line to the end.
public struct Analysis: Hashable, Sendable, Codable {
  /// The position analysed.
  public let position: Position
  /// The value for the side to move, or `nil` when the game is over.
  public let evaluation: Evaluation?
  /// Every legal move with its value, by ascending cell.
  public let moves: [MoveEvaluation]
  /// Every move that achieves the best value (outcome and plies), by ascending cell.
  public let bestMoves: [Int]
  /// One perfect line of play from the position to the end of the game: at each step
  /// the lowest-numbered best move.
  public let principalVariation: [Int]
  /// The positions the search visited to answer.
  public let nodes: Int

  /// The moves from best to worst; equal values by ascending cell.
  public var movesBestFirst: [MoveEvaluation] {
    moves.sorted { ($0.evaluation, -$0.cell) > ($1.evaluation, -$1.cell) }
  }
}
