import TicTacToe

/// The walk: every node below a position visited once, on each subtree of a count and in
/// `ai bench perft`.
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

  /// Counts the children of an unfinished position and walks on below those that go on,
  /// down to `remaining` plies (at least 1) or to the end (``WholeTree``).
  ///
  /// No child is looked up: the wins are the mover's winning cells, a move that does not
  /// win ends the game only on the last cell, and each position adds 1 that `walk`
  /// multiplies by its children at the end. Two plies a call, the last cell in place:
  /// callgrind, the 3x3 tree, 25.9M instructions one ply a call, 10.8M so; C 15.0M.
  static func visit<Limit: WalkLimit>(
    _ tables: GeometryTables, mine: Bitboard, theirs: Bitboard, tally: PerftCounts.Cursor,
    remaining: Int, _ limit: Limit.Type
  ) {
    let empty = tables.allCells - (mine | theirs)
    let winning = tables.winningCells(for: mine) & empty
    guard tallyChildren(empty: empty, winning: winning, into: tally),
      Limit.goesOn(remaining: remaining &- 1)
    else { return }
    // The opponent's winning cells are the same for every move but the one it takes.
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
          // One cell left: the move completes a line or fills the board in a draw.
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
  /// Counts at `tally` the children of an unfinished position, the `winning` cells
  /// completing a line; returns whether any child goes on.
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
