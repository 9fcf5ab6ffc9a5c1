/// The counts of one depth of a game tree.
public struct PerftLayer: Hashable, Sendable {
  /// Plies from the root.
  public var depth: Int
  /// Move sequences of exactly `depth` plies from the root: perft(depth).
  public var perft = 0
  /// Sequences that end the game at this depth with a line for X.
  public var xWins = 0
  /// Sequences that end the game at this depth with a line for O.
  public var oWins = 0
  /// Sequences that end the game at this depth with a full board and no line.
  public var draws = 0
  /// Distinct positions at this depth; counted only by the hashed method, else `nil`.
  public var positions: Int?

  /// Creates the counts of one depth.
  public init(
    depth: Int, perft: Int = 0, xWins: Int = 0, oWins: Int = 0, draws: Int = 0,
    positions: Int? = nil
  ) {
    self.depth = depth
    self.perft = perft
    self.xWins = xWins
    self.oWins = oWins
    self.draws = draws
    self.positions = positions
  }

  /// Sequences that end the game at this depth.
  public var games: Int { xWins + oWins + draws }
}

/// Exact counts of the game tree below a position, depth by depth.
public struct PerftResult: Hashable, Sendable {
  /// The root.
  public let position: Position
  /// The deepest depth counted.
  public let depth: Int
  /// Depths 1 through `depth`, in order.
  public let layers: [PerftLayer]

  /// Distinct positions within `depth` plies, the root included, counting positions
  /// that a symmetry of the board maps onto each other once; `nil` unless asked for.
  public let positionsUpToSymmetry: Int?

  /// Whether distinct positions were counted (by the hashed method).
  public let positionsCounted: Bool

  /// Creates a result.
  public init(
    position: Position, depth: Int, layers: [PerftLayer], positionsCounted: Bool = false,
    positionsUpToSymmetry: Int? = nil
  ) {
    self.position = position
    self.depth = depth
    self.layers = layers
    self.positionsCounted = positionsCounted
    self.positionsUpToSymmetry = positionsUpToSymmetry
  }

  /// perft(depth): move sequences of exactly `depth` plies; 1 at depth 0.
  public var perft: Int { layers.last?.perft ?? 1 }
  /// Every node of the tree down to `depth`, the root included.
  public var nodes: Int { layers.reduce(1) { $0 + $1.perft } }
  /// Sequences that end the game within `depth` plies.
  public var games: Int { xWins + oWins + draws }
  /// Games X wins within `depth` plies.
  public var xWins: Int { layers.reduce(0) { $0 + $1.xWins } }
  /// Games O wins within `depth` plies.
  public var oWins: Int { layers.reduce(0) { $0 + $1.oWins } }
  /// Games drawn within `depth` plies.
  public var draws: Int { layers.reduce(0) { $0 + $1.draws } }
  /// Distinct positions within `depth` plies, the root included, when counted.
  public var positions: Int? {
    guard positionsCounted else { return nil }
    var total = 1
    for layer in layers {
      guard let positions = layer.positions else { return nil }
      total += positions
    }
    return total
  }
}

/// Counts the game tree below a position: perft.
///
/// perft(d) is the number of move sequences of exactly d plies; a game that ends
/// earlier (a line or a full board) has no children and adds nothing deeper. Two
/// methods give identical counts: ``Method/walk`` visits every node, ``Method/hashed``
/// counts each distinct position once, carrying the number of sequences that reach it.
public struct PerftCounter {
  /// How to count.
  public enum Method: Sendable {
    /// Visit every node of the tree.
    case walk
    /// Count each distinct position once, ply by ply, with a table of how many
    /// sequences reach it; also counts the distinct positions.
    case hashed
  }

  /// The geometry whose trees this counter counts.
  public let geometry: Geometry
  let kernel: SearchKernel
  /// Sequences reaching each position, by table index; allocated on first hashed count.
  var reaching: [Int] = []
  /// Whether `reaching` is all zeros.
  var isTableClear = false

  /// Creates a counter for `geometry`.
  public init(geometry: Geometry = .ticTacToe) {
    self.geometry = geometry
    kernel = SearchKernel(geometry: geometry)
  }

  /// Checks that `depth` can be counted from `position`.
  public static func validate(depth: Int, from position: Position) throws(PerftError) {
    guard depth <= 0 || position.status == .ongoing else { throw .gameOver(position.status) }
    let maximum = position.emptyCells.count
    guard (0...maximum).contains(depth) else {
      throw .depthOutOfRange(depth: depth, maximum: maximum)
    }
  }

  /// The counts of every depth from 1 to `depth` below `position`.
  ///
  /// - Parameters:
  ///   - method: Walk every node, or count each distinct position once.
  ///   - upToSymmetry: Also count the distinct positions up to the board's symmetries
  ///     (this implies the hashed method).
  ///   - progress: Called with each depth as the hashed count reaches it.
  /// - Throws: ``PerftError`` for a depth out of range or a finished root below depth 0.
  /// - Complexity: The walk visits every node; hashed, every distinct position once,
  ///   with a table of 3^cells integers.
  public mutating func count(
    from position: Position, depth: Int, method: Method = .walk, upToSymmetry: Bool = false,
    progress: (Int) -> Void = { _ in }
  ) throws(PerftError) -> PerftResult {
    precondition(position.geometry == geometry, "the position has another geometry")
    try Self.validate(depth: depth, from: position)
    var tally = Tally()
    var classes: Int?
    switch upToSymmetry ? .hashed : method {
    case .walk:
      if depth > 0 {
        kernel.walk(
          mine: position.board.mine.rawValue, theirs: position.board.theirs.rawValue, ply: 0,
          depth: depth, tally: &tally)
      }
    case .hashed:
      classes = countHashed(
        from: position.board, depth: depth, upToSymmetry: upToSymmetry, tally: &tally,
        progress: progress)
    }
    // Wins at odd depths belong to the side to move at the root, at even ones to the other.
    let first = position.board.toMove
    let layers = (1...max(depth, 1)).prefix(depth).map { ply in
      let winner = ply % 2 == 1 ? first : first.opponent
      return PerftLayer(
        depth: ply, perft: tally.perft[ply], xWins: winner == .x ? tally.wins[ply] : 0,
        oWins: winner == .o ? tally.wins[ply] : 0, draws: tally.draws[ply],
        positions: method == .hashed || upToSymmetry ? tally.positions[ply] : nil)
    }
    return PerftResult(
      position: position, depth: depth, layers: layers,
      positionsCounted: method == .hashed || upToSymmetry, positionsUpToSymmetry: classes)
  }

  /// perft(depth - 1) after each legal first move, by ascending cell: the "divide" that
  /// shows where two counts disagree. The values sum to perft(depth).
  ///
  /// A first move that ends the game counts 1 at depth 1 and 0 deeper, as in ``count(from:depth:method:upToSymmetry:progress:)``.
  ///
  /// - Throws: ``PerftError`` as ``count(from:depth:method:upToSymmetry:progress:)`` does;
  ///   depth 0 has no moves.
  public mutating func divide(
    from position: Position, depth: Int, method: Method = .walk
  ) throws(PerftError) -> [(cell: Int, perft: Int)] {
    try Self.validate(depth: depth, from: position)
    guard depth > 0 else { return [] }
    var result: [(cell: Int, perft: Int)] = []
    for cell in position.legalMoves {
      let child = position.playing(cell)
      // A move that ends the game is a leaf: one node at depth 0, none below it.
      let perft =
        child.status.isOver
        ? (depth == 1 ? 1 : 0) : try count(from: child, depth: depth - 1, method: method).perft
      result.append((cell, perft))
    }
    return result
  }

  /// The hashed count: ply by ply, each distinct position carries the number of
  /// sequences that reach it. Positions of different plies have different piece counts,
  /// hence different indices, so one table serves every ply without clearing.
  ///
  /// - Returns: The distinct positions up to symmetry, if asked for.
  private mutating func countHashed(
    from board: Board, depth: Int, upToSymmetry: Bool, tally: inout Tally,
    progress: (Int) -> Void
  ) -> Int? {
    if !isTableClear { clearTable() }
    isTableClear = false
    let kernel = kernel
    var table = reaching.mutableSpan
    var layer = [
      (mine: board.mine.rawValue, theirs: board.theirs.rawValue, index: kernel.index(of: board))
    ]
    table[layer[0].index] = 1
    var digit = board.toMove == .x ? 1 : 2
    var classes = Set<UInt32>()
    if upToSymmetry {
      classes.insert(kernel.tables.canonicalKey(board.mine.rawValue, board.theirs.rawValue))
    }
    for ply in 1...max(depth, 1) where ply <= depth {
      progress(ply)
      // This ply's counts, kept in registers rather than in the tally.
      var (perft, wins, draws, positions) = (0, 0, 0, 0)
      var next: [(mine: UInt16, theirs: UInt16, index: Int)] = []
      for node in layer {
        let count = table[node.index]
        var cells = kernel.allCells & ~(node.mine | node.theirs)
        while cells != 0 {
          let bit = cells & (0 &- cells)
          cells &= cells &- 1
          let mine = node.mine | bit
          let index = node.index &+ digit &* kernel.tables.weight(of: bit.trailingZeroBitCount)
          perft &+= count
          let isNew = table[index] == 0
          table[index] &+= count
          if isNew {
            positions &+= 1
            if upToSymmetry { classes.insert(kernel.tables.canonicalKey(node.theirs, mine)) }
          }
          if kernel.tables.hasLine(mine) {
            wins &+= count
          } else if mine | node.theirs == kernel.allCells {
            draws &+= count
          } else if isNew {
            next.append((node.theirs, mine, index))
          }
        }
      }
      tally.perft[ply] = perft
      tally.wins[ply] = wins
      tally.draws[ply] = draws
      tally.positions[ply] = positions
      layer = next
      digit = 3 - digit
    }
    return upToSymmetry ? classes.count : nil
  }

  /// Allocates the hashed count's table if need be and clears it, touching every page,
  /// so that a count timed after this call pays for neither (the C reference clears its
  /// table before its clock starts, too).
  ///
  /// - Complexity: O(3^cells): 344 MB for 16 cells.
  public mutating func clearTable() {
    let size = TranspositionTable.size(cellCount: geometry.cellCount)
    if reaching.count != size { reaching = Array(repeating: 0, count: size) }
    reaching.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
    isTableClear = true
  }
}

/// Counts by depth, 0 through 16, gathered during a count.
struct Tally {
  var perft = InlineArray<17, Int>(repeating: 0)
  var wins = InlineArray<17, Int>(repeating: 0)
  var draws = InlineArray<17, Int>(repeating: 0)
  var positions = InlineArray<17, Int>(repeating: 0)
}

extension SearchKernel {
  /// Walks every node below an unfinished position at `ply`, down to `depth`, adding
  /// each child to the tally of its depth.
  func walk(mine: UInt16, theirs: UInt16, ply: Int, depth: Int, tally: inout Tally) {
    let child = ply &+ 1
    var cells = allCells & ~(mine | theirs)
    while cells != 0 {
      let bit = cells & (0 &- cells)
      cells &= cells &- 1
      let next = mine | bit
      tally.perft[child] &+= 1
      if tables.hasLine(next) {
        tally.wins[child] &+= 1
      } else if next | theirs == allCells {
        tally.draws[child] &+= 1
      } else if child < depth {
        walk(mine: theirs, theirs: next, ply: child, depth: depth, tally: &tally)
      }
    }
  }

  /// The number of nodes of the whole tree below an unfinished position, itself
  /// included: the fastest full walk, for the bench. Every node is looked at: a child
  /// counts 1 and, unless the game ends there, so does each of its own children, whose
  /// subtrees are counted by recursion.
  ///
  /// Static, with the constants as arguments, which leaves the `self` register free for
  /// the recursion's own values; and two plies per call, which halves the calls. Each
  /// measured against the C reference (callgrind: 18.9M instructions a run, then 18.4M,
  /// then 15.4M, against C's 15.0M).
  static func countNodes(_ tables: GeometryTables, _ allCells: UInt16, mine: UInt16, theirs: UInt16)
    -> Int
  {
    var nodes = 1
    var cells = allCells & ~(mine | theirs)
    while cells != 0 {
      let bit = cells & (0 &- cells)
      cells &= cells &- 1
      let child = mine | bit
      nodes &+= 1
      guard !tables.hasLine(child), child | theirs != allCells else { continue }
      var replies = allCells & ~(child | theirs)
      while replies != 0 {
        let reply = replies & (0 &- replies)
        replies &= replies &- 1
        let grandchild = theirs | reply
        nodes &+=
          tables.hasLine(grandchild) || grandchild | child == allCells
          ? 1 : countNodes(tables, allCells, mine: child, theirs: grandchild)
      }
    }
    return nodes
  }
}
