import TicTacToe

/// The subtrees of a perft walk counted on several threads: each takes the next subtree
/// not yet taken, counts it into its own counts, and adds them to the total at the end,
/// so the counts are the same whatever the number of threads and whichever thread
/// counted which subtree. The subtrees are small (see ``PerftSplit``), so the threads
/// finish within a subtree of each other.
final class ThreadedWalk: @unchecked Sendable {
  /// The walk, cut.
  private let split: PerftSplit
  /// The counter; its walk reads only the geometry's tables, shared by every copy.
  private let counter: PerftCounter
  /// Guards everything below.
  private let lock = Lock()
  /// The next subtree to take.
  private var next = 0
  /// Subtrees counted.
  private var counted = 0
  /// Nodes counted, the root and the plies above the cut included.
  private var nodes: Int
  /// The sum of the counts of the threads that are done.
  private var total = PerftCounts()

  /// Counts `split`'s subtrees with `counter` on `threads` threads, the calling one
  /// included, and returns their sum. The calling thread alone calls `progress`, after
  /// each subtree it counts.
  static func counts(
    of split: PerftSplit, with counter: PerftCounter, threads: Int,
    progress: (PerftProgress) -> Void
  ) -> PerftCounts {
    let walk = ThreadedWalk(split, counter)
    let helpers = WorkerThreads(count: max(0, min(threads, split.subtrees.count) - 1)) {
      walk.work { _ in }
    }
    walk.work(progress)
    helpers.join()
    return walk.total
  }

  /// A walk of `split` not yet begun.
  private init(_ split: PerftSplit, _ counter: PerftCounter) {
    self.split = split
    self.counter = counter
    nodes = 1 + split.top.nodes
  }

  /// Counts subtrees until none is left, then adds this thread's counts to the total.
  private func work(_ progress: (PerftProgress) -> Void) {
    var counts = PerftCounts()
    while let index = take() {
      let before = counts.nodes
      counter.count(split.subtrees[index], of: split, into: &counts)
      let (nodes, counted) = lock.withLock {
        self.nodes += counts.nodes - before
        self.counted += 1
        return (self.nodes, self.counted)
      }
      progress(.walked(nodes: nodes, subtrees: counted, of: split.subtrees.count))
    }
    lock.withLock { total.add(counts) }
  }

  /// The index of the next subtree to count, if any is left.
  private func take() -> Int? {
    lock.withLock {
      guard next < split.subtrees.count else { return nil }
      defer { next += 1 }
      return next
    }
  }
}
