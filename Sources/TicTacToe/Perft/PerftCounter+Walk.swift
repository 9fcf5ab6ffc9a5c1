/// The walk: every node of the tree below a position visited once, each depth's
/// sequences, wins and draws counted. What ``PerftCounter`` runs on each subtree and
/// `ai bench perft` times.
extension PerftCounter {
  /// The counts of the tree below an unfinished position with `emptyCount` empty cells,
  /// down to `depth` plies.
  ///
  /// - Complexity: Visits every node once; allocates nothing.
  static func walk(
    _ tables: GeometryTables, mine: Bitboard, theirs: Bitboard, emptyCount: Int, depth: Int
  ) -> PerftCounts {
    var counts = PerftCounts()
    guard depth > 0 else { return counts }
    counts.withCursor(at: 1) { cursor in
      if depth == emptyCount {
        visit(tables, mine: mine, theirs: theirs, tally: cursor, remaining: depth, WholeTree.self)
      } else {
        visit(tables, mine: mine, theirs: theirs, tally: cursor, remaining: depth, DepthLimit.self)
      }
    }
    // The walk counted, at each depth, the positions above it that went on; each had one
    // child per empty cell, `emptyCount - (depth - 1)` of them.
    for ply in 1...depth { counts[.sequences, ply] &*= emptyCount &- (ply &- 1) }
    return counts
  }

  /// Counts the children of an unfinished position and walks on below those that do not
  /// end the game, down to `remaining` plies (or to the end, for ``WholeTree``).
  ///
  /// No child is looked up. The wins among the children are the empty cells that
  /// complete one of the mover's lines (one load); a move that does not win ends the game
  /// only on the board's last cell, in a draw; and every position of a depth has as many
  /// children as empty cells, so each position adds 1 and
  /// ``walk(_:mine:theirs:emptyCount:depth:)`` multiplies by the children at the end.
  /// Each call handles two plies, a move and the replies to it (the opponent's winning
  /// cells are the same for every move but the one it takes), and a reply that leaves one
  /// cell is finished in place rather than in a call.
  ///
  /// Static, with the tables and the cursor as arguments, and specialized for the whole
  /// tree, where no depth is checked. Callgrind, instructions for the 3x3 tree: 25.9M one
  /// ply a call; 16.1M two plies a call, adding 1 and counting wins bit by bit (a
  /// population count takes 17 instructions without POPCNT); 10.8M finishing a last reply
  /// in place. The C baseline's bare node count: 15.0M.
  ///
  /// - Parameters:
  ///   - tally: The counts of the children's depth.
  ///   - remaining: Plies still to count below this position, at least 1.
  static func visit<Limit: WalkLimit>(
    _ tables: GeometryTables, mine: Bitboard, theirs: Bitboard, tally: PerftCounts.Cursor,
    remaining: Int, _ limit: Limit.Type
  ) {
    let empty = tables.allCells - (mine | theirs)
    let winning = tables.winningCells(for: mine) & empty
    guard tallyChildren(empty: empty, winning: winning, into: tally),
      Limit.goesOn(remaining: remaining &- 1)
    else { return }
    // Each move that does not win, and the replies to it, handled here: the opponent's
    // winning cells are the same for every move but the one it takes.
    let answers = tables.winningCells(for: theirs) & empty
    let next = tally.deeper(by: 1)
    let grandchildren = tally.deeper(by: 2)
    for cell in empty - winning {
      let child = mine.inserting(cell)
      let childEmpty = empty.removing(cell)
      let childWinning = answers.removing(cell)
      guard tallyChildren(empty: childEmpty, winning: childWinning, into: next),
        Limit.goesOn(remaining: remaining &- 2)
      else { continue }
      for answer in childEmpty - childWinning {
        let rest = childEmpty.removing(answer)
        if rest.hasOneCell {
          // One cell left, where the move completes a line or fills the board in a
          // draw: counted here, not in a call.
          grandchildren.add(1, to: .sequences)
          if tables.winningCells(for: child).isSuperset(of: rest) {
            grandchildren.add(1, to: .wins)
          } else {
            grandchildren.add(1, to: .draws)
          }
        } else {
          visit(
            tables, mine: child, theirs: theirs.inserting(answer), tally: grandchildren,
            remaining: remaining &- 2, limit)
        }
      }
    }
  }
}

extension PerftCounter {
  /// Counts the children of an unfinished position with `empty` cells, of which the
  /// `winning` ones complete a line, at `tally`: 1 for the position (multiplied by its
  /// children's number at the end), each win, and the draw when its last cell does not
  /// win. Returns whether any child goes on.
  @inline(__always)
  static func tallyChildren(
    empty: Bitboard, winning: Bitboard, into tally: PerftCounts.Cursor
  ) -> Bool {
    tally.add(1, to: .sequences)
    for _ in winning { tally.add(1, to: .wins) }
    guard !empty.hasOneCell else {
      if winning.isEmpty { tally.add(1, to: .draws) }
      return false
    }
    return true
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
