/// Counts the game tree below a position: perft.
///
/// perft(d) is the number of move sequences of exactly d plies; a game that ends
/// earlier (a line or a full board) has no children and adds nothing deeper. Two
/// methods give identical counts: ``Method/walk`` visits every node, ``Method/hashed``
/// counts each distinct position once, carrying the number of sequences that reach it.
///
/// A counter stands on the geometry alone: the rules of ``GeometryTables`` and the
/// position index, no search.
public struct PerftCounter: Sendable {
  /// How to count.
  public enum Method: String, Hashable, Sendable, Codable {
    /// Visit every node of the tree.
    case walk
    /// Count each distinct position once, ply by ply, with a table of how many
    /// sequences reach it; also counts the distinct positions.
    case hashed
  }

  /// The geometry whose trees this counter counts.
  public let geometry: Geometry
  /// The geometry's lookups, built with the geometry and shared with it.
  let tables: GeometryTables
  /// Sequences reaching each position, by index; allocated on first hashed count.
  var reaching: [Int] = []
  /// Whether `reaching` is all zeros.
  var isTableClear = false

  /// Creates a counter for `geometry`.
  public init(geometry: Geometry = .ticTacToe) {
    self.geometry = geometry
    self.tables = geometry.tables
  }

  /// Checks that `depth` can be counted from `position`.
  public static func validate(depth: Int, from position: Position) throws(TicTacToeError) {
    guard depth <= 0 || position.status == .ongoing else { throw .gameOver(position.status) }
    let maximum = position.emptyCells.count
    guard (0...maximum).contains(depth) else {
      throw .depthOutOfRange(depth: depth, maximum: maximum)
    }
  }

  /// The counts of every depth from 1 to `depth` below `position`.
  ///
  /// The walk counts the subtrees of ``split(from:depth:)`` one after the other, which
  /// ``count(_:of:into:)`` can count on several threads instead.
  ///
  /// - Parameters:
  ///   - method: Walk every node, or count each distinct position once.
  ///   - upToSymmetry: Also count the distinct positions up to the board's symmetries
  ///     (this implies the hashed method).
  ///   - divide: Also count, in the same pass, the sequences below each first move
  ///     (``PerftResult/divide``).
  ///   - progress: Called after each subtree of the walk, and at each depth of the hashed
  ///     count: never inside the walk's recursion.
  /// - Throws: ``TicTacToeError`` for a depth out of range or a finished root below depth 0.
  /// - Complexity: The walk visits every node; hashed, every distinct position once,
  ///   with a table of 3^cells integers, and once more for the divide.
  public mutating func count(
    from position: Position, depth: Int, method: Method = .walk, upToSymmetry: Bool = false,
    divide: Bool = false, progress: (PerftProgress) -> Void = { _ in }
  ) throws(TicTacToeError) -> PerftResult {
    precondition(position.geometry == geometry, "the position has another geometry")
    guard method == .hashed || upToSymmetry else {
      let split = try split(from: position, depth: depth)
      var counts = PerftCounts()
      let above = 1 + split.top.nodes
      for (index, subtree) in split.subtrees.enumerated() {
        count(subtree, of: split, into: &counts)
        progress(
          .walked(nodes: above + counts.nodes, subtrees: index + 1, of: split.subtrees.count))
      }
      return split.result(counts, divide: divide)
    }
    try Self.validate(depth: depth, from: position)
    return PerftTally.withZeros { tally in
      let (classes, perftAfter) = countHashed(
        from: position.board, depth: depth, upToSymmetry: upToSymmetry, divide: divide,
        into: tally, progress: progress)
      return PerftResult(
        position: position, depth: depth, sequences: tally.sequences(at:), wins: tally.wins(at:),
        draws: tally.draws(at:), positions: tally.positions(at:), positionsUpToSymmetry: classes,
        perftAfter: perftAfter.map { perft in { perft[$0] } })
    }
  }

  /// Walks every node below the unfinished `board` down to `depth` plies, into `tally`.
  ///
  /// - Complexity: Visits every node once; allocates nothing.
  func walk(from board: Board, depth: Int, into tally: PerftTally) {
    PerftWalk.walk(
      tables, mine: board.mine, theirs: board.theirs,
      emptyCount: board.emptyCells(in: geometry).count, depth: depth, into: tally)
  }

  /// perft(depth - 1) after each legal first move, by ascending cell: the "divide" that
  /// shows where two counts disagree. The values sum to perft(depth).
  ///
  /// A first move that ends the game counts 1 at depth 1 and 0 deeper, as in
  /// ``count(from:depth:method:upToSymmetry:divide:progress:)``, whose result gives the
  /// same numbers as ``PerftResult/divide`` with the rest of the counts, in one pass.
  ///
  /// - Throws: ``TicTacToeError`` as ``count(from:depth:method:upToSymmetry:divide:progress:)``
  ///   does; depth 0 has no moves.
  public mutating func divide(
    from position: Position, depth: Int, method: Method = .walk
  ) throws(TicTacToeError) -> [(cell: Int, perft: Int)] {
    let result = try count(from: position, depth: depth, method: method, divide: true)
    return (result.divide ?? []).map { ($0.cell, $0.perft) }
  }
}
