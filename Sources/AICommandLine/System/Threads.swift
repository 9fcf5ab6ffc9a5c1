// POSIX threads for perft and the server: one malloc arena, small stacks.
import Glibc
import Synchronization
import TicTacToe
import TicTacToeTools

/// A body handed to a new thread, in a class to pass as a pointer.
private final class Job {
  let body: @Sendable () -> Void
  init(_ body: @escaping @Sendable () -> Void) { self.body = body }
}

/// The lock of a count's threads, in a class so each closure holds the same one.
private final class SharedLock: Sendable { let mutex = Mutex(()) }

/// One malloc arena for every thread: glibc's arena per thread may reserve 64 MB of
/// address space, leaving whether a table fits under `ulimit -v` to chance.
private let oneArena: Void = {
  // mallopt(M_ARENA_MAX, 1): the Glibc module leaves <malloc.h> out.
  typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
  guard let mallopt = dlsym(nil, "mallopt") else { return }
  _ = unsafeBitCast(mallopt, to: Mallopt.self)(-8, 1)
}()

/// The stack of each thread started here: the searches recurse at most 16 plies, and the
/// default 8 MB would count against `ulimit -v` unchecked.
let threadStackBytes = 1 << 20

/// A new POSIX thread running `body`, or nil with `errno` set if none could be started.
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
    errno = started
    return nil
  }
  return thread
}

extension PerftCounter.Threads {
  /// The calling thread and `count - 1` POSIX threads sharing a lock; one that cannot be
  /// started is left out (the work takes longer).
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
