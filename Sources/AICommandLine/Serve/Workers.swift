import Glibc
import Synchronization
import TicTacToe

/// The threads that search for the API, so that the event loop never waits on a search.
///
/// The loop hands a request over with ``submit(_:)``; a free worker answers it with the
/// warm searcher of its shape, taken from the pool the workers share (a 4x4 table is
/// made once and kept), within ``nodeLimit`` positions, then writes a byte to ``wake``,
/// which the loop polls, and the loop collects the answer with ``takeAnswers()``.
final class Workers: @unchecked Sendable {
  /// A request handed over, and where its answer goes: a connection's number and the
  /// answer's place among that connection's answers.
  struct Job: Sendable {
    let connection: Int
    let sequence: Int
    let request: APIRequest
  }

  /// The most positions one request may search by default, about half a second here: the
  /// slowest perfect answer (a cold 16-cell board) takes a million, ahead-15 on an empty
  /// 4x4 board fits, ahead-15 on a row of 16 does not.
  static let nodeLimit = 60_000_000
  /// The most positions one request may search.
  let nodeLimit: Int

  /// What the threads share.
  private struct State {
    var jobs: [Job] = []
    var answers: [(job: Job, response: HTTPResponse)] = []
    var searchers = SearcherPool(budget: Router.budget)
    /// The shapes whose searcher a worker holds: another worker waits for it rather than
    /// make a cold second one.
    var taken: Set<Geometry> = []
    var stopping = false
  }
  private let state = Mutex(State())
  /// Counts the jobs waiting, for the workers to wait on.
  private let waiting = UnsafeMutablePointer<sem_t>.allocate(capacity: 1)
  /// The read end of the pipe a worker writes to when an answer is ready, to poll.
  let wake: Int32
  private let wakeWriteEnd: Int32

  /// Starts `count` workers, each request searching at most `nodeLimit` positions.
  init(count: Int, nodeLimit: Int = Workers.nodeLimit) {
    self.nodeLimit = nodeLimit
    sem_init(waiting, 0, 0)
    var ends: [Int32] = [-1, -1]
    if pipe(&ends) != 0 { ends = [-1, -1] }
    for end in ends where end >= 0 { Server.makeNonBlocking(end) }
    (wake, wakeWriteEnd) = (ends[0], ends[1])
    for _ in 0..<count { _ = startThread { [self] in work() } }
  }

  /// Hands `job` to the next free worker.
  func submit(_ job: Job) {
    state.withLock { $0.jobs.append(job) }
    sem_post(waiting)
  }

  /// The answers ready since the last call.
  func takeAnswers() -> [(job: Job, response: HTTPResponse)] {
    var bytes = [UInt8](repeating: 0, count: 64)
    while read(wake, &bytes, bytes.count) > 0 {}
    return state.withLock { state in
      defer { state.answers.removeAll() }
      return state.answers
    }
  }

  /// Drops the jobs not started, and stops the searches running within a few thousand
  /// positions.
  func stop() {
    state.withLock { ($0.stopping, $0.jobs) = (true, []) }
  }

  /// A worker's life: waits for a job, answers it, says so.
  private func work() {
    while true {
      while sem_wait(waiting) != 0 {}
      guard let job = state.withLock({ $0.jobs.isEmpty ? nil : $0.jobs.removeFirst() }) else {
        continue
      }
      let response = Router.answer(job.request, searchers: self)
      state.withLock { $0.answers.append((job, response)) }
      var byte: UInt8 = 0
      _ = write(wakeWriteEnd, &byte, 1)
    }
  }

  /// Runs `body` with the warm searcher of `geometry`, taken from the pool meanwhile,
  /// within ``nodeLimit`` positions.
  ///
  /// - Throws: ``CLIError/resources(_:)`` when the shape's table will not fit, or the
  ///   search goes past the limit (the server says what to ask instead).
  func withSearcher<Answer>(
    for geometry: Geometry, _ body: (inout Searcher) throws(TicTacToeError) -> Answer
  ) throws(CLIError) -> Answer {
    var searcher: Searcher
    while true {
      let free = try state.withLock { state throws(CLIError) -> Searcher? in
        guard !state.taken.contains(geometry) else { return nil }
        let searcher = try state.searchers.take(geometry, admitting: MemoryLimit.checkSearcher)
        state.taken.insert(geometry)
        return searcher
      }
      if let free {
        searcher = free
        break
      }
      usleep(1_000)  // the other worker's search on this shape takes milliseconds
    }
    defer {
      searcher.limit = nil
      state.withLock {
        $0.searchers.put(searcher)
        $0.taken.remove(geometry)
      }
    }
    searcher.limit = SearchLimit(nodes: nodeLimit) { [self] in state.withLock(\.stopping) }
    do throws(TicTacToeError) {
      return try body(&searcher)
    } catch {
      guard error == .cancelled else { preconditionFailure("\(error)") }
      throw .resources(
        state.withLock(\.stopping)
          ? "the server is stopping"
          : "the search went past \(nodeLimit) positions, the most one request may take: "
            + "ask for a shorter look-ahead (ahead-12, say), or the perfect level, which keeps "
            + "a table")
    }
  }
}
