/// What perfect play says about a position: where the game stands, the best moves and
/// their value, and, from ``Searcher/analyze(_:)``, the value of every legal move and one
/// perfect line. Of fixed size, so a batch answers without touching the heap.
public struct Analysis: Hashable, Sendable, Codable {
  /// The position analysed.
  public let position: Position
  /// Where the game stands.
  public let status: GameStatus
  /// The moves whose value this analysis holds: every legal move, or the best ones.
  public internal(set) var scoredMoves = Bitboard.empty
  /// Every move that achieves the best value (outcome and plies).
  public internal(set) var bestMoves = Bitboard.empty
  /// One perfect line to the end, the lowest best move at each step (or none).
  public internal(set) var principalVariation = CellLine()
  /// The positions the search visited to answer.
  public internal(set) var nodes = 0
  /// The score of each scored move for the player making it, by cell.
  var scores = SIMD16<Int8>()

  /// The player to move, or `nil` when the game is over.
  public var toMove: Player? { status.isOver ? nil : position.board.toMove }
  /// The value for the side to move, or `nil` when the game is over.
  public var evaluation: Evaluation? { bestMoves.first.flatMap { evaluation(ofMove: $0) } }

  /// The value of playing `cell` for the player making it, if it is among ``scoredMoves``.
  public func evaluation(ofMove cell: Int) -> Evaluation? {
    guard scoredMoves.contains(cell) else { return nil }
    return Evaluation(Score(rawValue: scores[cell]), emptyCells: position.emptyCells.count)
  }

  /// The scored moves with their values, by ascending cell.
  public var moves: [MoveEvaluation] {
    scoredMoves.map { MoveEvaluation(cell: $0, evaluation: evaluation(ofMove: $0)!) }
  }

  /// The scored moves from best to worst; equal values by ascending cell.
  public var movesBestFirst: [MoveEvaluation] {
    moves.sorted { ($0.evaluation, -$0.cell) > ($1.evaluation, -$1.cell) }
  }
}
