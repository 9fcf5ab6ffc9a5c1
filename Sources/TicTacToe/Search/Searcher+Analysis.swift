extension Searcher {
  /// Analyses `position`: the value of every legal move, the best ones, and a principal
  /// variation.
  ///
  /// - Precondition: `position` has this searcher's geometry.
  public mutating func analyze(_ position: Position) -> Analysis {
    Analysis(compactAnalysis(of: position))
  }

  /// Analyses `position` as ``analyze(_:)`` does, visiting the same positions, into a
  /// value that allocates nothing.
  ///
  /// Every legal move is scored with the full window, then the principal variation
  /// takes the lowest best move at each step, scoring that position's moves the same
  /// way: the table answers most of it after the first time.
  ///
  /// - Precondition: `position` has this searcher's geometry.
  /// - Complexity: Allocates nothing.
  public mutating func compactAnalysis(of position: Position) -> CompactAnalysis {
    precondition(position.geometry == geometry, "the position has another geometry")
    nodes = 0
    var board = position.board
    let status = tables.status(of: board)
    var scores = SIMD16<Int8>()
    guard status == .ongoing else {
      return CompactAnalysis(
        position: position, status: status, legalMoves: .empty, bestMoves: .empty,
        principalVariation: CellLine(), nodes: 0, scores: scores)
    }
    let search = ownedSearch()
    var nodes = 0
    let legalMoves = board.emptyCells(in: geometry)
    var emptyCount = legalMoves.count
    var index = tables.index(of: board)
    var best = -Score.infinity
    var bestMoves = Bitboard.empty
    for cell in legalMoves {
      let score = moveScore(board, cell, index: index, emptyCount: emptyCount, search, &nodes)
      scores[cell] = score.rawValue
      if score > best {
        (best, bestMoves) = (score, Bitboard(rawValue: 1 &<< UInt16(truncatingIfNeeded: cell)))
      } else if score == best {
        bestMoves.insert(cell)
      }
    }
    // As bestMove(_:) would, step by step: the lowest move of the best score.
    var line = CellLine()
    while tables.status(of: board) == .ongoing {
      var next = (cell: -1, score: -Score.infinity)
      for cell in board.emptyCells(in: geometry) {
        let score = moveScore(board, cell, index: index, emptyCount: emptyCount, search, &nodes)
        if next.cell < 0 || score > next.score { next = (cell, score) }
      }
      line.append(next.cell)
      index &+= GeometryTables.digit(of: board.toMove) &* tables.weight(of: next.cell)
      emptyCount &-= 1
      board.play(next.cell)
    }
    self.nodes = nodes
    return CompactAnalysis(
      position: position, status: status, legalMoves: legalMoves, bestMoves: bestMoves,
      principalVariation: line, nodes: nodes, scores: scores)
  }

  /// The score of playing `cell` on `board` for the player making it, visiting the same
  /// positions as `-score(board.playing(cell))` but with the child's index worked out
  /// from `index`, the board's.
  ///
  /// - Precondition: `board` is unfinished, `cell` empty, `emptyCount` its empty cells;
  ///   the table is this searcher's own (see `makeTableUnique()`).
  @inline(__always)
  private func moveScore(
    _ board: Board, _ cell: Int, index: Int, emptyCount: Int, _ search: AlphaBeta,
    _ nodes: inout Int
  ) -> Score {
    let mover = board.mine.inserting(cell)
    let left = emptyCount &- 1
    if tables.hasLine(mover) { return .win(leaving: left) }
    if left == 0 { return .draw }
    let digit = GeometryTables.digit(of: board.toMove)
    return -search.search(
      mine: board.theirs, theirs: mover, index: index &+ digit &* tables.weight(of: cell),
      digit: 3 &- digit, emptyCount: left, alpha: -.infinity, beta: .infinity, nodes: &nodes)
  }

  /// The value of `position` for the side to move and every move that achieves it, as
  /// a set of cells: what ``bestMoves(_:)`` says, for less search and no allocation.
  ///
  /// One search gives the value; then a search with the narrowest window around it
  /// tells for each move whether it reaches it. ``nodes`` counts those searches, fewer
  /// than ``bestMoves(_:)`` visits.
  ///
  /// - Precondition: `position` has this searcher's geometry.
  /// - Complexity: Allocates nothing.
  public mutating func bestMoveSet(_ position: Position) -> (
    evaluation: Evaluation?, cells: Bitboard
  ) {
    precondition(position.geometry == geometry, "the position has another geometry")
    nodes = 0
    let board = position.board
    guard tables.status(of: board) == .ongoing else { return (nil, .empty) }
    let empty = board.emptyCells(in: geometry)
    let emptyCount = empty.count
    // A win now is the best there is, and every move that wins now achieves it.
    let wins = tables.winningCells(for: board.mine) & empty
    if !wins.isEmpty {
      return (Evaluation(.win(leaving: emptyCount &- 1), emptyCells: emptyCount), wins)
    }
    if emptyCount == 1 { return (Evaluation(.draw, emptyCells: 1), empty) }
    let search = ownedSearch()
    var nodes = 0
    let index = tables.index(of: board)
    let digit = GeometryTables.digit(of: board.toMove)
    let value = search.search(
      mine: board.mine, theirs: board.theirs, index: index, digit: digit,
      emptyCount: emptyCount, alpha: -Score.infinity, beta: .infinity, nodes: &nodes)
    // No move scores more than `value`: a move reaches it when the reply's score is at
    // most `-value`, which the window `-value ..< -value + 1` decides. No move wins or
    // fills the board, so every reply is unfinished.
    let reply = -value
    var cells = Bitboard.empty
    for cell in empty {
      let score = search.search(
        mine: board.theirs, theirs: board.mine.inserting(cell),
        index: index &+ digit &* tables.weight(of: cell), digit: 3 &- digit,
        emptyCount: emptyCount &- 1, alpha: reply, beta: Score(value: reply.value &+ 1),
        nodes: &nodes)
      if score <= reply { cells.insert(cell) }
    }
    self.nodes = nodes
    return (Evaluation(value, emptyCells: emptyCount), cells)
  }

  /// Where the game stands on `position`: ``Position/status``, one load of the tables.
  ///
  /// - Precondition: `position` has this searcher's geometry.
  public func status(of position: Position) -> GameStatus {
    precondition(position.geometry == geometry, "the position has another geometry")
    return tables.status(of: position.board)
  }

  /// The position with X's pieces `x` and O's `o` on this searcher's geometry, after the
  /// checks of ``Position/init(geometry:x:o:)``, sharing this searcher's tables.
  ///
  /// - Throws: ``TicTacToeError`` when no game reaches these pieces, as
  ///   ``Position/init(geometry:x:o:)`` does.
  /// - Complexity: O(cells); allocates nothing.
  public func position(x: Bitboard, o: Bitboard) throws(TicTacToeError) -> Position {
    try Position(geometry: geometry, x: x, o: o)
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
