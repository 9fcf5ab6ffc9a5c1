/// The exact score of every reachable position, each computed once and remembered, no
/// pruning: a classic bench workload the engine has no other use for.
enum ClassicMemo {
  /// The mark of a position not yet scored.
  static var unknown: Int8 { .max }

  /// The exact score of an unfinished, not yet scored position, every reachable
  /// position below it scored once and remembered in `table` at `mine | theirs << cells`
  /// (``unknown`` where not yet scored). `nodes` counts the positions expanded.
  ///
  /// The caller looks a position up before calling, so a remembered child costs no call.
  /// Indexing by the two masks side by side, as the C baseline does, keeps the index
  /// off the critical path: the base-3 index took a multiply and a load per child and
  /// ran 1.5 times slower for the same instruction count.
  static func score(
    _ tables: GeometryTables, mine: Bitboard, theirs: Bitboard, emptyCount: Int,
    table: UnsafeMutableBufferPointer<Int8>, nodes: inout Int
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
        let known = table[Int(theirs.rawValue) | Int(next.rawValue) &<< shift]
        score =
          known != unknown
          ? -Score(value: Int(known))
          : -Self.score(
            tables, mine: theirs, theirs: next, emptyCount: emptyCount &- 1, table: table,
            nodes: &nodes)
      }
      best = max(best, score)
    }
    table[Int(mine.rawValue) | Int(theirs.rawValue) &<< shift] = Int8(
      truncatingIfNeeded: best.value)
    return best
  }
}
