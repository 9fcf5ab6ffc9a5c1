/// Negamax alpha-beta with no table, cells in ascending order, as the C baseline
/// searches: a classic bench workload the engine has no other use for.
enum ClassicAlphaBeta {
  /// Win, draw or loss of an unfinished position, in a window within `-1...1` of
  /// ``Score`` values: fail-hard, the result lies in `alpha...beta` or is a win. A side
  /// with a winning move takes the first one, and any win counts as the least one,
  /// `.win(leaving: 0)`: this search tells outcomes, not distances.
  ///
  /// Static, with the tables as an argument, and two plies a call (the replies to each
  /// move searched in place), like the other bench searches. Callgrind, instructions a
  /// run: 742K as a one-ply method, 712K static, 588K two plies a call; C 582K.
  static func outcome(
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
        // The position after the move, searched here: the opponent to move, the window
        // turned round.
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
            reply = -outcome(
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
}
