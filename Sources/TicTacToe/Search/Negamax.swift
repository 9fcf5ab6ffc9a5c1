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
  /// The shape's lines by shifts, the tables' own: read through the tables, each use past
  /// 16 cells would retain them.
  let shifts: UnsafeMutablePointer<LineShifts>

  init<Rule, Mask>(tables: GeometryTables, table: TranspositionTable)
  where Mode == Exact<Rule, Mask> {
    (self.tables, self.table, self.stop, limit) = (tables, table.entries, 0, ())
    shifts = tables.shifts
  }

  init<Rule, Mask>(tables: GeometryTables, stop: Int) where Mode == Horizon<Rule, Mask> {
    (self.tables, self.table, self.stop, limit) = (tables, nil, stop, ())
    shifts = tables.shifts
  }

  init<Base>(_ other: Negamax<Base>, within limit: SearchLimit) where Mode == Bounded<Base> {
    (tables, table, stop, shifts) = (other.tables, other.table, other.stop, other.shifts)
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
    let score =
      Mode.Mask.bitWidth > 16 && !Mode.hasHorizon && beta.value &- alpha.value > 1
      ? bisecting(node, alpha: alpha, beta: beta, nodes: &nodes)
      : negamax(node, alpha: alpha, beta: beta, nodes: &nodes)
    try Mode.checkStopped(limit)
    return score
  }

  /// ``search(_:alpha:beta:nodes:)`` by null windows: each asks whether the score is above
  /// a middle value, which halves the scores it can be, until one is left (or it is proven
  /// outside the window). A null window cuts far more than a wide one, and the table keeps
  /// what each proved for the next. The middle leans out toward the ends, halfway from the
  /// draw, as Pons' solver's does: a fast win or loss is quick to prove or refute (a plain
  /// midpoint was slower). Under gravity (``sparse``), where Connect Four's values lie
  /// mostly near a draw, the first window is at a draw: whether the side to move wins;
  /// Pons' middles follow. Not without gravity, whose fast wins
  /// Pons' order finds sooner (the empty 6x6 board with four in a row, X wins in 11: 0.01
  /// s, 0.81 s from a draw). MTD(f) from a draw, as BitBully's, lost on fast results (a
  /// begin-medium position 12 times the instructions). Past 16 cells, where searches are
  /// long enough to gain.
  private func bisecting(_ node: Node<Mode.Mask>, alpha: Score, beta: Score, nodes: inout Int)
    -> Score
  {
    // No score is further from a draw than the empty cells.
    let reach = node.emptyCount
    var (low, high) = (max(alpha.value, -reach), min(beta.value, reach))
    // When the window lies outside every score, either end answers.
    var score = Score(value: alpha.value >= reach ? high : low)
    var asked = false
    while low < high {
      var middle: Int
      if Self.sparse && !asked {
        // Under gravity, first whether the side to move wins.
        asked = true
        middle = min(max(0, low), high &- 1)
      } else {
        middle = low &+ (high &- low) / 2
        if middle <= 0 && low / 2 < middle {
          middle = low / 2
        } else if middle >= 0 && high / 2 > middle {
          middle = high / 2
        }
      }
      score = negamax(
        node, alpha: Score(value: middle), beta: Score(value: middle &+ 1), nodes: &nodes)
      if Mode.stopped(limit) { return score }
      if score.value <= middle { high = score.value } else { low = score.value }
    }
    return score
  }

  /// The cells, occupied or not, that would complete a line for a side holding `cells`:
  /// ``GeometryTables/winningCells(for:)``.
  @inline(__always)
  func winningCells(for cells: CellSet<Mode.Mask>) -> CellSet<Mode.Mask> {
    if Mode.Mask.bitWidth <= 16 { return tables.winningCells(for: cells) }
    let raw = shifts.pointee.completing(UInt64(truncatingIfNeeded: cells.rawValue))
    return CellSet(rawValue: Mode.Mask(truncatingIfNeeded: raw))
  }

  /// Every cell of the board, as wide as the search's masks.
  @inline(__always)
  private var all: CellSet<Mode.Mask> { tables.all() }

  /// ``search(_:alpha:beta:nodes:)``, whose score means nothing once the limit stopped it.
  /// The rule's leaf rules first (``RuleKind/leaf(_:empty:of:moves:floor:ceiling:nodes:)``),
  /// then the table, then the moves they leave, in order.
  private func negamax(_ node: Node<Mode.Mask>, alpha: Score, beta: Score, nodes: inout Int)
    -> Score
  {
    assert(alpha < beta)
    assert(node.emptyCount == (all - (node.mine | node.theirs)).count)
    nodes &+= 1
    if Mode.stops(limit, nodes: nodes) { return .draw }
    let empty = all - (node.mine | node.theirs)
    var (moves, floor, ceiling) = (empty, -Score.infinity, Score.infinity)
    if let score = Mode.Rule.leaf(
      node, empty: empty, of: self, moves: &moves, floor: &floor, ceiling: &ceiling,
      nodes: &nodes)
    {
      return score
    }
    var (alpha, beta) = (alpha, beta)
    if (Mode.Rule.misere || Mode.Mask.bitWidth > 16) && alpha < floor {
      alpha = floor
      if alpha >= beta { return alpha }
    }
    if beta > ceiling {
      beta = ceiling
      if alpha >= beta { return beta }
    }

    let tabled = !Mode.hasHorizon && (!Self.sparse || Self.isTabled(node.emptyCount))
    let key = tabled ? self.key(node) : (0, 0)
    if tabled, let (score, bound) = probe(key) {
      switch bound {
      case .exact: return score
      case .lower: alpha = max(alpha, score)
      case .upper: beta = min(beta, score)
      }
      if alpha >= beta { return score }
    } else if !Mode.hasHorizon && Self.isTabled(node.emptyCount &- 1) {
      for cell in moves {
        let child = Node<Mode.Mask>(
          mine: node.theirs, theirs: node.mine.inserting(cell), index: 0, digit: 0,
          emptyCount: node.emptyCount &- 1)
        // The child's score is at most `score`: this node's at least `-score`.
        if let (score, bound) = probe(self.key(child)), bound != .lower, -score >= beta {
          return -score
        }
      }
    }

    let alphaAtStart = alpha
    var best = -Score.infinity
    // The moves in the move order, as slots of it: the others are skipped without a test.
    // Past 16 cells, ranked first by the cells each leaves where a line would be completed
    // (three or more, two, one, none), each rank in the move order: on a large board the
    // threats decide the game. Ranking finds each child's completing cells, which it
    // notes in the table's row for this many empty cells.
    let ranks =
      Mode.Mask.bitWidth > 16 && !Mode.Rule.misere
      && (!Self.sparse || node.emptyCount > Self.rankedEmptyCells)
    let notes = ranks && !Mode.hasHorizon ? notes(node) : nil
    var (slots, ranked, rank) = (Mode.Mask(0), SIMD4<UInt64>(), 0)
    if ranks {
      ranked = ranking(moves, of: node, empty: empty, notes: notes)
      slots = Mode.Mask(truncatingIfNeeded: ranked[0])
    } else {
      slots = tables.slots(of: moves)
    }
    search: while true {
      while slots != 0 {
        let cell = tables.orderedCell(slots.trailingZeroBitCount)
        slots &= slots &- 1
        let lines =
          Mode.Mask.bitWidth <= 16
          ? .empty
          : notes.map { CellSet(rawValue: Mode.Mask(truncatingIfNeeded: $0[cell])) }
            ?? winningCells(for: node.mine.inserting(cell))
        let score = -negamax(
          node.child(cell, completing: lines, in: tables), alpha: -beta, beta: -alpha,
          nodes: &nodes)
        if Mode.stopped(limit) { return score }
        if score > best {
          best = score
          if score > alpha {
            alpha = score
            if alpha >= beta { break search }
          }
        }
      }
      guard ranks && rank < 3 else { break }
      rank &+= 1
      slots = Mode.Mask(truncatingIfNeeded: ranked[rank])
    }

    // Judged against the window searched, which the ceiling or a table bound may have
    // narrowed: an exact result may be stored as a bound, which loses a little, never truth.
    if tabled {
      let bound: TranspositionTable.Bound =
        best <= alphaAtStart ? .upper : best >= beta ? .lower : .exact
      store(best, bound, at: key, empty: node.emptyCount)
    }
    return best
  }

  /// Whether the search keeps to Connect Four's economies, as BitBully does: past 16 cells
  /// under gravity, where a node has a move a column and a table probe misses the cache.
  /// There the table keeps only the nodes that ``isTabled(_:)``; a node between looks up
  /// its children's entries instead, whose bounds may cut it off at once (an enhanced
  /// transposition cutoff): those lookups miss together, and the children then find their
  /// entries cached. Moves are ranked by threats only with more than
  /// ``rankedEmptyCells`` empty cells: deeper, the centre-first order costs less than
  /// the shifts ranking takes. Both lose on boards without gravity, whose games end when
  /// the board fills (the empty 5x5 board with four in a row: 0.45 s, 0.94 s with this
  /// table, 2.4 s ranked so too).
  private static var sparse: Bool { Mode.Mask.bitWidth > 16 && Mode.Rule.gravity }

  /// Under ``sparse``, whether the table keeps a node with `empty` cells: an even count,
  /// more than 6 (fewer are searched again faster than looked up).
  @inline(__always)
  private static func isTabled(_ empty: Int) -> Bool { sparse && empty & 1 == 0 && empty > 6 }

  private static var rankedEmptyCells: Int { 14 }

  /// Where the table keeps `node`: its index up to 16 cells, else its masks; in the
  /// opening (up to ``symmetricPieces`` pieces) those of its smallest image under the
  /// symmetries, as a position and its mirror meet there most (deeper, the images cost
  /// more than they save: 2.69 -> 2.44 s on two Connect Four positions after 8 plies).
  @inline(__always)
  private func key(_ node: Node<Mode.Mask>) -> HashedBucket.Key {
    if Mode.Mask.bitWidth <= 16 { return (UInt64(node.index), 0) }
    guard node.emptyCount &+ Self.symmetricPieces >= tables.cellCount else {
      return (
        UInt64(truncatingIfNeeded: node.mine.rawValue),
        UInt64(truncatingIfNeeded: node.theirs.rawValue)
      )
    }
    return tables.symmetryKey(node)
  }

  /// The most pieces a position keyed by its symmetries has.
  private static var symmetricPieces: Int { 12 }

  /// What the table knows of the position at `key`.
  @inline(__always)
  private func probe(_ key: HashedBucket.Key) -> (score: Score, bound: TranspositionTable.Bound)? {
    let table = table.unsafelyUnwrapped
    if Mode.Mask.bitWidth <= 16 { return table.probe(Int(truncatingIfNeeded: key.mine)) }
    return HashedBucket.probe(key, in: table)
  }

  @inline(__always)
  private func store(
    _ score: Score, _ bound: TranspositionTable.Bound, at key: HashedBucket.Key, empty: Int
  ) {
    let table = table.unsafelyUnwrapped
    if Mode.Mask.bitWidth <= 16 {
      return table.store(score, bound, at: Int(truncatingIfNeeded: key.mine))
    }
    HashedBucket.store(score, bound, at: key, empty: empty, in: table)
  }

  /// The row of the table's notes for nodes with `node`'s count of empty cells.
  @inline(__always)
  private func notes(_ node: Node<Mode.Mask>) -> UnsafeMutablePointer<UInt64> {
    table.unsafelyUnwrapped.scratch + node.emptyCount &<< 6
  }

  /// The cells that would complete a line for the side to move at `node`, and for the
  /// other side: looked up up to 16 cells, else carried by the node.
  @inline(__always)
  func lines(of node: Node<Mode.Mask>) -> (mine: CellSet<Mode.Mask>, theirs: CellSet<Mode.Mask>) {
    if Mode.Mask.bitWidth <= 16 {
      return (tables.winningCells(for: node.mine), tables.winningCells(for: node.theirs))
    }
    return (node.mineLines, node.theirLines)
  }

  /// The `moves` of `node` as slots of the move order, by rank: those after which the side
  /// to move has three or more empty cells completing a line, two, one, then none.
  @inline(__always)
  private func ranking(
    _ moves: CellSet<Mode.Mask>, of node: Node<Mode.Mask>, empty: CellSet<Mode.Mask>,
    notes: UnsafeMutablePointer<UInt64>?
  ) -> SIMD4<UInt64> {
    var byRank = SIMD4<UInt64>()
    if moves.hasOneCell {
      if let notes {
        let lines = winningCells(for: node.mine | moves).rawValue
        notes[moves.first.unsafelyUnwrapped] = UInt64(truncatingIfNeeded: lines)
      }
      return SIMD4(UInt64(truncatingIfNeeded: tables.slots(of: moves)), 0, 0, 0)
    }
    for move in moves.singletons {
      let lines = winningCells(for: node.mine | move)
      notes?[move.first.unsafelyUnwrapped] = UInt64(truncatingIfNeeded: lines.rawValue)
      var open = (lines & (empty - move)).rawValue
      var rank = 3
      while open != 0 && rank > 0 {
        open &= open &- 1
        rank &-= 1
      }
      byRank[rank] |= UInt64(truncatingIfNeeded: move.rawValue)
    }
    var ranked = SIMD4<UInt64>()
    for rank in 0..<4 where byRank[rank] != 0 {
      let cells = CellSet(rawValue: Mode.Mask(truncatingIfNeeded: byRank[rank]))
      ranked[rank] = UInt64(truncatingIfNeeded: tables.slots(of: cells))
    }
    return ranked
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
