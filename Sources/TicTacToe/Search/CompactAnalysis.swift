/// What ``Analysis`` says about a position, in a value of fixed size that allocates
/// nothing: for answering many boards one after another.
///
/// ``Searcher/compactAnalysis(of:)`` makes one; ``Analysis/init(_:)`` turns it into an
/// ``Analysis`` with the same values, moves, line and node count.
public struct CompactAnalysis: Hashable, Sendable {
  /// The position analysed.
  public let position: Position
  /// Where the game stands.
  public let status: GameStatus
  /// Every legal move: the empty cells while the game is on, none once it is over.
  public let legalMoves: Bitboard
  /// Every move that achieves the best value (outcome and plies).
  public let bestMoves: Bitboard
  /// One perfect line of play from the position to the end of the game: at each step
  /// the lowest-numbered best move.
  public let principalVariation: CellLine
  /// The positions the search visited to answer.
  public let nodes: Int
  /// The score of each legal move for the player making it, by cell; 0 elsewhere.
  private let scores: SIMD16<Int8>

  /// An analysis from its parts.
  ///
  /// - Parameters:
  ///   - scores: The score of each legal move, by cell.
  init(
    position: Position, status: GameStatus, legalMoves: Bitboard, bestMoves: Bitboard,
    principalVariation: CellLine, nodes: Int, scores: SIMD16<Int8>
  ) {
    self.position = position
    self.status = status
    self.legalMoves = legalMoves
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
  /// `nil` when `cell` is not a legal move.
  ///
  /// - Complexity: O(1).
  public func evaluation(ofMove cell: Int) -> Evaluation? {
    guard legalMoves.contains(cell) else { return nil }
    return Evaluation(
      Score(rawValue: scores[cell]),
      emptyCells: position.board.emptyCells(in: position.geometry).count)
  }
}

extension Analysis {
  /// The analysis `compact` holds, as arrays.
  ///
  /// - Complexity: O(cells), allocating the arrays.
  public init(_ compact: CompactAnalysis) {
    self.init(
      position: compact.position,
      evaluation: compact.evaluation,
      moves: compact.legalMoves.map {
        MoveEvaluation(cell: $0, evaluation: compact.evaluation(ofMove: $0)!)
      },
      bestMoves: Array(compact.bestMoves),
      principalVariation: Array(compact.principalVariation),
      nodes: compact.nodes)
  }
}
