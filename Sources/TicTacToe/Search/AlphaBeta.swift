/// The search at the heart of ``Searcher``: negamax with alpha-beta pruning over the
/// transposition table, for one geometry. A struct of two references, passed down the
/// recursion as `self`.
struct AlphaBeta {
  /// The geometry's tables: the win lookup, the move order, the index weights.
  let tables: GeometryTables
  /// Results of earlier searches.
  let table: TranspositionTable

  /// The score of an unfinished position, fail-soft: with `v` the result and `s` the
  /// true score, `v <= alpha` means `s <= v` (an upper bound), `v >= beta` means
  /// `s >= v` (a lower bound), and otherwise `v == s`. A full window, wider than any
  /// score, gives the exact score.
  ///
  /// - Parameters:
  ///   - mine: The pieces of the side to move.
  ///   - theirs: The other side's pieces; no line among them, an empty cell left.
  ///   - index: The position's index (``Geometry/index(of:)``).
  ///   - digit: The side to move's digit in the index: 1 for X, 2 for O.
  ///   - emptyCount: The number of empty cells, passed down rather than counted at each
  ///     node (a population count is a dozen instructions without `popcnt`).
  ///   - nodes: Incremented for every position visited, this one included.
  func search(
    mine: Bitboard, theirs: Bitboard, index: Int, digit: Int, emptyCount: Int, alpha: Score,
    beta: Score, nodes: inout Int
  ) -> Score {
    assert(alpha < beta)
    assert(emptyCount == (tables.allCells - (mine | theirs)).count)
    nodes &+= 1
    let occupied = mine | theirs
    let empty = tables.allCells - occupied

    // A win now is the best score there is: one lookup says whether an empty cell
    // completes a line (the winning child counts as a node, as when it was played).
    if !(tables.winningCells(for: mine) & empty).isEmpty {
      nodes &+= 1
      return .win(leaving: emptyCount &- 1)
    }

    // Without a win now, the best is a win on the next move or a draw.
    var alpha = alpha
    var beta = beta
    let ceiling = max(Score.win(leaving: emptyCount &- 3), .draw)
    if beta > ceiling {
      beta = ceiling
      if alpha >= beta { return beta }
    }

    if let (score, bound) = table.probe(index) {
      switch bound {
      case .exact: return score
      case .lower: alpha = max(alpha, score)
      case .upper: beta = min(beta, score)
      }
      if alpha >= beta { return score }
    }

    let alphaAtStart = alpha
    var best = -Score.infinity
    // The empty cells in the move order, as slots of it: the occupied ones are skipped
    // without a test.
    var slots = tables.slots(of: empty)
    while slots != 0 {
      let cell = tables.orderedCell(slots.trailingZeroBitCount)
      slots &= slots &- 1
      let next = mine | Bitboard(rawValue: 1 &<< UInt16(truncatingIfNeeded: cell))  // cell < 16
      let score: Score
      // No move wins (that was tried first), so a move ends the game only by filling
      // the board, and the win lookup need not be made again.
      if emptyCount == 1 {  // this move fills the board
        nodes &+= 1
        score = .draw
      } else {
        score = -search(
          mine: theirs, theirs: next, index: index &+ digit &* tables.weight(of: cell),
          digit: 3 &- digit, emptyCount: emptyCount &- 1, alpha: -beta, beta: -alpha,
          nodes: &nodes)
      }
      if score > best {
        best = score
        if score > alpha {
          alpha = score
          if alpha >= beta { break }
        }
      }
    }

    // Judged against the window searched, which the ceiling or a table bound may have
    // narrowed: a result that is in fact exact may be stored as a bound. That loses a
    // little, never truth.
    let bound: TranspositionTable.Bound =
      best <= alphaAtStart ? .upper : best >= beta ? .lower : .exact
    table.store(best, bound, at: index)
    return best
  }
}
