extension Searcher {
  /// The value of every legal move of `position`, the best ones, and a principal variation;
  /// throws when `position` has another geometry. Allocates nothing.
  public mutating func analyze(_ position: Position) throws(TicTacToeError) -> Analysis {
    try check(position)
    nodes = 0
    let status = tables.status(of: position.board)
    guard status == .ongoing else { return Analysis(position: position, status: status) }
    guard let limit else { return analyze(position, by: ownedSearch()) }
    return try analyze(position, by: Negamax(ownedSearch(), within: limit))
  }

  @inline(__always)
  private mutating func analyze<Mode>(_ position: Position, by search: Negamax<Mode>)
    throws(Mode.Failure) -> Analysis
  {
    var board = position.board
    var nodes = 0
    var scores = SIMD16<Int8>()
    let legalMoves = board.emptyCells(in: geometry)
    var node = Node(board, in: tables)
    var best = -Score.infinity
    var bestMoves = Bitboard.empty
    for cell in legalMoves {
      let score = try moveScore(node, cell, search, &nodes)
      scores[cell] = score.rawValue
      if score > best {
        (best, bestMoves) = (score, Bitboard(rawValue: 1 &<< UInt16(truncatingIfNeeded: cell)))
      } else if score == best {
        bestMoves.insert(cell)
      }
    }
    // As bestMove(_:) would, step by step: the lowest move of the best score. The table
    // answers most of the line once the moves are scored.
    var line = CellLine()
    while tables.status(of: board) == .ongoing {
      var next = (cell: -1, score: -Score.infinity)
      for cell in board.emptyCells(in: geometry) {
        let score = try moveScore(node, cell, search, &nodes)
        if next.cell < 0 || score > next.score { next = (cell, score) }
      }
      line.append(next.cell)
      node = node.child(next.cell, in: tables)
      board.play(next.cell)
    }
    self.nodes = nodes
    return Analysis(
      position: position, status: .ongoing, scoredMoves: legalMoves, bestMoves: bestMoves,
      principalVariation: line, nodes: nodes, scores: scores)
  }

  /// The score of `cell` for the player making it, visiting the positions
  /// `-score(board.playing(cell))` would.
  @inline(__always)
  private func moveScore<Mode>(
    _ node: Node, _ cell: Int, _ search: Negamax<Mode>, _ nodes: inout Int
  ) throws(Mode.Failure) -> Score {
    let child = node.child(cell, in: tables)
    if tables.hasLine(child.theirs) { return .win(leaving: child.emptyCount) }
    if child.emptyCount == 0 { return .draw }
    return try -search.search(child, alpha: -.infinity, beta: .infinity, nodes: &nodes)
  }

  /// An analysis whose scored moves are the best ones, without a line; throws when
  /// `position` has another geometry. Allocates nothing.
  public mutating func bestMoves(_ position: Position) throws(TicTacToeError) -> Analysis {
    try check(position)
    nodes = 0
    let status = tables.status(of: position.board)
    guard status == .ongoing else { return Analysis(position: position, status: status) }
    var nodes = 0
    let search = ownedSearch()
    let (best, score) =
      if let limit {
        try Negamax(search, within: limit).bestMoves(position.board, nodes: &nodes)
      } else {
        search.bestMoves(position.board, nodes: &nodes)
      }
    self.nodes = nodes
    var scores = SIMD16<Int8>()
    for cell in best { scores[cell] = score.rawValue }
    return Analysis(
      position: position, status: .ongoing, scoredMoves: best, bestMoves: best, nodes: nodes,
      scores: scores)
  }

  /// Win, draw or loss for the side to move, much cheaper than ``bestMoves(_:)`` on big
  /// boards; `nil` once the game is over. Throws when `position` has another geometry.
  public mutating func outcome(of position: Position) throws(TicTacToeError) -> Outcome? {
    try check(position)
    nodes = 0
    guard position.status == .ongoing else { return nil }
    guard let limit else { return outcome(position.board) }
    return try outcome(position.board, by: Negamax(ownedSearch(), within: limit))
  }

  func check(_ position: Position) throws(TicTacToeError) {
    guard position.geometry == geometry else {
      throw .geometryMismatch(searcher: geometry, position: position.geometry)
    }
  }

  /// The lowest-numbered best move of `board`, or `nil` when the game is over; allocates
  /// nothing (the bench's `solve` workload gates on that).
  package mutating func bestMove(_ board: Board) -> Int? {
    guard tables.status(of: board) == .ongoing else { return nil }
    var best: (cell: Int, score: Score)?
    for cell in board.emptyCells(in: geometry) {
      let score = -score(board.playing(cell))
      if best == nil || score > best!.score { best = (cell, score) }
    }
    return best?.cell
  }
}
