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
  /// The geometry's lookups, built once for this counter and its copies.
  let tables: GeometryTables
  /// Sequences reaching each position, by index; allocated on first hashed count.
  var reaching: [Int] = []
  /// Whether `reaching` is all zeros.
  var isTableClear = false

  /// Creates a counter for `geometry`.
  public init(geometry: Geometry = .ticTacToe) {
    self.geometry = geometry
    self.tables = GeometryTables(geometry)
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
  /// - Parameters:
  ///   - method: Walk every node, or count each distinct position once.
  ///   - upToSymmetry: Also count the distinct positions up to the board's symmetries
  ///     (this implies the hashed method).
  ///   - progress: Called with each depth as the hashed count reaches it.
  /// - Throws: ``TicTacToeError`` for a depth out of range or a finished root below depth 0.
  /// - Complexity: The walk visits every node; hashed, every distinct position once,
  ///   with a table of 3^cells integers.
  public mutating func count(
    from position: Position, depth: Int, method: Method = .walk, upToSymmetry: Bool = false,
    progress: (Int) -> Void = { _ in }
  ) throws(TicTacToeError) -> PerftResult {
    precondition(position.geometry == geometry, "the position has another geometry")
    try Self.validate(depth: depth, from: position)
    let hashed = method == .hashed || upToSymmetry
    return PerftTally.withZeros { tally in
      var classes: Int?
      if hashed {
        classes = countHashed(
          from: position.board, depth: depth, upToSymmetry: upToSymmetry, into: tally,
          progress: progress)
      } else {
        walk(from: position.board, depth: depth, into: tally)
      }
      // Wins at odd depths belong to the side to move at the root, at even ones to the
      // other.
      let first = position.board.toMove
      let layers = (1...max(depth, 1)).prefix(depth).map { ply in
        let winner = ply % 2 == 1 ? first : first.opponent
        let wins = tally.wins(at: ply)
        return PerftLayer(
          depth: ply, perft: tally.sequences(at: ply), xWins: winner == .x ? wins : 0,
          oWins: winner == .o ? wins : 0, draws: tally.draws(at: ply),
          positions: hashed ? tally.positions(at: ply) : nil)
      }
      return PerftResult(
        position: position, depth: depth, layers: layers, positionsCounted: hashed,
        positionsUpToSymmetry: classes)
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
  /// ``count(from:depth:method:upToSymmetry:progress:)``.
  ///
  /// - Throws: ``TicTacToeError`` as ``count(from:depth:method:upToSymmetry:progress:)`` does;
  ///   depth 0 has no moves.
  public mutating func divide(
    from position: Position, depth: Int, method: Method = .walk
  ) throws(TicTacToeError) -> [(cell: Int, perft: Int)] {
    try Self.validate(depth: depth, from: position)
    guard depth > 0 else { return [] }
    var result: [(cell: Int, perft: Int)] = []
    for cell in position.legalMoves {
      let child = position.playingLegal(cell)
      // A move that ends the game is a leaf: one node at depth 0, none below it.
      let perft =
        child.status.isOver
        ? (depth == 1 ? 1 : 0) : try count(from: child, depth: depth - 1, method: method).perft
      result.append((cell, perft))
    }
    return result
  }
}
