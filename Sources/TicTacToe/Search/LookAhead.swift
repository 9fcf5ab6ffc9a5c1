/// The engine's search with a horizon, for the look-ahead levels (``Level/lookAhead(_:)``):
/// it sees a fixed number of plies ahead and no further.
///
/// Within its horizon it is exact: a line made within `plies` plies (single moves, the
/// first one included) wins, the fastest win being worth most and the slowest loss the
/// least bad, in the ``Score``s of the exact search. A position still open at the horizon
/// counts as unknown, which scores as a draw does. So a player with one ply sees its own
/// wins but not the other side's threats, two plies block, three make forks, four see the
/// other side's forks coming. With at least as many plies as empty cells nothing is cut
/// off, and the scores are those of perfect play. It keeps no table and allocates nothing.
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
    let node = Node(board, in: tables)
    precondition(node.emptyCount > 0 && !tables.hasLine(board.theirs), "the game is over")
    let search = Negamax<Horizon>(tables: tables, stop: node.emptyCount &- plies)
    var nodes = 0
    var best = -Score.infinity
    var cells = Bitboard.empty
    for cell in tables.allCells - board.occupied {
      let child = node.child(cell, in: tables)
      let score: Score
      if tables.hasLine(child.theirs) {
        score = .win(leaving: child.emptyCount)
      } else if child.emptyCount == 0 || plies == 1 {
        score = .draw  // the board is full, or open at the horizon: unknown
      } else {
        // Only whether the move reaches the best so far matters, and its exact score
        // when it does: scores are integers, so a window from just below the best.
        let alpha = best == -Score.infinity ? best : Score(value: best.value &- 1)
        score = -search.search(child, alpha: -Score.infinity, beta: -alpha, nodes: &nodes)
      }
      if score > best {
        (best, cells) = (score, Bitboard(cell: cell))
      } else if score == best {
        cells.insert(cell)
      }
    }
    return cells
  }
}
