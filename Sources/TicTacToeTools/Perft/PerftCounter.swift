import TicTacToe

/// Counts the game tree below a position: perft.
///
/// perft(d) is the number of move sequences of exactly d plies; a game that ends
/// earlier (a line or a full board) has no children and adds nothing deeper.
public struct PerftCounter: Sendable {
  /// How to count.
  public enum Method: String, Hashable, Sendable, Codable {
    /// Visit every node of the tree.
    case walk
    /// Count each class of positions alike under the root's symmetries once, carrying how
    /// many sequences reach it; also counts the distinct positions.
    case hashed
  }

  /// How far a count has gone, reported on the calling thread between pieces of work.
  public enum Progress: Hashable, Sendable {
    /// The walk has counted `nodes` nodes (the root and the plies above its subtrees
    /// included) and `subtrees` of its `of` subtrees.
    case walked(nodes: Int, subtrees: Int, of: Int)
    /// The hashed count starts on depth `depth` of `of`, after finding `positions`
    /// distinct positions (the root included); `share` estimates the part of the work
    /// done, from a bound on each ply's positions (for a time left, no more).
    case hashing(depth: Int, of: Int, positions: Int, share: Double)
    /// The hashed divide adds up the sequences below each position of depth `depth`.
    case dividing(depth: Int)
  }

  /// The geometry whose trees this counter counts.
  public let geometry: Geometry
  /// The geometry's lookups, held strongly so that loops take no reference count.
  let tables: GeometryTables

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

  /// The counts of every depth from 1 to `depth` below `position`, by `method`; with
  /// `upToSymmetry` (hashed) the positions up to symmetry, with `divide` the sequences
  /// below each first move; on `threads`, with the same counts whatever their number.
  ///
  /// - Throws: ``TicTacToeError`` for a depth out of range or a finished root.
  public mutating func count(
    from position: Position, depth: Int, method: Method = .walk, upToSymmetry: Bool = false,
    divide: Bool = false, threads: Threads = .one, progress: (Progress) -> Void = { _ in }
  ) throws(TicTacToeError) -> PerftResult {
    precondition(position.geometry == geometry, "the position has another geometry")
    try Self.validate(depth: depth, from: position)
    guard method == .hashed || upToSymmetry else {
      let counts = walk(from: position.board, depth: depth, threads: threads, progress: progress)
      return PerftResult(position: position, depth: depth, counts: counts, divide: divide)
    }
    let (counts, classes) = countHashed(
      from: position.board, depth: depth, upToSymmetry: upToSymmetry, divide: divide,
      threads: threads, progress: progress)
    return PerftResult(
      position: position, depth: depth, counts: counts, divide: divide, positionsCounted: true,
      positionsUpToSymmetry: classes)
  }
}
