// The threads that search for the server, the connections taking turns.
import Glibc
import Synchronization
import TicTacToe

/// The event loop never waits on a search: a job from ``submit(_:)`` is answered with the
/// warm searcher of its shape, then a byte on ``wake`` tells the loop to collect it with
/// ``takeAnswers()``.
///
/// The connections take turns: a free thread takes the first job of the connection served
/// least recently, so one client's pipelined searches take only their share. Beside the
/// workers, a quick thread gives each job ``quickSlice`` milliseconds first and hands the
/// searches that take longer to the workers: what a warm table holds (any 3x3 question)
/// never waits behind a long search.
@_spi(Fuzzing) public final class Workers: @unchecked Sendable {
  /// A request, and the connection and place its answer goes to.
  public struct Job: Sendable {
    /// The connection that asked, by its number.
    public let connection: Int
    /// The request's place among the connection's.
    public let sequence: Int
    let request: APIRequest
    /// Whether the quick thread gave up on it: a worker's now.
    var isLong = false
  }

  /// The most positions one request may search: about a second (a cold 16-cell perfect
  /// answer takes a million).
  public static let nodeLimit = 60_000_000
  /// The most time one request may search: on a board past 16 cells, whose positions
  /// take longer, the bound that comes first.
  public static let timeLimit = Duration.seconds(5)
  /// Milliseconds the quick thread gives a job before handing it to the workers.
  static let quickSlice = 5
  /// The tables in use and kept: three 16-cell ones (43 MB each), and room beside them
  /// for the small shapes.
  public static let memoryBudget =
    3 * Searcher.memoryNeeded(for: try! Geometry(rows: 4, columns: 4)) + (16 << 20)
  let nodeLimit: Int
  let timeLimit: Duration

  private struct State {
    var jobs: [Job] = []
    var answers: [(job: Job, response: HTTPResponse)] = []
    var searchers: SearcherPool
    var peakLent = 0
    /// The shapes being answered: a job for one waits rather than make a second table.
    var held: Set<Geometry> = []
    /// When each connection last had a job taken, on a count of jobs taken.
    var turns: [Int: Int] = [:]
    var taken = 0
    var idle: [Int] = []  // threads waiting for a job, by index
    var stopping = false

    /// The job a thread takes next, if any may start: the connection served least recently
    /// first, its requests in order; none whose shape is held or whose table would go
    /// past the memory budget; none the quick thread gave up on, for the quick thread.
    func next(quick: Bool) -> Int? {
      var best: (index: Int, turn: Int, sequence: Int)?
      for (index, job) in jobs.enumerated() where !(quick && job.isLong) {
        let geometry = job.request.position.geometry
        guard !held.contains(geometry), searchers.canLend(geometry) else { continue }
        let turn = turns[job.connection] ?? -1
        if best.map({ (turn, job.sequence) < ($0.turn, $0.sequence) }) ?? true {
          best = (index, turn, job.sequence)
        }
      }
      return best?.index
    }
  }
  private let state: Mutex<State>
  /// One for each thread, the quick one last: posted when there may be a job for it.
  private let semaphores: UnsafeMutablePointer<sem_t>
  private let threadCount: Int
  /// The read end of the pipe a worker writes to when an answer is ready.
  public let wake: Int32
  private let wakeWriteEnd: Int32

  /// Why the workers could not start: what failed, and the system's error number.
  public struct StartError: Error, Equatable {
    let message: String
    let code: Int32

    init(_ what: String) {
      code = errno
      message = "\(what): \(String(cString: strerror(code)))"
    }
  }

  /// `count` workers and the quick thread (none for 0: ``answer(_:)`` runs on the caller),
  /// each request searching at most `nodeLimit` positions and `timeLimit`, the tables within
  /// `memoryBudget` bytes, one of a board past 16 cells within `tableBudget`.
  public init(
    count: Int, nodeLimit: Int = Workers.nodeLimit, timeLimit: Duration = Workers.timeLimit,
    memoryBudget: Int = Workers.memoryBudget, tableBudget: Int = Searcher.defaultTableBudget
  ) throws(StartError) {
    (self.nodeLimit, self.timeLimit) = (nodeLimit, timeLimit)
    state = Mutex(
      State(searchers: SearcherPool(budget: memoryBudget, tableBudget: tableBudget)))
    threadCount = count == 0 ? 0 : count + 1
    semaphores = .allocate(capacity: max(1, threadCount))
    for index in 0..<max(1, threadCount) { sem_init(semaphores + index, 0, 0) }
    let ends = makePipe()
    guard ends.read >= 0 else { throw StartError("cannot make a pipe") }
    (wake, wakeWriteEnd) = ends
    for index in 0..<threadCount {
      guard startThread({ [self] in work(index, quick: index == threadCount - 1) }) != nil else {
        throw StartError("cannot start a thread")
      }
    }
  }

  func submit(_ job: Job) {
    state.withLock {
      $0.jobs.append(job)
      wakeIdle(&$0)
    }
  }

  /// Drops the jobs not started of `connection`, which has closed.
  public func cancel(connection: Int) {
    state.withLock {
      $0.jobs.removeAll { $0.connection == connection }
      $0.turns[connection] = nil
    }
  }

  /// The answers ready since the last call, emptying the wake pipe.
  public func takeAnswers() -> [(job: Job, response: HTTPResponse)] {
    var bytes = [UInt8](repeating: 0, count: 64)
    while read(wake, &bytes, bytes.count) > 0 {}
    return state.withLock { state in
      defer { state.answers.removeAll() }
      return state.answers
    }
  }

  /// The most bytes the tables in use have counted at once, against the budget.
  var peakBytesLent: Int { state.withLock(\.peakLent) }

  /// Drops the jobs not started and stops the searches running.
  func stop() { state.withLock { ($0.stopping, $0.jobs) = (true, []) } }

  private func wakeIdle(_ state: inout State) {
    for index in state.idle { sem_post(semaphores + index) }
    state.idle.removeAll()
  }

  /// Answers the jobs ``State/next(quick:)`` picks, waiting while there is none.
  private func work(_ index: Int, quick: Bool) {
    while true {
      // The searcher taken is held once only: a second reference would make the search
      // copy its table.
      var (searcher, refusal) = (Searcher?.none, CLIError?.none)
      let taken = state.withLock { state -> Job? in
        guard let next = state.next(quick: quick) else {
          state.idle.append(index)
          return nil
        }
        let job = state.jobs.remove(at: next)
        let geometry = job.request.position.geometry
        state.held.insert(geometry)
        state.turns[job.connection] = state.taken
        state.taken += 1
        do throws(CLIError) {
          searcher = try state.searchers.take(
            geometry, admitting: MemoryLimit.checkSearcher(for:needing:))
        } catch { refusal = error }
        state.peakLent = max(state.peakLent, state.searchers.bytesLent)
        return job
      }
      guard var job = taken else {
        while sem_wait(semaphores + index) != 0 {}
        continue
      }
      var response = refusal.map { HTTPResponse.error(.serviceUnavailable, $0.message) }
      if var found = searcher {
        searcher = nil
        response = answer(job.request, searcher: &found, within: quick ? Self.quickSlice : nil)
        searcher = found
      }
      state.withLock { state in
        // Given back with no reference left here: another thread may take it at once.
        if let searcher = searcher.take() { state.searchers.put(searcher) }
        state.held.remove(job.request.position.geometry)
        if let response {
          state.answers.append((job, response))
        } else {
          job.isLong = true
          state.jobs.append(job)
        }
        wakeIdle(&state)
      }
      if response != nil {
        var byte: UInt8 = 0
        _ = write(wakeWriteEnd, &byte, 1)
      }
    }
  }

  /// Answers `request` on this thread with a searcher of the pool.
  func answer(_ request: APIRequest) -> HTTPResponse {
    do throws(CLIError) {
      var searcher = try state.withLock { state throws(CLIError) in
        try state.searchers.take(
          request.position.geometry, admitting: MemoryLimit.checkSearcher(for:needing:))
      }
      defer { state.withLock { $0.searchers.put(searcher) } }
      return answer(request, searcher: &searcher, within: nil)!
    } catch { return .error(.serviceUnavailable, error.message) }
  }

  /// The answer to `request`, or nil when it takes more than `slice` milliseconds; 503
  /// with what to ask instead when the search is too long.
  private func answer(_ request: APIRequest, searcher: inout Searcher, within slice: Int?)
    -> HTTPResponse?
  {
    let deadline = slice.map { Connection.now + $0 } ?? .max
    let began = ContinuousClock.now
    searcher.limit = SearchLimit(nodes: nodeLimit, time: timeLimit) { [self] in
      state.withLock(\.stopping) || Connection.now >= deadline
    }
    defer { searcher.limit = nil }
    var out = ByteBuffer(capacity: 1024)
    do throws(TicTacToeError) {
      try request.answer(searcher: &searcher, into: &out, within: timeLimit)
    } catch {
      // Stopped by a bound (limitReached), the deadline or the server (cancelled).
      guard error == .cancelled || error == .limitReached else {
        return .error(.badRequest, error.message)
      }
      if state.withLock(\.stopping) { return .error(.serviceUnavailable, "the server is stopping") }
      if Connection.now >= deadline { return nil }
      let bound =
        ContinuousClock.now - began >= timeLimit
        ? "\(Format.duration(timeLimit / .seconds(1)))" : "\(nodeLimit) positions"
      let instead =
        if case .lookAhead = request.level, request.route == .move {
          "ask for a shorter look-ahead (ahead-12, say), or the perfect level, which keeps a "
            + "table"
        } else {
          "ask about a position with fewer empty cells"
        }
      return .error(
        .serviceUnavailable,
        "the search went past \(bound), the most one request may take: \(instead)")
    }
    return HTTPResponse(status: .ok, body: out.withUnsafeBytes { Array($0) })
  }
}
