/// Plain negamax, the first of the classic full-tree searches the bench times against
/// the C baseline: the exact score of a position, every node of the game tree visited,
/// nothing pruned or remembered. The engine itself never needs it; tests check the fast
/// search against it.
enum ClassicMinimax {
  /// The score of `board` for the side to move and the nodes visited; a finished board
  /// scores its result and counts no node.
  ///
  /// - Precondition: `board` lies on the board of `tables` and could arise in a game.
  static func score(of board: Board, in tables: GeometryTables) -> (score: Score, nodes: Int) {
    let emptyCount = (tables.allCells - board.occupied).count
    switch tables.result(of: board.theirs, against: board.mine) {
    case .win: return (-Score.win(leaving: emptyCount), 0)
    case .draw: return (.draw, 0)
    case .ongoing:
      return score(
        tables, mine: board.mine, theirs: board.theirs, emptyCount: emptyCount)
    }
  }

  /// The score of an unfinished position and the number of nodes below it, itself
  /// included. Each call handles two plies, a move and the replies to it.
  ///
  /// Static, with the tables as an argument and the node count returned in registers.
  /// Measured against the C baseline (callgrind, instructions a run): 27.6M as a
  /// method that counted nodes in memory and took a software popcount per node (the
  /// baseline x86-64 has no `popcnt`); 23.7M with the constants and the empty count
  /// passed down and the count returned in registers; 20.4M two plies a call; C 17.9M.
  static func score(
    _ tables: GeometryTables, mine: Bitboard, theirs: Bitboard, emptyCount: Int
  ) -> (score: Score, nodes: Int) {
    var nodes = 1
    var best = -Score.infinity
    for cell in tables.allCells - (mine | theirs) {
      let child = mine.inserting(cell)
      nodes &+= 1
      let score: Score
      switch tables.result(of: child, against: theirs) {
      case .win: score = .win(leaving: emptyCount &- 1)
      case .draw: score = .draw
      case .ongoing:
        // The opponent's best reply, seen from the opponent.
        var reply = -Score.infinity
        for answer in tables.allCells - (child | theirs) {
          let grandchild = theirs.inserting(answer)
          let value: Score
          switch tables.result(of: grandchild, against: child) {
          case .win:
            nodes &+= 1
            value = .win(leaving: emptyCount &- 2)
          case .draw:
            nodes &+= 1
            value = .draw
          case .ongoing:
            let below = Self.score(
              tables, mine: child, theirs: grandchild, emptyCount: emptyCount &- 2)
            nodes &+= below.nodes
            value = -below.score
          }
          reply = max(reply, value)
        }
        score = -reply
      }
      best = max(best, score)
    }
    return (best, nodes)
  }
}
