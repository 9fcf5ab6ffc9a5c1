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

  /// How far a count has gone, reported between two pieces of work, never inside the
  /// walk's recursion, and only on the calling thread.
  public enum Progress: Hashable, Sendable {
    /// The walk has counted `nodes` nodes (the root and the plies above its subtrees
    /// included) and `subtrees` of its `of` subtrees.
    case walked(nodes: Int, subtrees: Int, of: Int)
    /// The hashed count starts on depth `depth` of `of`, after finding `positions`
    /// distinct positions (the root included).
    case hashing(depth: Int, of: Int, positions: Int)
    /// The hashed divide adds up, from the deepest ply back to the root, the sequences
    /// below each position of depth `depth`.
    case dividing(depth: Int)
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
  /// - Parameters:
  ///   - method: Walk every node, or count each distinct position once.
  ///   - upToSymmetry: Also count the distinct positions up to the board's symmetries
  ///     (this implies the hashed method).
  ///   - divide: Also count, in the same pass, the sequences below each first move
  ///     (``PerftResult/divide``).
  ///   - threads: The threads the walk shares its subtrees among; the counts are the same
  ///     whatever their number. The hashed count runs on the calling thread.
  ///   - progress: Called on the calling thread after each subtree of the walk, and at
  ///     each depth of the hashed count.
  /// - Throws: ``TicTacToeError`` for a depth out of range or a finished root below depth 0.
  /// - Complexity: The walk visits every node; hashed, every distinct position once,
  ///   with a table of 3^cells integers, and once more for the divide.
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
      progress: progress)
    return PerftResult(
      position: position, depth: depth, counts: counts, divide: divide, positionsCounted: true,
      positionsUpToSymmetry: classes)
  }
}
