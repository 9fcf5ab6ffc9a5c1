// Perft's public face: the counter, how it counts, its progress and threads, and shared work.
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
    /// The walk has counted `nodes` nodes (the root included) and `subtrees` of `of`.
    case walked(nodes: Int, subtrees: Int, of: Int)
    /// The hashed count starts on depth `depth` of `of`, having found `positions` distinct
    /// positions (the root included); `share` estimates the part of the work done.
    case hashing(depth: Int, of: Int, positions: Int, share: Double)
    /// The hashed divide adds up the sequences below each position of depth `depth`.
    case dividing(depth: Int)
  }

  /// Threads lent to a count by a program that has them: the engine imports nothing.
  public struct Threads: Sendable {
    /// The threads a count runs on, the calling one included.
    public let count: Int
    /// Starts a number of threads running a job; returns what waits for them to end.
    let start: @Sendable (Int, @escaping @Sendable () -> Void) -> @Sendable () -> Void
    /// Runs a body holding a lock that every thread shares.
    let withLock: @Sendable (() -> Void) -> Void

    /// `count` threads (at least 1, at most 256): the calling one and those `start` starts,
    /// sharing `withLock`. `start(n, body)` runs `body` on exactly `n` new threads.
    public init(
      count: Int,
      start: @escaping @Sendable (Int, @escaping @Sendable () -> Void) -> @Sendable () -> Void,
      withLock: @escaping @Sendable (() -> Void) -> Void
    ) {
      (self.count, self.start, self.withLock) = (Self.clamped(count), start, withLock)
    }

    static func clamped(_ count: Int) -> Int { min(max(count, 1), 256) }

    /// The calling thread alone.
    public static var one: Threads {
      Threads(count: 1, start: { _, _ in {} }, withLock: { $0() })
    }
  }

  /// The geometry whose trees this counter counts.
  public let geometry: Geometry
  /// The geometry's lookups, held strongly so that loops take no reference count.
  let tables: GeometryTables

  /// Creates a counter for `geometry`.
  public init(geometry: Geometry = .ticTacToe) {
    (self.geometry, tables) = (geometry, geometry.tables)
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
  /// - Throws: ``TicTacToeError`` for a depth out of range, a finished root, or a position
  ///   of another geometry than the counter's.
  public mutating func count(
    from position: Position, depth: Int, method: Method = .walk, upToSymmetry: Bool = false,
    divide: Bool = false, threads: Threads = .one, progress: (Progress) -> Void = { _ in }
  ) throws(TicTacToeError) -> PerftResult {
    guard position.geometry == geometry else {
      throw .geometryMismatch(searcher: geometry, position: position.geometry)
    }
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

  /// Runs `job` on each of `units` pieces of work, each taken by the next free one of
  /// `threads` (numbered from 0 as they start, when each runs `prepare`), and adds its
  /// counts `ply` plies below `total`; `progress` hears the nodes and units counted after
  /// each unit of this thread. Returns the sums and the number of threads that ran.
  static func share(
    _ units: Int, on threads: Threads, adding total: PerftCounts = PerftCounts(),
    below ply: Int = 0, progress: (_ nodes: Int, _ done: Int) -> Void = { _, _ in },
    prepare: @escaping @Sendable (_ thread: Int) -> Void = { _ in },
    _ job: @escaping @Sendable (_ thread: Int, _ unit: Int) -> PerftCounts
  ) -> (counts: PerftCounts, threads: Int) {
    let (shared, withLock) = (Shared(total: total), threads.withLock)
    @Sendable func work(_ progress: (Int, Int) -> Void) {
      var thread = 0
      withLock { (thread, shared.started) = (shared.started, shared.started + 1) }
      prepare(thread)
      while true {
        var unit: Int?
        withLock { if shared.next < units { (unit, shared.next) = (shared.next, shared.next + 1) } }
        guard let unit else { return }
        let counts = job(thread, unit)
        var (nodes, done) = (0, 0)
        withLock {
          shared.total.add(counts, below: ply)
          shared.done += 1
          (nodes, done) = (shared.total.nodes, shared.done)
        }
        progress(nodes, done)
      }
    }
    let join = threads.start(max(min(threads.count, units) - 1, 0)) { work { _, _ in } }
    work(progress)
    join()
    return (shared.total, shared.started)
  }

  final class Shared: @unchecked Sendable {
    var next = 0, done = 0, started = 0
    var total: PerftCounts
    init(total: PerftCounts) { self.total = total }
  }
}
