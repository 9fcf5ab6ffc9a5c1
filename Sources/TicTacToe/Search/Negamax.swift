// The one search: negamax with alpha-beta, to a horizon or to the end of the game.
/// The engine's one search: negamax with alpha-beta over a geometry's tables, to a horizon
/// or to the end of the game with a transposition table, as `Mode` says.
struct Negamax<Mode: NegamaxMode> {
  unowned(unsafe) let tables: GeometryTables
  /// `nil` for a search with a horizon. Held without a reference count: a search lives
  /// within a call of the ``Searcher`` that owns the table.
  let table: TranspositionTable.Entries?
  /// The number of empty cells left at the horizon: a node with `e` sees `e - stop` plies.
  let stop: Int
  let limit: Mode.Limit

  init<Rule, Mask>(tables: GeometryTables, table: TranspositionTable)
  where Mode == Exact<Rule, Mask> {
    (self.tables, self.table, self.stop, limit) = (tables, table.entries, 0, ())
  }

  init<Rule, Mask>(tables: GeometryTables, stop: Int) where Mode == Horizon<Rule, Mask> {
    (self.tables, self.table, self.stop, limit) = (tables, nil, stop, ())
  }

  init<Base>(_ other: Negamax<Base>, within limit: SearchLimit) where Mode == Bounded<Base> {
    (tables, table, stop) = (other.tables, other.table, other.stop)
    self.limit = Checkpoint(limit)
  }

  /// The score of an unfinished node for the side to move, fail-soft: `v <= alpha` is an
  /// upper bound, `v >= beta` a lower bound, anything between exact. The side not to move
  /// has no line, more than `stop` cells are empty; `nodes` counts every position visited.
  @inline(__always)
  func search(_ node: Node<Mode.Mask>, alpha: Score, beta: Score, nodes: inout Int) throws(Mode
    .Failure)
    -> Score
  {
    let score = negamax(node, alpha: alpha, beta: beta, nodes: &nodes)
    try Mode.checkStopped(limit)
    return score
  }

  /// Every cell of the board, as wide as the search's masks.
  @inline(__always)
  private var all: CellSet<Mode.Mask> { tables.all() }

  /// ``search(_:alpha:beta:nodes:)``, whose score means nothing once the limit stopped it.
  /// Under gravity the moves are the cells the rules let be played; under misère a move
  /// that completes a line of the mover's loses, so the others are searched.
  private func negamax(_ node: Node<Mode.Mask>, alpha: Score, beta: Score, nodes: inout Int)
    -> Score
  {
    assert(alpha < beta)
    assert(node.emptyCount == (all - (node.mine | node.theirs)).count)
    nodes &+= 1
    if Mode.stops(limit, nodes: nodes) { return .draw }
    let empty = all - (node.mine | node.theirs)
    let emptyCount = node.emptyCount
    let isNormal = !Mode.Rule.gravity && !Mode.Rule.misere
    // Only the variants' leaf rules below leave a full board to search.
    if !isNormal && emptyCount == 0 { return .draw }
    var moves = Mode.Rule.gravity ? tables.moves(node.mine | node.theirs) : empty
    let horizon = emptyCount &- stop

    // Under misère, the cells the other side may play without making its line, now.
    var theirSafe = CellSet<Mode.Mask>.empty
    if Mode.Rule.misere {
      let theirLines = tables.winningCells(for: node.theirs)
      theirSafe = moves - theirLines
      // A move that completes a line loses at once: the others are better, if any.
      moves = moves - tables.winningCells(for: node.mine)
      if moves.isEmpty {
        nodes &+= 1
        return -Score.win(leaving: emptyCount &- 1)
      }
      if Mode.hasHorizon && horizon == 1 { return .draw }
      // With two cells left, the other side's last cell either makes its line (it loses)
      // or fills the board.
      if emptyCount == 2 && (!Mode.hasHorizon || horizon >= 2) {
        for cell in moves where theirLines.contains(empty.removing(cell).first.unsafelyUnwrapped) {
          return .win(leaving: 0)
        }
        return .draw
      }
    } else {
      // A win now is the best score there is (the winning child counts as a node).
      if !(tables.winningCells(for: node.mine) & moves).isEmpty {
        nodes &+= 1
        return .win(leaving: emptyCount &- 1)
      }
      if Mode.hasHorizon {
        assert(horizon >= 1)
        // With one ply and no win, every move fills the board or stops at the horizon.
        if horizon == 1 { return .draw }
      }
      // Two cells where the other side completes a line cannot both be blocked: every
      // move loses on the next ply. One must be blocked: any other move loses sooner.
      // (Under gravity, the cells that can be played.)
      let threats = tables.winningCells(for: node.theirs) & moves
      if !threats.isEmpty {
        if !threats.hasOneCell { return -Score.win(leaving: emptyCount &- 2) }
        moves = threats
      }
    }
    if isNormal {
      // With two cells left and at most one threat, blocking it (or playing either) leaves
      // the other side only the filling move, which wins for nobody.
      if emptyCount <= 2 { return .draw }
      // With three, a move wins when both cells it leaves complete its lines (only one can
      // be blocked); else the same holds a ply later: a draw.
      if emptyCount == 3 && (!Mode.hasHorizon || horizon >= 3) {
        for cell in moves {
          let rest = empty.removing(cell)
          if tables.winningCells(for: node.mine.inserting(cell)) & rest == rest {
            return .win(leaving: 0)
          }
        }
        return .draw
      }
    }

    // Without a win now, the best is a win on the next move (if seen) or a draw; under
    // misère, the other side's losing on its move.
    var alpha = alpha
    var beta = beta
    let ceiling: Score
    if Mode.Rule.misere {
      // The other side loses on its move only if none of its safe cells is left then:
      // with two, one is, and it loses two moves later at the soonest. This side, with a
      // safe move now, loses on its next move at the soonest.
      let seen = { (plies: Int) in !Mode.hasHorizon || horizon >= plies }
      if theirSafe.hasOneCell || theirSafe.isEmpty {
        ceiling = emptyCount >= 2 ? .win(leaving: emptyCount &- 2) : .draw
      } else {
        ceiling = emptyCount >= 4 && seen(4) ? .win(leaving: emptyCount &- 4) : .draw
      }
      let floor = emptyCount >= 3 && seen(3) ? -Score.win(leaving: emptyCount &- 3) : .draw
      if alpha < floor {
        alpha = floor
        if alpha >= beta { return alpha }
      }
    } else if !Mode.hasHorizon || horizon >= 3 {
      ceiling = isNormal || emptyCount >= 3 ? .win(leaving: emptyCount &- 3) : .draw
    } else {
      ceiling = .draw
    }
    if beta > ceiling {
      beta = ceiling
      if alpha >= beta { return beta }
    }

    if !Mode.hasHorizon, let (score, bound) = probe(node) {
      switch bound {
      case .exact: return score
      case .lower: alpha = max(alpha, score)
      case .upper: beta = min(beta, score)
      }
      if alpha >= beta { return score }
    }

    let alphaAtStart = alpha
    var best = -Score.infinity
    // The moves in the move order, as slots of it: the others are skipped without a test.
    // Past 16 cells, those that make a new threat (a cell that would complete a line) go
    // first, each part in the move order: on a large board they decide the game.
    var (slots, later) = (tables.slots(of: moves), Mode.Mask(0))
    if Mode.Mask.bitWidth > 16 && !Mode.Rule.misere {
      let threats = threatening(moves, of: node, empty: empty)
      (slots, later) = (tables.slots(of: threats), tables.slots(of: moves - threats))
    }
    search: repeat {
      while slots != 0 {
        let cell = tables.orderedCell(slots.trailingZeroBitCount)
        slots &= slots &- 1
        let score = -negamax(
          node.child(cell, in: tables), alpha: -beta, beta: -alpha, nodes: &nodes)
        if Mode.stopped(limit) { return score }
        if score > best {
          best = score
          if score > alpha {
            alpha = score
            if alpha >= beta { break search }
          }
        }
      }
      (slots, later) = (later, 0)
    } while slots != 0

    // Judged against the window searched, which the ceiling or a table bound may have
    // narrowed: an exact result may be stored as a bound, which loses a little, never truth.
    if !Mode.hasHorizon {
      let bound: TranspositionTable.Bound =
        best <= alphaAtStart ? .upper : best >= beta ? .lower : .exact
      store(best, bound, at: node)
    }
    return best
  }

  /// What the table knows of `node`: by its index up to 16 cells, else by its masks or
  /// its mirror image's.
  @inline(__always)
  private func probe(_ node: Node<Mode.Mask>) -> (
    score: Score, bound: TranspositionTable.Bound
  )? {
    let table = table.unsafelyUnwrapped
    if Mode.Mask.bitWidth <= 16 { return table.probe(node.index) }
    return HashedBucket.probe(tables.mirrorKey(node), in: table)
  }

  @inline(__always)
  private func store(_ score: Score, _ bound: TranspositionTable.Bound, at node: Node<Mode.Mask>) {
    let table = table.unsafelyUnwrapped
    if Mode.Mask.bitWidth <= 16 { return table.store(score, bound, at: node.index) }
    HashedBucket.store(score, bound, at: tables.mirrorKey(node), empty: node.emptyCount, in: table)
  }

  /// The `moves` of `node` after which the side to move has a cell completing a line that
  /// it had not, among the cells left empty.
  @inline(__always)
  private func threatening(
    _ moves: CellSet<Mode.Mask>, of node: Node<Mode.Mask>, empty: CellSet<Mode.Mask>
  ) -> CellSet<Mode.Mask> {
    let held = tables.winningCells(for: node.mine)
    var threats = CellSet<Mode.Mask>.empty
    for move in moves.singletons {
      let made = tables.winningCells(for: node.mine | move) & (empty - move) - held
      if !made.isEmpty { threats = threats | move }
    }
    return threats
  }

  /// Every move of an unfinished `board` that achieves its score, and that score.
  @inline(__always)
  func bestMoves(_ board: Board, nodes: inout Int) throws(Mode.Failure)
    -> (cells: Bitboard, score: Score)
  {
    let mine = CellSet<Mode.Mask>(truncating: board.mine)
    let moves = tables.moves(mine | CellSet(truncating: board.theirs))
    let emptyCount = (tables.allCells - board.occupied).count
    if !Mode.Rule.misere {
      // A win now is the best there is, and every move that wins now achieves it.
      let wins = tables.winningCells(for: mine) & moves
      if !wins.isEmpty { return (CellSet(truncating: wins), .win(leaving: emptyCount &- 1)) }
      // Every move fills the board or stops at the horizon.
      if emptyCount == 1 || emptyCount &- stop == 1 { return (CellSet(truncating: moves), .draw) }
    }
    let node = Node<Mode.Mask>(board, in: tables)
    var cells = Bitboard.empty
    if Mode.hasHorizon {
      // No table to reuse: each move once, in a window from just below the best so far.
      var best = -Score.infinity
      for cell in moves {
        let alpha = best == -Score.infinity ? best : Score(value: best.value &- 1)
        let score = try -childScore(node, cell, alpha: -Score.infinity, beta: -alpha, &nodes)
        if score > best { (best, cells) = (score, .empty) }
        if score == best { cells.insert(cell) }
      }
      return (cells, best)
    }
    let value = try search(node, alpha: -.infinity, beta: .infinity, nodes: &nodes)
    for cell in moves where try keeps(node, cell, value, nodes: &nodes) {
      cells.insert(cell)
    }
    return (cells, value)
  }

  /// The score of `node`'s move to `cell` for the other side, in the window given: a
  /// search, or the end of the game the move makes (only a misère line or a full board
  /// get here, as the search looks at its wins first).
  @inline(__always)
  func childScore(
    _ node: Node<Mode.Mask>, _ cell: Int, alpha: Score, beta: Score, _ nodes: inout Int
  )
    throws(Mode.Failure) -> Score
  {
    let child = node.child(cell, in: tables)
    if Mode.Rule.misere && tables.hasLine(child.theirs) {
      return -Mode.Rule.scoreOfLine(leaving: child.emptyCount)
    }
    if Mode.hasHorizon && child.emptyCount == stop { return .draw }
    return try search(child, alpha: alpha, beta: beta, nodes: &nodes)
  }

  /// ``bestMoves(_:nodes:)``, within `limit` when there is one.
  @inline(__always)
  func bestMoves(_ board: Board, nodes: inout Int, within limit: SearchLimit?)
    throws(TicTacToeError) -> (cells: Bitboard, score: Score) where Mode.Failure == Never
  {
    guard let limit else { return bestMoves(board, nodes: &nodes) }
    return try Negamax<Bounded<Mode>>(self, within: limit).bestMoves(board, nodes: &nodes)
  }

  /// Whether `node`'s move to `cell` keeps `value`, its best: when the reply's score is
  /// at most `-value`, which a null window decides.
  @inline(__always)
  func keeps(_ node: Node<Mode.Mask>, _ cell: Int, _ value: Score, nodes: inout Int) throws(Mode
    .Failure)
    -> Bool
  {
    let reply = -value
    return try childScore(node, cell, alpha: reply, beta: Score(value: reply.value &+ 1), &nodes)
      <= reply
  }
}
