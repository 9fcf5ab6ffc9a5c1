extension Searcher {
  /// Analyses `position`: the value of every legal move, the best ones, and a principal
  /// variation.
  ///
  /// - Precondition: `position` has this searcher's geometry.
  public mutating func analyze(_ position: Position) -> Analysis {
    precondition(position.geometry == geometry, "the position has another geometry")
    nodes = 0
    let emptyCount = position.emptyCells.count
    let scored = scoredMoves(position.board)
    let bestScore = scored.map(\.score).max()
    var line: [Int] = []
    var board = position.board
    while let next = bestMove(board) {
      line.append(next)
      board.play(next)
    }
    return Analysis(
      position: position,
      evaluation: bestScore.map { Evaluation($0, emptyCells: emptyCount) },
      moves: scored.map {
        MoveEvaluation(cell: $0.cell, evaluation: Evaluation($0.score, emptyCells: emptyCount))
      },
      bestMoves: scored.filter { $0.score == bestScore }.map(\.cell),
      principalVariation: line,
      nodes: nodes)
  }

  /// The value of `position` for the side to move and every move that achieves it, by
  /// ascending cell; `nil` and no moves when the game is over.
  ///
  /// Unlike ``analyze(_:)`` it keeps the table: its entries stay true, so a game or a
  /// match of many games gets faster as it goes.
  public mutating func bestMoves(_ position: Position) -> (evaluation: Evaluation?, cells: [Int]) {
    precondition(position.geometry == geometry, "the position has another geometry")
    nodes = 0
    let scored = scoredMoves(position.board)
    guard let best = scored.map(\.score).max() else { return (nil, []) }
    return (
      Evaluation(best, emptyCells: position.emptyCells.count),
      scored.filter { $0.score == best }.map(\.cell)
    )
  }

  /// The value of `position` for the side to move under perfect play: win, draw or
  /// loss and in how many plies, or `nil` once the game is over.
  ///
  /// - Precondition: `position` has this searcher's geometry.
  public mutating func evaluate(_ position: Position) -> Evaluation? {
    precondition(position.geometry == geometry, "the position has another geometry")
    nodes = 0
    guard position.status == .ongoing else { return nil }
    return Evaluation(score(position.board), emptyCells: position.emptyCells.count)
  }

  /// Win, draw or loss for the side to move under perfect play, without the plies: a
  /// search with the narrowest window, much cheaper than ``evaluate(_:)`` on big boards.
  /// `nil` once the game is over.
  ///
  /// - Precondition: `position` has this searcher's geometry.
  public mutating func outcome(of position: Position) -> Outcome? {
    precondition(position.geometry == geometry, "the position has another geometry")
    nodes = 0
    guard position.status == .ongoing else { return nil }
    return outcome(position.board)
  }

  /// Every legal move of `board` with its score for the side making it, by ascending
  /// cell; none when the game is over.
  mutating func scoredMoves(_ board: Board) -> [(cell: Int, score: Score)] {
    guard tables.status(of: board) == .ongoing else { return [] }
    return board.emptyCells(in: geometry).map { cell in (cell, -score(board.playing(cell))) }
  }

  /// The lowest-numbered best move of `board`, or `nil` when the game is over.
  ///
  /// - Complexity: Allocates nothing (the bench's `solve` workload gates on that).
  mutating func bestMove(_ board: Board) -> Int? {
    guard tables.status(of: board) == .ongoing else { return nil }
    var best: (cell: Int, score: Score)?
    for cell in board.emptyCells(in: geometry) {
      let score = -score(board.playing(cell))
      if best == nil || score > best!.score { best = (cell, score) }
    }
    return best?.cell
  }
}
