import Glibc
import Synchronization
import TicTacToe
import TicTacToeTools

/// A body handed to a new thread.
private final class Job {
  let body: @Sendable () -> Void
  init(_ body: @escaping @Sendable () -> Void) { self.body = body }
}

/// The lock the threads of a walk share, in a class so each closure holds the same one.
private final class SharedLock: Sendable {
  let mutex = Mutex(())
}

/// One malloc arena for every thread: glibc's own arena for each thread may reserve 64 MB
/// of address space, so whether a table fits under `ulimit -v` would be left to chance.
private let oneArena: Void = {
  // mallopt(M_ARENA_MAX, 1), from glibc's <malloc.h>, which the Glibc module leaves out.
  typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
  guard let mallopt = dlsym(nil, "mallopt") else { return }
  _ = unsafeBitCast(mallopt, to: Mallopt.self)(-8, 1)
}()

/// The stack of each thread started here: the searches recurse at most 16 plies, and the
/// default (8 MB) would count against `ulimit -v` beyond what the memory checks know of.
let threadStackBytes = 1 << 20

/// A new POSIX thread running `body`, or nil if none could be started.
func startThread(_ body: @escaping @Sendable () -> Void) -> pthread_t? {
  _ = oneArena  // before the first thread allocates
  let job = Unmanaged.passRetained(Job(body))
  var (thread, attributes) = (pthread_t(), pthread_attr_t())
  pthread_attr_init(&attributes)
  defer { pthread_attr_destroy(&attributes) }
  pthread_attr_setstacksize(&attributes, threadStackBytes)
  let started = pthread_create(
    &thread, &attributes,
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

extension PerftCounter.Threads {
  /// `count` threads for a perft walk: the calling one and `count - 1` POSIX threads,
  /// sharing a lock; one that cannot be started is left out (the work takes longer).
  static func posix(_ count: Int) -> Self {
    let lock = SharedLock()
    return Self(
      count: count,
      start: { helpers, body in
        let threads = (0..<helpers).compactMap { _ in startThread(body) }
        return { for thread in threads { pthread_join(thread, nil) } }
      },
      withLock: { body in lock.mutex.withLock { _ in body() } })
  }
}
