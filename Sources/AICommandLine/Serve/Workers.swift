import Glibc
import Synchronization
import TicTacToe

/// The threads that search for the API, so the event loop never waits on a search: a job
/// from ``submit(_:)`` is answered with the warm searcher of its shape, then a byte on
/// ``wake`` tells the loop to collect it with ``takeAnswers()``.
final class Workers: @unchecked Sendable {
  /// A request, and the connection and place its answer goes to.
  struct Job: Sendable {
    let connection: Int
    let sequence: Int
    let request: APIRequest
  }

  /// The most positions one request may search: about half a second (a cold 16-cell
  /// perfect answer takes a million).
  static let nodeLimit = 60_000_000
  let nodeLimit: Int

  private struct State {
    var jobs: [Job] = []
    var answers: [(job: Job, response: HTTPResponse)] = []
    /// At most three 16-cell searchers (43 MB each).
    var searchers = SearcherPool(
      budget: 3 * Searcher.memoryNeeded(for: try! Geometry(rows: 4, columns: 4)))
    /// The shapes being answered: a job for one waits rather than make a second table.
    var held: Set<Geometry> = []
    var stopping = false
  }
  private let state = Mutex(State())
  private let waiting = UnsafeMutablePointer<sem_t>.allocate(capacity: 1)
  /// The read end of the pipe a worker writes to when an answer is ready.
  let wake: Int32
  private let wakeWriteEnd: Int32

  init(count: Int, nodeLimit: Int = Workers.nodeLimit) {
    self.nodeLimit = nodeLimit
    sem_init(waiting, 0, 0)
    (wake, wakeWriteEnd) = makePipe()
    for _ in 0..<count { _ = startThread { [self] in work() } }
  }

  func submit(_ job: Job) {
    state.withLock { $0.jobs.append(job) }
    sem_post(waiting)
  }

  /// Drops the jobs not started of `connection`, which has closed.
  func cancel(connection: Int) {
    state.withLock { $0.jobs.removeAll { $0.connection == connection } }
  }

  func takeAnswers() -> [(job: Job, response: HTTPResponse)] {
    var bytes = [UInt8](repeating: 0, count: 64)
    while read(wake, &bytes, bytes.count) > 0 {}
    return state.withLock { state in
      defer { state.answers.removeAll() }
      return state.answers
    }
  }

  /// Drops the jobs not started and stops the searches running.
  func stop() {
    state.withLock { ($0.stopping, $0.jobs) = (true, []) }
  }

  /// Answers the first job whose shape no other worker holds, until none is left.
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

  /// 503 with what to ask instead when the table will not fit or the search is too long.
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
