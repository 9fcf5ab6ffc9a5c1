/// The walk below a position cut into subtrees that can be counted apart, in any order
/// and on any thread, and added up: the plies down to the cut are counted when splitting,
/// each unfinished position at the cut is the root of one subtree.
///
/// ```swift
/// let counter = PerftCounter()
/// let split = try counter.split(from: .start(), depth: 9)
/// var counts = PerftCounts()
/// for subtree in split.subtrees { counter.count(subtree, of: split, into: &counts) }
/// let result = split.result(counts, divide: true)  // perft 127,872, nodes 549,946
/// ```
///
/// Subtrees are sequences, not positions: two move orders that reach the same position
/// are two subtrees, as the walk counts them.
public struct PerftSplit: Hashable, Sendable {
  /// The root.
  public let position: Position
  /// The deepest depth counted.
  public let depth: Int
  /// The ply of the cut: every subtree's root lies this many plies below the root.
  public let ply: Int
  /// The subtrees below the cut, in the order of their move sequences.
  public let subtrees: [PerftSubtree]
  /// The counts of plies 1 through ``ply``, which the split counted itself.
  public let top: PerftCounts

  /// The most sequences a subtree may hold at its deepest ply, counted as if every
  /// empty cell were a move and no game ended: 2^28, under a second of walk (a third of
  /// a second for `ai perft 12 --rows 4 --cols 4`, cut at ply 3 into 3,360 subtrees).
  /// Small enough for progress to be shown often and for threads to share the work
  /// evenly, large enough that the work per subtree dwarfs its cost.
  static var subtreeLimit: Int { 1 << 28 }

  /// The ply to cut at: the shallowest from 2 (72 subtrees for 3x3) whose subtrees hold
  /// at most ``subtreeLimit`` sequences; `depth` itself if need be, which leaves no
  /// subtree.
  ///
  /// - Parameter emptyCount: The empty cells at the root.
  static func cut(depth: Int, emptyCount: Int) -> Int {
    var ply = min(2, depth)
    while ply < depth {
      // An upper bound of the sequences a subtree holds at its deepest ply.
      var sequences = 1
      for below in ply..<depth where sequences <= subtreeLimit { sequences *= emptyCount - below }
      if sequences <= subtreeLimit { break }
      ply += 1
    }
    return ply
  }

  /// The result of the whole walk, from `counts`, the sum of the counts of every subtree.
  ///
  /// - Parameter divide: Whether to give the perft below each first move, too.
  public func result(_ counts: PerftCounts, divide: Bool = false) -> PerftResult {
    var total = top
    total.add(counts)
    return PerftResult(position: position, depth: depth, counts: total, divide: divide)
  }
}

/// One subtree of a ``PerftSplit``: an unfinished position at the cut, and the first move
/// of the sequence that reached it.
public struct PerftSubtree: Hashable, Sendable {
  /// The cell of the first move of the sequence that reached this subtree, from 0.
  public let firstMove: Int
  /// The pieces of the side to move at the subtree's root.
  let mine: Bitboard
  /// The pieces of the other side.
  let theirs: Bitboard
}

extension PerftCounter {
  /// The walk down to `depth` plies below `position`, cut into subtrees.
  ///
  /// - Throws: ``TicTacToeError`` as ``count(from:depth:method:upToSymmetry:divide:progress:)``
  ///   does.
  /// - Complexity: Visits every node down to the cut, at most a few thousand for 16 cells.
  public func split(from position: Position, depth: Int) throws(TicTacToeError) -> PerftSplit {
    precondition(position.geometry == geometry, "the position has another geometry")
    try Self.validate(depth: depth, from: position)
    let board = position.board
    let emptyCount = board.emptyCells(in: geometry).count
    let ply = PerftSplit.cut(depth: depth, emptyCount: emptyCount)
    var top = PerftCounts()
    var subtrees: [PerftSubtree] = []
    /// Counts the children of the unfinished position `mine`/`theirs`, `parent` plies
    /// below the root and reached by `first`, and goes on below them down to the cut.
    func visit(mine: Bitboard, theirs: Bitboard, parent: Int, first: Int) {
      for cell in tables.allCells - (mine | theirs) {
        let child = mine.inserting(cell)
        let first = parent == 0 ? cell : first
        let result = tables.result(of: child, against: theirs)
        top.addSequence(at: parent + 1, after: first, result, deepest: depth)
        guard result == .ongoing, parent + 1 < depth else { continue }
        if parent + 1 == ply {
          subtrees.append(PerftSubtree(firstMove: first, mine: theirs, theirs: child))
        } else {
          visit(mine: theirs, theirs: child, parent: parent + 1, first: first)
        }
      }
    }
    if depth > 0 { visit(mine: board.mine, theirs: board.theirs, parent: 0, first: 0) }
    return PerftSplit(position: position, depth: depth, ply: ply, subtrees: subtrees, top: top)
  }

  /// Counts `subtree` of `split` into `counts`, walking every node below it.
  ///
  /// - Complexity: Visits every node of the subtree once; allocates nothing.
  public func count(_ subtree: PerftSubtree, of split: PerftSplit, into counts: inout PerftCounts) {
    let plies = split.depth - split.ply
    let emptyCount = split.position.emptyCells.count - split.ply
    PerftTally.withZeros { tally in
      PerftWalk.walk(
        tables, mine: subtree.mine, theirs: subtree.theirs, emptyCount: emptyCount,
        depth: plies, into: tally)
      counts.add(tally, plies: plies, below: split.ply, after: subtree.firstMove)
    }
  }
}
