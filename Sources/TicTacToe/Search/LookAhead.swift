/// The engine's search with a horizon, for the look-ahead levels (``Level/lookAhead(_:)``):
/// exact within `plies` plies, a position still open there scoring as a draw. With as many
/// plies as empty cells its scores are those of perfect play.
struct LookAhead {
  /// The geometry's tables: the win lookups and the move order.
  let tables: GeometryTables
  /// How many plies ahead the search sees, at least 1.
  let plies: Int

  /// The moves of `board`, an unfinished game, that score best within the horizon.
  func bestMoves(_ board: Board) -> Bitboard {
    precondition(plies >= 1, "a look-ahead sees at least one ply")
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
