import Glibc
import TicTacToe

/// A mutual exclusion lock over a `pthread_mutex_t` at a fixed address.
final class Lock: @unchecked Sendable {
  /// The mutex, allocated once so that it never moves.
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>

  /// An unlocked lock.
  init() {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// Runs `body` holding the lock.
  func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }
}

/// Threads that each run the same body, started at once and joined later: helpers for
/// the calling thread, which works too.
struct WorkerThreads {
  /// A body handed to a new thread.
  private final class Job {
    let body: @Sendable () -> Void
    init(_ body: @escaping @Sendable () -> Void) { self.body = body }
  }

  /// The threads started.
  private var threads: [pthread_t] = []

  /// Starts `count` threads running `body`. A thread that cannot be started is left out:
  /// the work, which the threads share with the calling one, only takes longer.
  init(count: Int, _ body: @escaping @Sendable () -> Void) {
    for _ in 0..<count {
      let job = Unmanaged.passRetained(Job(body))
      var thread = pthread_t()
      let started = pthread_create(
        &thread, nil,
        { context in
          Unmanaged<Job>.fromOpaque(context!).takeRetainedValue().body()
          return nil
        }, job.toOpaque())
      if started == 0 { threads.append(thread) } else { job.release() }
    }
  }

  /// Waits for every thread to finish.
  func join() {
    for thread in threads { pthread_join(thread, nil) }
  }
}

extension PerftCounter.Threads {
  /// `count` threads for a perft walk: the calling one and `count - 1` POSIX threads,
  /// sharing a ``Lock``.
  static func posix(_ count: Int) -> Self {
    let lock = Lock()
    return Self(
      count: count,
      start: { helpers, job in
        let threads = WorkerThreads(count: helpers, job)
        return { threads.join() }
      },
      withLock: { lock.withLock($0) })
  }
}
