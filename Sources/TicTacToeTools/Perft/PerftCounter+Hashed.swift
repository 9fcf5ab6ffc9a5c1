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

  /// About the most bytes a hashed count from `position` down to `depth` plies takes, known
  /// before counting: an integer per position, the widest two consecutive plies, with
  /// `divide` every unfinished ply, with `upToSymmetry` the set of classes.
  public static func hashedMemoryNeeded(
    from position: Position, depth: Int, upToSymmetry: Bool = false, divide: Bool = false
  ) -> Int {
    let geometry = position.geometry
    let empty = position.emptyCells.count
    let depth = min(max(depth, 0), empty)
    let entry = MemoryLayout<Node>.stride
    let ply = { positions(after: $0, amongEmpty: empty) }
    var layers = 0
    for read in 0..<max(depth, 1) {
      layers = max(layers, capacity(ply(read)) + growingPeak(ply(read + 1)))
    }
    var bytes =
      geometry.positionCount * MemoryLayout<Int>.stride + layers * entry
      + GeometryTables.memoryNeeded
    if divide {
      bytes += (1..<max(depth, 1)).reduce(0) { $0 + capacity(ply($1)) } * entry
    }
    if upToSymmetry {
      let classes = (0...depth).reduce(0) { $0 + ply($1) } / max(geometry.symmetries.count, 1) + 1
      // A set's buckets stay at most three quarters full and double as they fill: the
      // last buckets and the half-size ones they were copied from, 4 bytes each and a bit.
      let buckets = capacity(classes + classes / 3 + 1)
      bytes += (buckets + buckets / 2) * (MemoryLayout<UInt32>.stride + 1)
    }
    return bytes
  }

  /// The most positions that `plies` moves from a position with `empty` empty cells can
  /// reach: exact without wins, an upper bound with them.
  static func positions(after plies: Int, amongEmpty empty: Int) -> Int {
    /// The number of ways to choose `k` of `n` things.
    func binomial(_ n: Int, _ k: Int) -> Int {
      guard (0...n).contains(k) else { return 0 }
      return (0..<min(k, n - k)).reduce(1) { $0 * (n - $1) / ($1 + 1) }
    }
    return binomial(empty, plies) * binomial(plies, (plies + 1) / 2)
  }

  /// The capacity an array reaches when it grows by appends to `count` elements.
  static func capacity(_ count: Int) -> Int {
    count > 1 ? 1 << (Int.bitWidth - (count - 1).leadingZeroBitCount) : count
  }

  /// The most elements alive while an array grows to `count` by appends: its last buffer
  /// and the half-size one it was copied from.
  static func growingPeak(_ count: Int) -> Int { capacity(count) + capacity(count) / 2 }
}
