extension PerftCounter {
  /// The hashed count: ply by ply, each distinct position carries the number of
  /// sequences that reach it. Positions of different plies have different piece counts,
  /// hence different indices, so one table serves every ply without clearing.
  ///
  /// - Returns: The distinct positions up to symmetry, if asked for.
  mutating func countHashed(
    from board: Board, depth: Int, upToSymmetry: Bool, into tally: PerftTally,
    progress: (Int) -> Void
  ) -> Int? {
    if !isTableClear { clearTable() }
    isTableClear = false
    let root = (mine: board.mine, theirs: board.theirs, index: tables.index(of: board))
    var digit = GeometryTables.digit(of: board.toMove)
    var classes = Set<UInt32>()
    if upToSymmetry { classes.insert(tables.canonicalKey(board.mine, board.theirs)) }
    reaching.withUnsafeMutableBufferPointer { table in
      table[root.index] = 1
      var layer = [root]
      for ply in 1...max(depth, 1) where ply <= depth {
        progress(ply)
        // This ply's counts, kept in registers rather than in the tally.
        var (perft, wins, draws, positions) = (0, 0, 0, 0)
        var next: [(mine: Bitboard, theirs: Bitboard, index: Int)] = []
        for node in layer {
          let count = table[node.index]
          for cell in tables.allCells - (node.mine | node.theirs) {
            let mine = node.mine.inserting(cell)
            let index = node.index &+ digit &* tables.weight(of: cell)
            perft &+= count
            let isNew = table[index] == 0
            table[index] &+= count
            if isNew {
              positions &+= 1
              if upToSymmetry { classes.insert(tables.canonicalKey(node.theirs, mine)) }
            }
            switch tables.result(of: mine, against: node.theirs) {
            case .win: wins &+= count
            case .draw: draws &+= count
            case .ongoing: if isNew { next.append((node.theirs, mine, index)) }
            }
          }
        }
        tally.addSequences(perft, at: ply)
        tally.addWins(wins, at: ply)
        tally.addDraws(draws, at: ply)
        tally.addPositions(positions, at: ply)
        layer = next
        digit = 3 - digit
      }
    }
    return upToSymmetry ? classes.count : nil
  }

  /// Allocates the hashed count's table if need be and clears it, touching every page,
  /// so that a count timed after this call pays for neither (the C baseline clears its
  /// table before its clock starts, too).
  ///
  /// - Complexity: O(3^cells): 344 MB for 16 cells.
  public mutating func clearTable() {
    let size = geometry.positionCount
    if reaching.count != size { reaching = Array(repeating: 0, count: size) }
    reaching.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
    isTableClear = true
  }
}
