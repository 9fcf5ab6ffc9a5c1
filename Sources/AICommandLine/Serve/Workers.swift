import Glibc
import Synchronization
import TicTacToe

/// The threads that search for the API, so that the event loop never waits on a search.
///
/// The loop hands a request over with ``submit(_:)``; a free worker answers it with the
/// warm searcher of its shape from the pool the workers share (a 4x4 table is made once
/// and kept), within ``nodeLimit`` positions, then writes a byte to ``wake``, which the
/// loop polls, and the loop collects the answer with ``takeAnswers()``.
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
    /// At most three 16-cell searchers (43 MB each), so that a client asking about every
    /// shape cannot make the server hold gigabytes.
    var searchers = SearcherPool(
      budget: 3 * Searcher.memoryNeeded(for: try! Geometry(rows: 4, columns: 4)))
    /// The shapes a worker is answering: a job for one waits in the queue, rather than
    /// keep a second worker waiting for the searcher or make a cold second table.
    var held: Set<Geometry> = []
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
    (wake, wakeWriteEnd) = makePipe()
    for _ in 0..<count { _ = startThread { [self] in work() } }
  }

  /// Hands `job` to the next free worker.
  func submit(_ job: Job) {
    state.withLock { $0.jobs.append(job) }
    sem_post(waiting)
  }

  /// Drops the jobs of `connection` not started: it has closed.
  func cancel(connection: Int) {
    state.withLock { $0.jobs.removeAll { $0.connection == connection } }
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

  /// A worker's life: waits for a job, then answers the first job whose shape no other
  /// worker holds until none is left (a job skipped for a shape this worker held is free
  /// once it is answered).
  private func work() {
    while true {
      while sem_wait(waiting) != 0 {}
      while let job = state.withLock({ state -> Job? in
        let free = state.jobs.firstIndex { !state.held.contains($0.request.position.geometry) }
        guard let free else { return nil }
        state.held.insert(state.jobs[free].request.position.geometry)
        return state.jobs.remove(at: free)
      }) {
        let response = answer(job.request)
        state.withLock { state in
          state.answers.append((job, response))
          state.held.remove(job.request.position.geometry)
        }
        var byte: UInt8 = 0
        _ = write(wakeWriteEnd, &byte, 1)
      }
    }
  }

  /// The answer to `request`, searched on this thread with the warm searcher of its shape
  /// within ``nodeLimit`` positions: 200 with the JSON, or 503 with what to ask instead
  /// when the shape's table will not fit or the search goes past the limit.
  func answer(_ request: APIRequest) -> HTTPResponse {
    do throws(CLIError) {
      var searcher = try state.withLock { state throws(CLIError) in
        try state.searchers.take(request.position.geometry, admitting: MemoryLimit.checkSearcher)
      }
      defer {
        searcher.limit = nil
        state.withLock { $0.searchers.put(searcher) }
      }
      searcher.limit = SearchLimit(nodes: nodeLimit) { [self] in state.withLock(\.stopping) }
      var out = ByteBuffer(capacity: 1024)
      do throws(TicTacToeError) {
        try request.answer(searcher: &searcher, into: &out)
      } catch {
        // The router checked the shape and the level, so a stop is what is expected here;
        // any other refusal is answered in the engine's words rather than trapped.
        guard error == .cancelled else { return .error(.badRequest, error.message) }
        throw .resources(
          state.withLock(\.stopping)
            ? "the server is stopping"
            : "the search went past \(nodeLimit) positions, the most one request may take: "
              + "ask for a shorter look-ahead (ahead-12, say), or the perfect level, which "
              + "keeps a table")
      }
      return HTTPResponse(status: .ok, body: out.withUnsafeBytes { Array($0) })
    } catch {
      return .error(.serviceUnavailable, error.message)
    }
  }
}
