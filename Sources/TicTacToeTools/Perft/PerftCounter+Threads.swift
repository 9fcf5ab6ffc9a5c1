import TicTacToe

/// The walk cut into subtrees that threads share: the plies above the cut are counted
/// first, then each thread takes the next subtree not yet taken and adds its counts to the
/// total, which is the same whatever the number of threads.
extension PerftCounter {
  /// Threads lent to the walk by a program that has them: the engine imports nothing.
  public struct Threads: Sendable {
    /// The threads the walk runs on, the calling one included.
    public let count: Int
    /// Starts a number of threads running a job; returns what waits for them to end.
    let start: @Sendable (Int, @escaping @Sendable () -> Void) -> @Sendable () -> Void
    /// Runs a body holding a lock that every thread shares.
    let withLock: @Sendable (() -> Void) -> Void

    /// `count` threads: the calling one and those `start` starts, which `withLock` lets
    /// at the shared counts one at a time.
    public init(
      count: Int,
      start: @escaping @Sendable (Int, @escaping @Sendable () -> Void) -> @Sendable () -> Void,
      withLock: @escaping @Sendable (() -> Void) -> Void
    ) {
      self.count = count
      self.start = start
      self.withLock = withLock
    }

    /// The calling thread alone.
    public static var one: Threads {
      Threads(count: 1, start: { _, _ in {} }, withLock: { $0() })
    }
  }

  /// An unfinished position at the cut, and the first move of the sequence that reached
  /// it: a sequence, not a position, as the walk counts two move orders twice.
  typealias Subtree = (firstMove: Int, mine: Bitboard, theirs: Bitboard)

  /// The most sequences a subtree may hold at its deepest ply, counted as if no game
  /// ended: 2^28, under a second of walk, so that progress shows often and threads share
  /// the work evenly.
  static var subtreeLimit: Int { 1 << 28 }

  /// The ply to cut at: the shallowest from 2 (72 subtrees for 3x3) whose subtrees hold
  /// at most ``subtreeLimit`` sequences; `depth` itself if need be, which leaves none.
  static func cut(depth: Int, emptyCount: Int) -> Int {
    var ply = min(2, depth)
    while ply < depth {
      var sequences = 1
      for below in ply..<depth where sequences <= subtreeLimit { sequences *= emptyCount - below }
      if sequences <= subtreeLimit { break }
      ply += 1
    }
    return ply
  }

  /// The counts of the walk from the unfinished `board` down to `depth` plies, its
  /// subtrees shared by `threads`, `progress` reported after each one this thread counts.
  func walk(
    from board: Board, depth: Int, threads: Threads, progress: (Progress) -> Void
  ) -> PerftCounts {
    let emptyCount = board.emptyCells(in: geometry).count
    let cut = Self.cut(depth: depth, emptyCount: emptyCount)
    var top = PerftCounts()
    var subtrees: [Subtree] = []
    /// Counts the children of a position `parent` plies down reached by `first`, down to
    /// the cut.
    func visit(mine: Bitboard, theirs: Bitboard, parent: Int, first: Int) {
      for cell in tables.allCells - (mine | theirs) {
        let (child, ply) = (mine.inserting(cell), parent + 1)
        let first = parent == 0 ? cell : first
        top[.sequences, ply] += 1
        if ply == depth { top[.divide, first] += 1 }
        switch tables.result(of: child, against: theirs) {
        case .win: top[.wins, ply] += 1
        case .draw: top[.draws, ply] += 1
        case .ongoing where ply == depth: break
        case .ongoing where ply == cut: subtrees.append((first, theirs, child))
        case .ongoing: visit(mine: theirs, theirs: child, parent: ply, first: first)
        }
      }
    }
    if depth > 0 { visit(mine: board.mine, theirs: board.theirs, parent: 0, first: 0) }
    let (shared, withLock, all) = (Shared(total: top), threads.withLock, subtrees)
    /// Counts subtrees until none is left, adding each to the total.
    @Sendable func work(_ progress: (Progress) -> Void) {
      while true {
        var taken: Subtree?
        withLock {
          if shared.next < all.count { (taken, shared.next) = (all[shared.next], shared.next + 1) }
        }
        guard let subtree = taken else { return }
        var counts = Self.walk(
          tables, mine: subtree.mine, theirs: subtree.theirs, emptyCount: emptyCount - cut,
          depth: depth - cut)
        counts[.divide, subtree.firstMove] = counts[.sequences, depth - cut]
        var step = Progress.walked(nodes: 0, subtrees: 0, of: 0)
        withLock {
          shared.total.add(counts, below: cut)
          shared.counted += 1
          step = .walked(nodes: shared.total.nodes, subtrees: shared.counted, of: all.count)
        }
        progress(step)
      }
    }
    let join = threads.start(max(min(threads.count, all.count) - 1, 0)) { work { _ in } }
    work(progress)
    join()
    return shared.total
  }

  /// What threads share under the lock.
  private final class Shared: @unchecked Sendable {
    var next = 0, counted = 0
    var total: PerftCounts
    init(total: PerftCounts) { self.total = total }
  }
}
