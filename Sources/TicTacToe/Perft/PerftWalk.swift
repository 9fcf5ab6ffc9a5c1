/// The walk that ``PerftCounter`` runs and `ai bench perft` times: every node of the tree
/// below a position visited once, each depth's sequences, wins and draws tallied.
enum PerftWalk {
  /// Walks the tree below an unfinished position with `emptyCount` empty cells, down to
  /// `depth` plies, into `tally`'s depths 1 through `depth`.
  static func walk(
    _ tables: GeometryTables, mine: Bitboard, theirs: Bitboard, emptyCount: Int, depth: Int,
    into tally: PerftTally.Cursor
  ) {
    if depth == emptyCount {
      visit(tables, mine: mine, theirs: theirs, tally: tally, remaining: depth, WholeTree.self)
    } else {
      visit(tables, mine: mine, theirs: theirs, tally: tally, remaining: depth, DepthLimit.self)
    }
  }

  /// Counts the children of an unfinished position and walks on below those that do not
  /// end the game, down to `remaining` plies (or to the end, for ``WholeTree``).
  ///
  /// Each call handles two plies, a move and the replies to it, which halves the calls;
  /// sequences and wins are counted in registers and added once per position (a draw
  /// only ever ends a board's last move, so it is added where it happens). Static, with
  /// the tables and the tally's cursor as arguments, and specialized for the whole tree,
  /// where no depth is checked. Callgrind, instructions for the 3x3 tree: 25.9M one ply
  /// a call with its constants in `self`; 20.2M two plies a call; 21.5M counting
  /// children from the empty count passed down; 19.7M specialized for the whole tree, no depth checked; the C baseline's bare node
  /// count 15.0M.
  ///
  /// - Parameters:
  ///   - tally: The counts of the children's depth.
  ///   - remaining: Plies still to count below this position, at least 1.
  static func visit<Limit: WalkLimit>(
    _ tables: GeometryTables, mine: Bitboard, theirs: Bitboard, tally: PerftTally.Cursor,
    remaining: Int, _ limit: Limit.Type
  ) {
    var children = 0
    var wins = 0
    for cell in tables.allCells - (mine | theirs) {
      children &+= 1
      let child = mine.inserting(cell)
      switch tables.result(of: child, against: theirs) {
      case .win: wins &+= 1
      case .draw: tally.addDraws(1)
      case .ongoing:
        guard Limit.goesOn(remaining: remaining &- 1) else { continue }
        // The replies to this move, counted here.
        var replies = 0
        var replyWins = 0
        for answer in tables.allCells - (child | theirs) {
          replies &+= 1
          let grandchild = theirs.inserting(answer)
          switch tables.result(of: grandchild, against: child) {
          case .win: replyWins &+= 1
          case .draw: tally.deeper(by: 1).addDraws(1)
          case .ongoing:
            if Limit.goesOn(remaining: remaining &- 2) {
              visit(
                tables, mine: child, theirs: grandchild, tally: tally.deeper(by: 2),
                remaining: remaining &- 2, limit)
            }
          }
        }
        tally.deeper(by: 1).addSequences(replies)
        tally.deeper(by: 1).addWins(replyWins)
      }
    }
    tally.addSequences(children)
    tally.addWins(wins)
  }
}

/// Whether a walk goes on below a position with `remaining` plies left to count.
protocol WalkLimit {
  static func goesOn(remaining: Int) -> Bool
}

/// Down to the end of every game: no depth to check.
enum WholeTree: WalkLimit {
  @inline(__always)
  static func goesOn(remaining: Int) -> Bool { true }
}

/// Down to a given depth.
enum DepthLimit: WalkLimit {
  @inline(__always)
  static func goesOn(remaining: Int) -> Bool { remaining > 0 }
}
