// Each rule's leaf rules: what a node's score is before any search, or what is left to search.
extension RuleKind {
  /// The leaf rules of `node`, unfinished, with `empty` its empty cells, as `search` sees
  /// it (to the end, or to its horizon): a win now; a block forced, two threats lost; under
  /// misère a line made loses, so the moves that make none are searched; the last two or
  /// three cells by the rules. Returns the node's score when they decide it; else sets the
  /// `moves` worth searching and the `floor` and `ceiling` a search can find. Under gravity
  /// only the cells that can be played count. `nodes` counts a winning or losing child.
  /// (The search is passed, not its tables: a reference passed or held alone is retained.)
  @inline(__always)
  static func leaf<Mode: NegamaxMode>(
    _ node: Node<Mode.Mask>, empty: CellSet<Mode.Mask>, of search: Negamax<Mode>,
    moves: inout CellSet<Mode.Mask>, floor: inout Score, ceiling: inout Score, nodes: inout Int
  ) -> Score? where Mode.Rule == Self {
    let emptyCount = node.emptyCount
    let horizon = Mode.hasHorizon ? emptyCount &- search.stop : nil
    let isNormal = !gravity && !misere
    // Only the variants' leaf rules below leave a full board to search.
    if !isNormal && emptyCount == 0 { return Score.draw }
    moves = gravity ? search.tables.moves(node.mine | node.theirs) : empty
    // Whether the search sees `plies` ahead.
    let sees = { (plies: Int) in horizon.map { $0 >= plies } ?? true }
    if misere {
      // The cells the other side may play without making its line, now.
      let theirLines = search.lines(of: node).theirs
      let theirSafe = moves - theirLines
      // A move that completes a line loses at once: the others are better, if any.
      moves = moves - search.lines(of: node).mine
      if moves.isEmpty {
        nodes &+= 1
        return -Score.win(leaving: emptyCount &- 1)
      }
      if horizon == 1 { return Score.draw }
      // With two cells left, the other side's last cell either makes its line (it loses)
      // or fills the board.
      if emptyCount == 2 && sees(2) {
        for cell in moves where theirLines.contains(empty.removing(cell).first.unsafelyUnwrapped) {
          return .win(leaving: 0)
        }
        return .draw
      }
      // The other side loses on its move only if none of its safe cells is left then:
      // with two, one is, and it loses two moves later at the soonest. This side, with a
      // safe move now, loses on its next move at the soonest.
      ceiling =
        theirSafe.hasOneCell || theirSafe.isEmpty
        ? (emptyCount >= 2 ? .win(leaving: emptyCount &- 2) : .draw)
        : (emptyCount >= 4 && sees(4) ? .win(leaving: emptyCount &- 4) : .draw)
      floor = emptyCount >= 3 && sees(3) ? -Score.win(leaving: emptyCount &- 3) : .draw
      return nil
    }
    // A win now is the best score there is (the winning child counts as a node).
    if !(search.lines(of: node).mine & moves).isEmpty {
      nodes &+= 1
      return .win(leaving: emptyCount &- 1)
    }
    // With one ply and no win, every move fills the board or stops at the horizon.
    if horizon == 1 { return Score.draw }
    // Two cells where the other side completes a line cannot both be blocked: every move
    // loses on the next ply. One must be blocked: any other move loses sooner.
    let theirLines = search.lines(of: node).theirs
    let threats = theirLines & moves
    if !threats.isEmpty {
      if !threats.hasOneCell { return -Score.win(leaving: emptyCount &- 2) }
      moves = threats
    }
    // Under gravity a move under a cell where the other side completes a line opens that
    // cell to it: such a move loses on the next ply, sooner than any other can. (Past 16
    // cells, where the searches are long enough to gain.)
    if gravity && Mode.Mask.bitWidth > 16 {
      moves = moves - CellSet(rawValue: theirLines.rawValue << search.tables.above)
      if moves.isEmpty { return -Score.win(leaving: emptyCount &- 2) }
    }
    if isNormal {
      // With two cells left and at most one threat, blocking it (or playing either) leaves
      // the other side only the filling move, which wins for nobody.
      if emptyCount <= 2 { return Score.draw }
      // With three, a move wins when both cells it leaves complete its lines (only one can
      // be blocked); else the same holds a ply later: a draw.
      if emptyCount == 3 && sees(3) {
        for cell in moves {
          let rest = empty.removing(cell)
          if search.winningCells(for: node.mine.inserting(cell)) & rest == rest {
            return .win(leaving: 0)
          }
        }
        return .draw
      }
    }
    // Without a win now, the best is a win on the next move, if seen, or a draw.
    ceiling =
      sees(3) ? (isNormal || emptyCount >= 3 ? .win(leaving: emptyCount &- 3) : .draw) : .draw
    // The moves left leave the other side no win on its next move (its one threat is
    // blocked; under gravity no move opens a cell it wins on): the worst is a loss on its
    // move after, if seen, or a draw. Past 16 cells, where the window it narrows pays.
    if Mode.Mask.bitWidth > 16 {
      floor = emptyCount >= 4 && sees(4) ? -Score.win(leaving: emptyCount &- 4) : .draw
    }
    return nil
  }
}
