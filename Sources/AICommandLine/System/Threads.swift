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

/// A body handed to a new thread.
private final class Job {
  let body: @Sendable () -> Void
  init(_ body: @escaping @Sendable () -> Void) { self.body = body }
}

extension PerftCounter.Threads {
  /// `count` threads for a perft walk: the calling one and `count - 1` POSIX threads,
  /// sharing a ``Lock``. A thread that cannot be started is left out: the work, which
  /// the threads share with the calling one, only takes longer.
  static func posix(_ count: Int) -> Self {
    let lock = Lock()
    return Self(
      count: count,
      start: { helpers, body in
        let threads = (0..<helpers).compactMap { _ -> pthread_t? in
          let job = Unmanaged.passRetained(Job(body))
          var thread = pthread_t()
          let started = pthread_create(
            &thread, nil,
            { context in
              Unmanaged<Job>.fromOpaque(context!).takeRetainedValue().body()
              return nil
            }, job.toOpaque())
          guard started == 0 else {
            job.release()
            return nil
          }
          return thread
        }
        return { for thread in threads { pthread_join(thread, nil) } }
      },
      withLock: { lock.withLock($0) })
  }
}
