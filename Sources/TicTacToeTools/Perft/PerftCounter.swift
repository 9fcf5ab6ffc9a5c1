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
    /// Count each distinct position once, carrying how many sequences reach it; also
    /// counts the distinct positions.
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
  /// The geometry's lookups, held strongly: held without a count, the hashed count's
  /// loops took a reference count at every step.
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

  /// The counts of every depth from 1 to `depth` below `position`, by `method`; with
  /// `upToSymmetry` (hashed) the positions up to symmetry, with `divide` the sequences
  /// below each first move. Only the walk runs on `threads`.
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
      progress: progress)
    return PerftResult(
      position: position, depth: depth, counts: counts, divide: divide, positionsCounted: true,
      positionsUpToSymmetry: classes)
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
      geometry.positionCount * MemoryLayout<Int>.stride + layers * entry + Searcher.lookupBytes
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
