// The walk: every node visited once, the plies above a cut first, then subtrees on threads.
import TicTacToe

extension PerftCounter {
  /// The most sequences a subtree may hold at its deepest ply (as if no game ended): under a
  /// second of walk, so that progress shows often and threads share the work evenly.
  static var subtreeLimit: Int { 1 << 28 }

  /// The shallowest ply from 2 whose subtrees hold at most ``subtreeLimit`` sequences, or
  /// `depth` (no subtrees).
  static func cut(depth: Int, emptyCount: Int) -> Int {
    var ply = min(2, depth)
    while ply < depth {
      var sequences = 1
      for below in ply..<depth where sequences <= subtreeLimit { sequences *= emptyCount - below }
      if sequences <= subtreeLimit { break }
      ply += 1
    }
    return ply
  }

  /// The counts of the walk from the unfinished `board` down to `depth` plies.
  func walk(
    from board: Board, depth: Int, threads: Threads, progress: (Progress) -> Void
  ) -> PerftCounts {
    let emptyCount = board.emptyCells(in: geometry).count
    let cut = Self.cut(depth: depth, emptyCount: emptyCount)
    var top = PerftCounts()
    // Unfinished positions at the cut, by sequence (two move orders count twice).
    var subtrees: [(firstMove: Int, mine: Bitboard, theirs: Bitboard)] = []
    /// Counts the plies above the cut below a position `parent` plies down.
    func visit(mine: Bitboard, theirs: Bitboard, parent: Int, first: Int) {
      for cell in tables.moves(mine | theirs) {
        let (child, ply) = (mine.inserting(cell), parent + 1)
        let first = parent == 0 ? cell : first
        top[.sequences, ply] += 1
        if ply == depth { top[.divide, first] += 1 }
        switch tables.result(of: child, against: theirs) {
        case .win: top[.wins, ply] += 1
        case .draw: top[.draws, ply] += 1
        case .ongoing where ply == depth: break
        case .ongoing where ply == cut: subtrees.append((first, theirs, child))
        case .ongoing: visit(mine: theirs, theirs: child, parent: ply, first: first)
        }
      }
    }
    if depth > 0 { visit(mine: board.mine, theirs: board.theirs, parent: 0, first: 0) }
    let all = subtrees
    func report(nodes: Int, done: Int) {
      progress(.walked(nodes: nodes, subtrees: done, of: all.count))
    }
    return Self.share(all.count, on: threads, adding: top, below: cut, progress: report) {
      [tables] _, unit in
      let subtree = all[unit]
      var counts = Self.walk(
        tables, mine: subtree.mine, theirs: subtree.theirs, emptyCount: emptyCount - cut,
        depth: depth - cut)
      counts[.divide, subtree.firstMove] = counts[.sequences, depth - cut]
      return counts
    }.counts
  }

  /// The counts of the tree below an unfinished position with `emptyCount` empty cells,
  /// down to `depth` plies.
  ///
  /// - Complexity: Visits every node once; allocates nothing.
  static func walk(
    _ tables: GeometryTables, mine: Bitboard, theirs: Bitboard, emptyCount: Int, depth: Int
  ) -> PerftCounts {
    // Boards of up to 16 cells are walked over 16-bit masks, larger ones over 64.
    tables.cellCount <= 16
      ? walk(
        tables, CellSet<UInt16>(truncating: mine), CellSet(truncating: theirs), emptyCount, depth)
      : walk(tables, mine, theirs, emptyCount, depth)
  }

  private static func walk<Mask>(
    _ tables: GeometryTables, _ mine: CellSet<Mask>, _ theirs: CellSet<Mask>, _ emptyCount: Int,
    _ depth: Int
  ) -> PerftCounts {
    // Misère has the normal rule's tree (a line ends the game either way): only where the
    // moves are tells the rules' trees apart.
    tables.rules.hasGravity
      ? walk(tables, mine, theirs, emptyCount, depth, ColumnDrops.self)
      : walk(tables, mine, theirs, emptyCount, depth, EmptyCells.self)
  }

  private static func walk<Mask, Moves: WalkMoves>(
    _ tables: GeometryTables, _ mine: CellSet<Mask>, _ theirs: CellSet<Mask>, _ emptyCount: Int,
    _ depth: Int, _: Moves.Type
  ) -> PerftCounts {
    var counts = PerftCounts()
    guard depth > 0 else { return counts }
    counts.withCursor(at: 1) { cursor in
      if depth == emptyCount {
        visit(tables, mine: mine, theirs: theirs, tally: cursor, limit: WholeTree(), Moves.self)
      } else {
        visit(
          tables, mine: mine, theirs: theirs, tally: cursor, limit: DepthLimit(plies: depth),
          Moves.self)
      }
    }
    guard !Moves.drop else {
      // Counted as they are: the number of moves varies with the columns left.
      if depth == emptyCount {
        counts[.draws, depth] = counts[.sequences, depth] &- counts[.wins, depth]
      }
      return counts
    }
    // The walk counted, at each depth, the positions above it that went on; each had one
    // child per empty cell, `emptyCount - (depth - 1)` of them. Those that do not go on,
    // above the last ply, are wins.
    for ply in 1...depth {
      counts[.sequences, ply] &*= emptyCount &- (ply &- 1)
      if ply < depth { counts[.wins, ply] = counts[.sequences, ply] &- counts[.sequences, ply + 1] }
    }
    if depth == emptyCount {
      counts[.draws, depth] = counts[.sequences, depth] &- counts[.wins, depth]
    }
    return counts
  }

  /// Counts the children of an unfinished position and walks on below those that go on,
  /// as far as `limit` lets it (at least 1 ply), two plies a call, the last cell in place.
  /// No child is looked up: each position that goes on adds 1 that `walk` multiplies by its
  /// children; wins are counted only at the last ply (above it, `walk` derives them).
  /// Under gravity, whose positions have as many moves as open columns, each adds its
  /// moves and its wins as they are.
  static func visit<Mask, Limit: WalkLimit, Moves: WalkMoves>(
    _ tables: GeometryTables, mine: CellSet<Mask>, theirs: CellSet<Mask>,
    tally: PerftCounts.Cursor, limit: Limit, _: Moves.Type
  ) {
    // A constant of the walk's kind: decided when the walk is specialised.
    let gravity = Moves.drop
    let empty = tables.all() - (mine | theirs)
    let moves = gravity ? tables.moves(mine | theirs) : empty
    let winning = tables.winningCells(for: mine) & moves
    tally.add(gravity ? moves.count : 1, to: .sequences)
    if gravity { tally.add(winning.count, to: .wins) }
    // The cells but the lowest, and but the two lowest: whether 2 or 3 are left.
    let second = empty.rawValue & (empty.rawValue &- 1)
    let third = second & (second &- 1)
    guard second != 0, limit.goesOn(below: 1) else {
      if !gravity { for _ in winning { tally.add(1, to: .wins) } }
      return
    }
    // The opponent's winning cells are the same for every move but the one it takes.
    let answers = tables.winningCells(for: theirs) & empty
    let (next, grandchildren) = (tally.deeper(by: 1), tally.deeper(by: 2))
    let deeper = third != 0 && limit.goesOn(below: 2)
    for move in (moves - winning).singletons {
      let child = mine | move
      if gravity {
        let replies = tables.moves(child | theirs)
        next.add(replies.count, to: .sequences)
        next.add((answers & replies).count, to: .wins)
        guard deeper else { continue }
        for answer in (replies - answers).singletons {
          visit(
            tables, mine: child, theirs: theirs | answer, tally: grandchildren,
            limit: limit.deeper(), Moves.self)
        }
        continue
      }
      let childEmpty = empty - move
      let childWinning = answers - move
      next.add(1, to: .sequences)
      guard deeper else {
        for _ in childWinning { next.add(1, to: .wins) }
        continue
      }
      if third & (third &- 1) == 0 {
        // Each answer leaves one cell, which completes a line or fills the board.
        let lines = tables.winningCells(for: child)
        for answer in (childEmpty - childWinning).singletons {
          grandchildren.add(1, to: .sequences)
          grandchildren.add((lines & (childEmpty - answer)).isEmpty ? 0 : 1, to: .wins)
        }
      } else {
        for answer in (childEmpty - childWinning).singletons {
          visit(
            tables, mine: child, theirs: theirs | answer, tally: grandchildren,
            limit: limit.deeper(), Moves.self)
        }
      }
    }
  }
}

/// Where a walk's moves are, fixed at compile time so that the walk is specialised for
/// each: on any empty cell, or (under gravity) on the lowest empty cell of a column. Its
/// own switch rather than the engine's `RuleKind`, whose conformances live in the engine:
/// asked from here, a rule kind's `gravity` is a call that the compiler does not inline,
/// and the two specialisations merge into one that tests it at every node (25% more
/// instructions for the whole gravity 4x4 walk, 12% for `ai bench perft`).
protocol WalkMoves {
  /// Whether a move drops to the lowest empty cell of its column.
  static var drop: Bool { get }
}

/// Any empty cell may be played: the normal rule and misère.
enum EmptyCells: WalkMoves {
  @inline(__always) static var drop: Bool { false }
}

/// A piece drops to the lowest empty cell of its column: gravity, and gravity misère.
enum ColumnDrops: WalkMoves {
  @inline(__always) static var drop: Bool { true }
}

/// How deep a walk goes: whether it goes on `plies` (1 or 2) below the position it is at,
/// and the limit two plies down.
protocol WalkLimit {
  func goesOn(below plies: Int) -> Bool
  func deeper() -> Self
}

/// Down to the end of every game: nothing to check.
struct WholeTree: WalkLimit {
  @inline(__always) func goesOn(below plies: Int) -> Bool { true }
  @inline(__always) func deeper() -> Self { self }
}

/// Down to a given number of plies below the position.
struct DepthLimit: WalkLimit {
  let plies: Int
  @inline(__always) func goesOn(below plies: Int) -> Bool { self.plies > plies }
  @inline(__always) func deeper() -> Self { DepthLimit(plies: plies &- 2) }
}
