/// What perfect play says about a position: where the game stands, the value of every
/// legal move, the best ones and one perfect line, from ``Searcher/analyze(_:)`` or
/// ``Engine/analysis(of:)``. Of fixed size, so a batch answers without touching the heap.
public struct Analysis: Hashable, Sendable, Codable {
  /// The position analysed.
  public let position: Position
  /// Where the game stands.
  public let status: GameStatus
  /// Every move that achieves the best value (outcome and plies).
  public internal(set) var bestMoves = Bitboard.empty
  /// One perfect line to the end, the lowest best move at each step (or none).
  public internal(set) var principalVariation = CellLine()
  /// The positions the search visited to answer.
  public internal(set) var nodes = 0
  /// The score of each legal move for the player making it, by cell; 0 elsewhere.
  var scores = SIMD16<Int8>()

  /// The player to move, or `nil` when the game is over.
  public var toMove: Player? { status.isOver ? nil : position.board.toMove }
  /// The value for the side to move, or `nil` when the game is over.
  public var evaluation: Evaluation? { bestMoves.first.flatMap { evaluation(ofMove: $0) } }

  /// The value of playing `cell` for the player making it, if it is a legal move.
  public func evaluation(ofMove cell: Int) -> Evaluation? {
    guard legalMoves.contains(cell) else { return nil }
    return Evaluation(Score(rawValue: scores[cell]), emptyCells: position.emptyCells.count)
  }

  /// The legal moves, by the status at hand (the position would compute it again).
  package var legalMoves: Bitboard { status == .ongoing ? position.emptyCells : .empty }

  /// Every legal move with its value, by ascending cell.
  public var moves: [MoveEvaluation] {
    legalMoves.map { MoveEvaluation(cell: $0, evaluation: evaluation(ofMove: $0)!) }
  }

  /// Every legal move from best to worst; equal values by ascending cell.
  public var movesBestFirst: [MoveEvaluation] {
    moves.sorted { ($0.evaluation, -$0.cell) > ($1.evaluation, -$1.cell) }
  }

  /// The best moves and their value, as a hint gives them.
  public var hint: Hint {
    guard let best = bestMoves.first else { return Hint(over: position, status: status) }
    return Hint(
      position: position, bestMoves: bestMoves, score: Score(rawValue: scores[best]), nodes: nodes)
  }
}
