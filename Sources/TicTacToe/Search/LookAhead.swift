/// A search that sees a fixed number of plies ahead and no further: negamax with
/// alpha-beta pruning over the geometry's tables, for the look-ahead levels
/// (``Level/lookAhead(_:)``).
///
/// Within its horizon it is exact: a line made within `plies` plies (single moves, the
/// first one included) wins, the fastest win being worth most and the slowest loss the
/// least bad, in the ``Score``s of the exact search. A position still open at the horizon
/// counts as unknown, which scores as a draw does: the search cannot tell "nothing
/// happens for `plies` plies" from "the board fills without a line". So a player with
/// one ply sees its own wins but not the other side's threats, two plies block, three
/// make forks, four see the other side's forks coming. With at least as many plies as
/// empty cells nothing is cut off, and the scores are those of perfect play.
///
/// Scores here depend on the plies left as well as the position, so the search keeps no
/// transposition table (the exact searcher's would mix them up): a struct of one
/// reference, allocating nothing.
struct LookAhead {
  /// The geometry's tables: the win lookups and the move order.
  let tables: GeometryTables
  /// How many plies ahead the search sees, at least 1.
  let plies: Int

  /// A search of `plies` plies over `tables`.
  init(tables: GeometryTables, plies: Int) {
    precondition(plies >= 1, "a look-ahead sees at least one ply")
    self.tables = tables
    self.plies = plies
  }

  /// The moves of `board` that score best within the horizon, for the side to move.
  ///
  /// - Precondition: The game on `board` is not over (the side to move has an empty
  ///   cell, and the side that moved last no line).
  /// - Complexity: O(b^plies) positions at worst, for `b` empty cells; far fewer with
  ///   the pruning. Allocates nothing.
  func bestMoves(_ board: Board) -> Bitboard {
    let (mine, theirs) = (board.mine, board.theirs)
    let empty = tables.allCells - (mine | theirs)
    precondition(!empty.isEmpty && !tables.hasLine(theirs), "the game is over")
    var best = -Score.infinity
    var cells = Bitboard.empty
    for cell in empty {
      let score: Score
      let next = mine.inserting(cell)
      switch tables.result(of: next, against: theirs) {
      case .win: score = .win(leaving: empty.count &- 1)
      case .draw: score = .draw
      case .ongoing where plies == 1: score = .draw  // open at the horizon: unknown
      case .ongoing:
        // Only whether the move reaches the best so far matters, and its exact score
        // when it does: scores are integers, so a window from just below the best.
        let alpha = best == -Score.infinity ? best : Score(value: best.value &- 1)
        score = -search(
          mine: theirs, theirs: next, plies: plies &- 1, alpha: -Score.infinity, beta: -alpha)
      }
      if score > best {
        best = score
        cells = Bitboard(cell: cell)
      } else if score == best {
        cells.insert(cell)
      }
    }
    return cells
  }

  /// The score of an unfinished position for the side to move, seeing `plies` plies
  /// ahead, fail-soft: with `v` the result and `s` the true score within the horizon,
  /// `v <= alpha` means `s <= v` (an upper bound), `v >= beta` means `s >= v` (a lower
  /// bound), and otherwise `v == s`.
  ///
  /// - Parameters:
  ///   - mine: The pieces of the side to move; no line among them.
  ///   - theirs: The other side's pieces; no line among them, an empty cell left.
  ///   - plies: How far the side to move sees, at least 1: its own move is the first.
  func search(mine: Bitboard, theirs: Bitboard, plies: Int, alpha: Score, beta: Score)
    -> Score
  {
    assert(alpha < beta)
    assert(plies >= 1)
    let empty = tables.allCells - (mine | theirs)
    let emptyCount = empty.count

    // A win now is the best score there is: one lookup finds it.
    if !(tables.winningCells(for: mine) & empty).isEmpty {
      return .win(leaving: emptyCount &- 1)
    }
    // With one ply and no win, every move fills the board or stops at the horizon.
    if plies == 1 { return .draw }

    // Two cells where the other side completes a line cannot both be blocked: every move
    // loses on the next ply. One must be blocked: any other move loses on the next ply,
    // worse than whatever blocking leads to, so blocking is the only move searched.
    let threats = tables.winningCells(for: theirs) & empty
    if !threats.isEmpty && !threats.hasOneCell { return -Score.win(leaving: emptyCount &- 2) }
    let moves = threats.isEmpty ? empty : threats

    // Without a win now, the best is a win on the side's next move, if it sees that far.
    var alpha = alpha
    var beta = beta
    let ceiling = plies >= 3 ? max(Score.win(leaving: emptyCount &- 3), .draw) : .draw
    if beta > ceiling {
      beta = ceiling
      if alpha >= beta { return beta }
    }

    var best = -Score.infinity
    for slot in 0..<tables.cellCount {
      let cell = tables.orderedCell(slot)
      guard moves.contains(cell) else { continue }
      let next = mine.inserting(cell)
      // No move wins (that was tried first), so a move ends the game only by filling
      // the board.
      let score =
        tables.isFull(next | theirs)
        ? .draw
        : -search(mine: theirs, theirs: next, plies: plies &- 1, alpha: -beta, beta: -alpha)
      if score > best {
        best = score
        if score > alpha {
          alpha = score
          if alpha >= beta { break }
        }
      }
    }
    return best
  }
}
