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
    return try ask(Analyzing(position: position))
  }

  /// An unfinished position's analysis, within the searcher's limit or not.
  private struct Analyzing: RuleQuestion {
    let position: Position

    @inline(__always)
    func answer<Rule: RuleKind, Mask: CellMask>(
      by searcher: inout Searcher, under _: Rule.Type, _: Mask.Type
    ) throws(TicTacToeError) -> Analysis {
      let exact = searcher.ownedSearch(Rule.self, Mask.self)
      guard let limit = searcher.limit else { return searcher.analyze(position, by: exact) }
      return try searcher.analyze(position, by: Negamax(exact, within: limit))
    }
  }

  @inline(__always)
  fileprivate mutating func analyze<Mode>(_ position: Position, by search: Negamax<Mode>)
    throws(Mode.Failure) -> Analysis
  {
    var nodes = 0
    var node = Node<Mode.Mask>(position.board, in: tables)
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
  /// visits the positions `-score(board.playing(cell))` would, and is told to ``limit``'s
  /// `proven` once found.
  @inline(__always)
  fileprivate func scoreMoves<Mode>(
    _ node: Node<Mode.Mask>, _ search: Negamax<Mode>, _ nodes: inout Int
  ) throws(Mode.Failure) -> (scores: SIMD64<Int8>, best: Bitboard) {
    var scores = SIMD64<Int8>()
    var (best, bestMoves) = (-Score.infinity, Bitboard.empty)
    for cell in tables.moves(node.mine | node.theirs) {
      let child = node.child(cell, in: tables)
      let score: Score
      if let final = finalScore(of: child, Mode.Rule.self) {
        score = final
      } else {
        score = try -search.search(child, alpha: -.infinity, beta: .infinity, nodes: &nodes)
      }
      scores[cell] = score.rawValue
      limit?.proven?(cell, Evaluation(score, emptyCells: node.emptyCount))
      if score > best {
        (best, bestMoves) = (score, Bitboard(unchecked: cell))
      } else if score == best {
        bestMoves.insert(cell)
      }
    }
    return (scores, bestMoves)
  }

  /// The lowest move of an unfinished `node` whose score is `value`, its best.
  @inline(__always)
  private func firstMove<Mode>(
    of node: Node<Mode.Mask>, keeping value: Score, _ search: Negamax<Mode>, _ nodes: inout Int
  ) throws(Mode.Failure) -> Int {
    for cell in tables.moves(node.mine | node.theirs) {
      let child = node.child(cell, in: tables)
      if let final = finalScore(of: child, Mode.Rule.self) {
        if final == value { return cell }
      } else if try search.keeps(node, cell, value, nodes: &nodes) {
        return cell
      }
    }
    preconditionFailure("no move keeps the position's value")
  }

  /// The score of the move that led to `child` when it ended the game, for its player.
  @inline(__always)
  private func finalScore<Rule: RuleKind, Mask>(of child: Node<Mask>, _: Rule.Type) -> Score? {
    if tables.hasLine(child.theirs) { return Rule.scoreOfLine(leaving: child.emptyCount) }
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

  /// The moves to play in `position` within about `budget`, whether they are proven best,
  /// and their value when they are; `nil` once the game is over. The exact search has half
  /// the budget (within ``limit`` too); when it does not finish, searches to a growing
  /// horizon, 1, 2, 3 ... plies, take the rest, and the deepest that finished chooses:
  /// `horizon` is its plies. A win or a loss within its horizon is proven (the fastest win
  /// is found first, and every move losing within it leaves the slowest loss), a draw
  /// there is not.
  ///
  /// - Throws: ``TicTacToeError/geometryMismatch(searcher:position:)`` for a position of
  ///   another geometry; ``TicTacToeError/cancelled`` when ``limit`` says to stop.
  public mutating func bestMoves(_ position: Position, within budget: Duration)
    throws(TicTacToeError) -> (moves: Bitboard, isProven: Bool, horizon: Int?, value: Evaluation?)?
  {
    try check(position)
    guard position.status == .ongoing else { return nil }
    let clock = ContinuousClock()
    let deadline = clock.now + budget
    let saved = limit
    defer { limit = saved }
    // Within `time` and the caller's limit: false when the time ran out first.
    func within<T>(_ time: Duration, _ search: (inout Searcher) throws(TicTacToeError) -> T)
      throws(TicTacToeError) -> T?
    {
      var bounded = saved ?? SearchLimit()
      bounded.time = min(bounded.time ?? time, time)
      limit = bounded
      do throws(TicTacToeError) {
        return try search(&self)
      } catch .limitReached {
        return nil
      }
    }
    if let hint = try within(
      budget / 2,
      { searcher throws(TicTacToeError) in
        try searcher.bestMoves(position)
      })
    {
      return (hint.bestMoves, true, nil, hint.evaluation)
    }
    let empty = position.emptyCells.count
    var found: (moves: Bitboard, isProven: Bool, horizon: Int?, value: Evaluation?)?
    for plies in 1..<empty {
      let left = deadline - clock.now
      guard left > .zero else { break }
      var nodes = 0
      guard
        let (cells, score) = try within(
          left,
          { searcher throws(TicTacToeError) in
            try searcher.bestMoves(position.board, stop: empty - plies, nodes: &nodes)
          })
      else { break }
      let proven = score != .draw
      found = (cells, proven, plies, proven ? Evaluation(score, emptyCells: empty) : nil)
      if score != .draw { break }
    }
    // Not even one ply in the time: every legal move, unproven.
    return found ?? (position.legalMoves, false, 0, nil)
  }

  /// Every move of an unfinished `board` that achieves its score, and that score: seen to
  /// the end, or to the horizon at `stop` empty cells (a look-ahead level's, with no table).
  @inline(__always)
  mutating func bestMoves(_ board: Board, stop: Int?, nodes: inout Int)
    throws(TicTacToeError) -> (cells: Bitboard, score: Score)
  {
    let found = try ask(BestMoves(board: board, stop: stop))
    nodes &+= found.nodes
    return (found.cells, found.score)
  }

  /// An unfinished board's best moves and their score, to the end or to a horizon, and
  /// the positions visited.
  private struct BestMoves: RuleQuestion {
    let board: Board
    let stop: Int?

    @inline(__always)
    func answer<Rule: RuleKind, Mask: CellMask>(
      by searcher: inout Searcher, under _: Rule.Type, _: Mask.Type
    ) throws(TicTacToeError) -> (cells: Bitboard, score: Score, nodes: Int) {
      var nodes = 0
      let limit = searcher.limit
      let (cells, score) =
        if let stop {
          try Negamax<Horizon<Rule, Mask>>(tables: searcher.tables, stop: stop)
            .bestMoves(board, nodes: &nodes, within: limit)
        } else {
          try searcher.ownedSearch(Rule.self, Mask.self)
            .bestMoves(board, nodes: &nodes, within: limit)
        }
      return (cells, score, nodes)
    }
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

  @inline(__always)
  func check(_ position: Position) throws(TicTacToeError) {
    guard position.geometry == geometry else {
      throw .geometryMismatch(searcher: geometry, position: position.geometry)
    }
  }

  /// The lowest best move of `board`, or `nil` once the game is over; allocates nothing.
  package mutating func bestMove(_ board: Board) -> Int? {
    guard tables.status(of: board) == .ongoing else { return nil }
    let (best, nodes) = try! ask(FirstBestMove(board: board))  // no limit
    self.nodes &+= nodes
    return best
  }

  /// The lowest best move of an unfinished node, and the positions visited.
  private struct FirstBestMove: RuleQuestion {
    let board: Board

    @inline(__always)
    func answer<Rule: RuleKind, Mask: CellMask>(
      by searcher: inout Searcher, under _: Rule.Type, _: Mask.Type
    ) throws(TicTacToeError) -> (best: Int?, nodes: Int) {
      var nodes = 0
      let node = Node<Mask>(board, in: searcher.tables)
      let exact = searcher.ownedSearch(Rule.self, Mask.self)
      let best = searcher.scoreMoves(node, exact, &nodes).best.first
      return (best, nodes)
    }
  }
}
