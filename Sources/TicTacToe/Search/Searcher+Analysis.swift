// The questions a searcher answers: the analysis, the best moves, the outcome.
extension Searcher {
  /// The value of every legal move of `position`, the best ones, and a principal variation.
  ///
  /// - Throws: ``TicTacToeError/geometryMismatch(searcher:position:)`` for a position of
  ///   another geometry; ``TicTacToeError/limitReached`` past ``limit``'s positions or
  ///   time, ``TicTacToeError/cancelled`` when it says to stop.
  /// - Complexity: Allocates nothing.
  public mutating func analyze(_ position: Position) throws(TicTacToeError) -> Analysis {
    try check(position)
    nodes = 0
    let status = tables.status(of: position.board)
    guard status == .ongoing else { return Analysis(position: position, status: status) }
    switch geometry.rules {
    case .normal: return try analyze(position, NormalRule.self)
    case .misere: return try analyze(position, MisereRule.self)
    case .gravity: return try analyze(position, GravityRule.self)
    case .gravityMisere: return try analyze(position, GravityMisereRule.self)
    }
  }

  @inline(__always)
  private mutating func analyze<Rule: RuleKind>(_ position: Position, _: Rule.Type)
    throws(TicTacToeError) -> Analysis
  {
    guard let limit else { return analyze(position, by: ownedSearch(Rule.self)) }
    return try analyze(position, by: Negamax(ownedSearch(Rule.self), within: limit))
  }

  @inline(__always)
  private mutating func analyze<Mode>(_ position: Position, by search: Negamax<Mode>)
    throws(Mode.Failure) -> Analysis
  {
    var nodes = 0
    var node = Node(position.board, in: tables)
    let (scores, bestMoves) = try scoreMoves(node, search, &nodes)
    // The line bestMove(_:) would play, step by step: each position's value is known from
    // the move before, so a null window per move finds the lowest that keeps it.
    var line = CellLine()
    var cell = bestMoves.first.unsafelyUnwrapped
    var value = Score(rawValue: scores[cell])
    while true {
      line.append(cell)
      node = node.child(cell, in: tables)
      value = -value
      guard tables.result(of: node.theirs, against: node.mine) == .ongoing else { break }
      cell = try firstMove(of: node, keeping: value, search, &nodes)
    }
    self.nodes = nodes
    return Analysis(
      position: position, status: .ongoing, bestMoves: bestMoves, principalVariation: line,
      nodes: nodes, scores: scores)
  }

  /// The score of every move of `node` for the player making it, and the best moves: each
  /// visits the positions `-score(board.playing(cell))` would.
  @inline(__always)
  private func scoreMoves<Mode>(_ node: Node, _ search: Negamax<Mode>, _ nodes: inout Int)
    throws(Mode.Failure) -> (scores: SIMD16<Int8>, best: Bitboard)
  {
    var scores = SIMD16<Int8>()
    var (best, bestMoves) = (-Score.infinity, Bitboard.empty)
    for cell in tables.moves(node.mine | node.theirs) {
      let child = node.child(cell, in: tables)
      let score: Score
      if let final = finalScore(of: child) {
        score = final
      } else {
        score = try -search.search(child, alpha: -.infinity, beta: .infinity, nodes: &nodes)
      }
      scores[cell] = score.rawValue
      if score > best {
        (best, bestMoves) = (score, Bitboard(rawValue: 1 &<< UInt16(truncatingIfNeeded: cell)))
      } else if score == best {
        bestMoves.insert(cell)
      }
    }
    return (scores, bestMoves)
  }

  /// The lowest move of an unfinished `node` whose score is `value`, its best.
  @inline(__always)
  private func firstMove<Mode>(
    of node: Node, keeping value: Score, _ search: Negamax<Mode>, _ nodes: inout Int
  ) throws(Mode.Failure) -> Int {
    for cell in tables.moves(node.mine | node.theirs) {
      let child = node.child(cell, in: tables)
      if let final = finalScore(of: child) {
        if final == value { return cell }
      } else if try search.keeps(node, cell, value, nodes: &nodes) {
        return cell
      }
    }
    preconditionFailure("no move keeps the position's value")
  }

  /// The score of the move that led to `child` when it ended the game, for its player.
  @inline(__always)
  private func finalScore(of child: Node) -> Score? {
    if tables.hasLine(child.theirs) {
      let line = Score.win(leaving: child.emptyCount)
      return tables.rules.isMisere ? -line : line
    }
    return child.emptyCount == 0 ? .draw : nil
  }

  /// The best moves of `position` and their value: less than ``analyze(_:)`` finds, and
  /// cheaper.
  ///
  /// - Throws: As ``analyze(_:)`` does.
  /// - Complexity: Allocates nothing.
  public mutating func bestMoves(_ position: Position) throws(TicTacToeError) -> Hint {
    try check(position)
    nodes = 0
    let status = tables.status(of: position.board)
    guard status == .ongoing else { return Hint(over: position, status: status) }
    var nodes = 0
    let (best, score) = try bestMoves(position.board, stop: nil, nodes: &nodes)
    self.nodes = nodes
    return Hint(position: position, bestMoves: best, score: score, nodes: nodes)
  }

  /// Every move of an unfinished `board` that achieves its score, and that score: seen to
  /// the end, or to the horizon at `stop` empty cells (a look-ahead level's, with no table).
  @inline(__always)
  mutating func bestMoves(_ board: Board, stop: Int?, nodes: inout Int)
    throws(TicTacToeError) -> (cells: Bitboard, score: Score)
  {
    switch geometry.rules {
    case .normal: try bestMoves(board, stop, &nodes, NormalRule.self)
    case .misere: try bestMoves(board, stop, &nodes, MisereRule.self)
    case .gravity: try bestMoves(board, stop, &nodes, GravityRule.self)
    case .gravityMisere: try bestMoves(board, stop, &nodes, GravityMisereRule.self)
    }
  }

  @inline(__always)
  private mutating func bestMoves<Rule: RuleKind>(
    _ board: Board, _ stop: Int?, _ nodes: inout Int, _: Rule.Type
  ) throws(TicTacToeError) -> (cells: Bitboard, score: Score) {
    guard let stop else {
      return try ownedSearch(Rule.self).bestMoves(board, nodes: &nodes, within: limit)
    }
    let horizon = Negamax<Horizon<Rule>>(tables: tables, stop: stop)
    return try horizon.bestMoves(board, nodes: &nodes, within: limit)
  }

  /// Win, draw or loss for the side to move, much cheaper than ``bestMoves(_:)`` on big
  /// boards; `nil` once the game is over.
  ///
  /// - Throws: As ``analyze(_:)`` does.
  public mutating func outcome(of position: Position) throws(TicTacToeError) -> Outcome? {
    try check(position)
    nodes = 0
    guard position.status == .ongoing else { return nil }
    return Outcome(try score(position.board, within: .win(leaving: 0), limit: limit))
  }

  func check(_ position: Position) throws(TicTacToeError) {
    guard position.geometry == geometry else {
      throw .geometryMismatch(searcher: geometry, position: position.geometry)
    }
  }

  /// The lowest best move of `board`, or `nil` once the game is over; allocates nothing.
  package mutating func bestMove(_ board: Board) -> Int? {
    guard tables.status(of: board) == .ongoing else { return nil }
    var nodes = 0
    let node = Node(board, in: tables)
    let best: Int?
    switch geometry.rules {
    case .normal: best = scoreMoves(node, ownedSearch(NormalRule.self), &nodes).best.first
    case .misere: best = scoreMoves(node, ownedSearch(MisereRule.self), &nodes).best.first
    case .gravity: best = scoreMoves(node, ownedSearch(GravityRule.self), &nodes).best.first
    case .gravityMisere:
      best = scoreMoves(node, ownedSearch(GravityMisereRule.self), &nodes).best.first
    }
    self.nodes &+= nodes
    return best
  }
}
