/// The best moves of a position and their value: what a hint shows, from
/// ``Searcher/bestMoves(_:)`` or ``Engine/hint(for:)``, and a row of a solution table. An
/// ``Analysis`` holds one (``Analysis/hint``) beside the value of every other move.
public struct Hint: Hashable, Sendable {
  /// The position asked about.
  public let position: Position
  /// Where the game stands.
  public let status: GameStatus
  /// Every move that achieves the best value (outcome and plies); none once the game is over.
  public let bestMoves: Bitboard
  /// The positions the search visited to answer.
  public let nodes: Int
  /// The best moves' score for the player making them; a draw's once the game is over.
  let score: Score

  /// The hint of a finished game: no move.
  init(over position: Position, status: GameStatus) {
    (self.position, self.status, bestMoves, nodes, score) = (position, status, .empty, 0, .draw)
  }

  /// The hint of an unfinished game.
  init(position: Position, bestMoves: Bitboard, score: Score, nodes: Int) {
    (self.position, status, self.bestMoves) = (position, .ongoing, bestMoves)
    (self.score, self.nodes) = (score, nodes)
  }

  /// The player to move, or `nil` when the game is over.
  public var toMove: Player? { status.isOver ? nil : position.board.toMove }
  /// The value for the side to move, that of each best move, or `nil` when the game is over.
  public var evaluation: Evaluation? {
    status.isOver ? nil : Evaluation(score, emptyCells: position.emptyCells.count)
  }
}
