import TicTacToe

extension PerftCounter {
  /// A position of the hashed count: its two sides and its index.
  typealias Node = (mine: Bitboard, theirs: Bitboard, index: Int)

  /// The hashed count: ply by ply, each distinct position carries the number of
  /// sequences that reach it; plies differ in piece count, hence in index, so one table
  /// serves them all. The divide takes one pass back for every first move at once.
  mutating func countHashed(
    from board: Board, depth: Int, upToSymmetry: Bool, divide: Bool,
    progress: (Progress) -> Void
  ) -> (counts: PerftCounts, classes: Int?) {
    if !isTableClear { clearTable() }
    isTableClear = false
    let root: Node = (board.mine, board.theirs, tables.index(of: board))
    let firstDigit = GeometryTables.digit(of: board.toMove)
    var digit = firstDigit
    var classes = Set<UInt32>()
    if upToSymmetry { classes.insert(tables.canonicalKey(board.mine, board.theirs)) }
    var found = 1
    // With the divide, the unfinished positions of plies 1 through depth - 1, by ply.
    var kept: [[Node]] = []
    var counts = PerftCounts()
    // Each ply's work, bounded by the positions of the ply before times their moves.
    let empty = (tables.allCells - board.occupied).count
    let work = (0...max(depth, 1)).map { ply in
      ply == 0 ? 0 : Double(Self.positions(after: ply - 1, amongEmpty: empty) * (empty - ply + 1))
    }
    let allWork = max(work.reduce(0, +), 1)
    reaching.withUnsafeMutableBufferPointer { table in
      table[root.index] = 1
      var layer: [Node] = [root]
      for ply in 1...max(depth, 1) where ply <= depth {
        let share = work[..<ply].reduce(0, +) / allWork
        progress(.hashing(depth: ply, of: depth, positions: found, share: share))
        if divide && ply > 1 { kept.append(layer) }
        // This ply's counts, kept in registers rather than in `counts`.
        var (perft, wins, draws, positions) = (0, 0, 0, 0)
        var next: [Node] = []
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
        (counts[.sequences, ply], counts[.wins, ply]) = (perft, wins)
        (counts[.draws, ply], counts[.positions, ply]) = (draws, positions)
        found &+= positions
        layer = next
        digit = 3 - digit
      }
      if divide && depth > 0 {
        Self.divideBack(
          kept, root: root, firstDigit: firstDigit, depth: depth, tables: tables, table: table,
          into: &counts, progress: progress)
      }
    }
    return (counts, upToSymmetry ? classes.count : nil)
  }

  /// The pass back of the hashed divide: from ply depth - 1 up to 1, overwrites each
  /// unfinished position's entry in `table` with `~n`, n the sequences below it. A
  /// finished position's entry stays positive (it has nothing below), so
  /// `~v & (v >> 63)` reads n or 0 without a branch. `kept` holds plies 1 to depth - 1.
  private static func divideBack(
    _ kept: [[Node]], root: Node, firstDigit: Int, depth: Int, tables: GeometryTables,
    table: UnsafeMutableBufferPointer<Int>, into counts: inout PerftCounts,
    progress: (Progress) -> Void
  ) {
    let rootEmpty = tables.allCells - (root.mine | root.theirs)
    for ply in stride(from: depth - 1, through: 1, by: -1) {
      progress(.dividing(depth: ply))
      let layer = kept[ply - 1]
      guard ply < depth - 1 else {
        let leaves = rootEmpty.count - ply
        for node in layer { table[node.index] = ~leaves }
        continue
      }
      // The digit of the moves from this ply to the next: the root's mover's at odd plies.
      let digit = ply % 2 == 0 ? firstDigit : 3 - firstDigit
      for node in layer {
        var below = 0
        for cell in tables.allCells - (node.mine | node.theirs) {
          let entry = table[node.index &+ digit &* tables.weight(of: cell)]
          below &+= ~entry & (entry &>> 63)
        }
        table[node.index] = ~below
      }
    }
    for cell in rootEmpty {
      let entry = table[root.index &+ firstDigit &* tables.weight(of: cell)]
      // At depth 1 each first move is one sequence; deeper, a finished child has none.
      counts[.divide, cell] = depth == 1 ? 1 : ~entry & (entry &>> 63)
    }
  }

  /// Allocates and clears the hashed count's table, so that a count timed after this
  /// call pays for neither (as the C baseline does).
  public mutating func clearTable() {
    let size = geometry.positionCount
    if reaching.count != size { reaching = Array(repeating: 0, count: size) }
    reaching.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
    isTableClear = true
  }
}
