/// What perfect play says about a position: where the game stands, the best moves and
/// their value, and, from ``Searcher/analyze(_:)``, the value of every legal move and one
/// perfect line to the end.
///
/// A value of fixed size that allocates nothing, so a batch answers board after board
/// without touching the heap. ``Searcher/bestMoves(_:)`` scores the best moves alone
/// and leaves the line empty; ``scoredMoves`` says which moves hold a value.
public struct Analysis: Hashable, Sendable, Codable {
  /// The position analysed.
  public let position: Position
  /// Where the game stands.
  public let status: GameStatus
  /// The moves whose value this analysis holds: every legal move for
  /// ``Searcher/analyze(_:)``, the best ones for ``Searcher/bestMoves(_:)``; none once
  /// the game is over.
  public let scoredMoves: Bitboard
  /// Every move that achieves the best value (outcome and plies).
  public let bestMoves: Bitboard
  /// One perfect line of play from the position to the end of the game, at each step
  /// the lowest-numbered best move; empty from ``Searcher/bestMoves(_:)``.
  public let principalVariation: CellLine
  /// The positions the search visited to answer.
  public let nodes: Int
  /// The score of each scored move for the player making it, by cell; 0 elsewhere.
  private let scores: SIMD16<Int8>

  /// An analysis from its parts.
  ///
  /// - Parameter scores: The score of each move of `scoredMoves`, by cell.
  init(
    position: Position, status: GameStatus, scoredMoves: Bitboard = .empty,
    bestMoves: Bitboard = .empty, principalVariation: CellLine = CellLine(), nodes: Int = 0,
    scores: SIMD16<Int8> = SIMD16()
  ) {
    self.position = position
    self.status = status
    self.scoredMoves = scoredMoves
    self.bestMoves = bestMoves
    self.principalVariation = principalVariation
    self.nodes = nodes
    self.scores = scores
  }

  /// The player to move, or `nil` when the game is over.
  public var toMove: Player? { status.isOver ? nil : position.board.toMove }

  /// The value for the side to move, or `nil` when the game is over.
  public var evaluation: Evaluation? {
    bestMoves.first.flatMap { evaluation(ofMove: $0) }
  }

  /// The value of playing `cell` for the player making it, the move itself counted;
  /// `nil` when the analysis holds no value for `cell` (see ``scoredMoves``).
  ///
  /// - Complexity: O(1).
  public func evaluation(ofMove cell: Int) -> Evaluation? {
    guard scoredMoves.contains(cell) else { return nil }
    return Evaluation(
      Score(rawValue: scores[cell]),
      emptyCells: position.board.emptyCells(in: position.geometry).count)
  }

  /// The scored moves with their values, by ascending cell.
  ///
  /// - Complexity: O(cells), allocating the array.
  public var moves: [MoveEvaluation] {
    scoredMoves.map { MoveEvaluation(cell: $0, evaluation: evaluation(ofMove: $0)!) }
  }

  /// The scored moves from best to worst; equal values by ascending cell.
  ///
  /// - Complexity: O(cells log cells), allocating the array.
  public var movesBestFirst: [MoveEvaluation] {
    moves.sorted { ($0.evaluation, -$0.cell) > ($1.evaluation, -$1.cell) }
  }
}
