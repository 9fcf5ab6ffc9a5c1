import TicTacToe

/// The classic searches the bench times against the C reference (`ttt_ref.c`), cells in
/// ascending order. Two plies a call took minimax from 23.7M to 20.4M instructions (C
/// 17.9M) and alpha-beta from 742K to 588K (C 582K); one kernel generic over pruning ran
/// minimax 1.7% slower.
enum ClassicSearches {
  /// Plain minimax: the exact score of an unfinished position and the nodes below it,
  /// itself included.
  static func minimax(
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
            let below = Self.minimax(
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

  /// Alpha-beta with no table, fail-hard: win, draw or loss of an unfinished position.
  /// Any win counts as `.win(leaving: 0)`: this search tells outcomes, not distances.
  static func alphaBeta(
    _ tables: GeometryTables, mine: Bitboard, theirs: Bitboard, alpha: Score, beta: Score,
    nodes: inout Int
  ) -> Score {
    nodes &+= 1
    var alpha = alpha
    for cell in tables.allCells - (mine | theirs) {
      let child = mine.inserting(cell)
      nodes &+= 1
      let value: Score
      switch tables.result(of: child, against: theirs) {
      case .win: return .win(leaving: 0)
      case .draw: value = .draw
      case .ongoing:
        // The position after the move, searched here with the window turned round.
        var replyAlpha = -beta
        let replyBeta = -alpha
        for answer in tables.allCells - (child | theirs) {
          let grandchild = theirs.inserting(answer)
          let reply: Score
          switch tables.result(of: grandchild, against: child) {
          case .win:
            nodes &+= 1
            reply = .win(leaving: 0)
          case .draw:
            nodes &+= 1
            reply = .draw
          case .ongoing:
            reply = -alphaBeta(
              tables, mine: child, theirs: grandchild, alpha: -replyBeta, beta: -replyAlpha,
              nodes: &nodes)
          }
          if reply > replyAlpha {
            replyAlpha = reply
            if replyAlpha >= replyBeta { break }
          }
        }
        value = -replyAlpha
      }
      if value > alpha {
        alpha = value
        if alpha >= beta { break }
      }
    }
    return alpha
  }

  /// The mark of a position the memo has not scored.
  static var unknown: Int8 { .max }

  /// The exact score of an unfinished position not yet scored, each position below it
  /// scored once in `memo` at `mine | theirs << cells` as in C (a base-3 index ran 1.5
  /// times slower); `nodes` counts the positions expanded.
  static func memo(
    _ tables: GeometryTables, mine: Bitboard, theirs: Bitboard, emptyCount: Int,
    memo: UnsafeMutableBufferPointer<Int8>, nodes: inout Int
  ) -> Score {
    nodes &+= 1
    let shift = tables.cellCount
    var best = -Score.infinity
    for cell in tables.allCells - (mine | theirs) {
      let next = mine.inserting(cell)
      let score: Score
      switch tables.result(of: next, against: theirs) {
      case .win: score = .win(leaving: emptyCount &- 1)
      case .draw: score = .draw
      case .ongoing:
        let known = memo[Int(theirs.rawValue) | Int(next.rawValue) &<< shift]
        score =
          known != unknown
          ? -Score(value: Int(known))
          : -Self.memo(
            tables, mine: theirs, theirs: next, emptyCount: emptyCount &- 1, memo: memo,
            nodes: &nodes)
      }
      best = max(best, score)
    }
    memo[Int(mine.rawValue) | Int(theirs.rawValue) &<< shift] = Int8(
      truncatingIfNeeded: best.value)
    return best
  }
}
