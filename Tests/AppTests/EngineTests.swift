import Dispatch
import Foundation
import Synchronization
import Testing
import TicTacToe

/// The engine asked from many tasks at once: each question may carry a bound of positions
/// or time, and a quick question is answered while a long one of another shape searches.
/// Expected values are published facts of tic-tac-toe (a draw in 9). One test at a time: a
/// long search holds a thread of the cooperative pool, and two of them hold both of a
/// two-core machine's, so that no quick question could be answered beside them.
@Suite(.serialized) struct EngineTests {
  /// A row of 16 cells where 14 in a row win: a look-ahead of every ply searches millions
  /// of positions.
  static let long = try! Geometry(rows: 1, columns: 16, k: 14)

  /// A question bounded by positions or by time throws `limitReached` past its bound, and
  /// the engine answers the next question exactly.
  @Test func aBoundedQuestionThrowsAndFreesTheEngine() async throws {
    let engine = Engine()
    await #expect(throws: TicTacToeError.limitReached) {
      try await engine.move(
        in: .start(Self.long), level: .lookAhead(16), limit: SearchLimit(nodes: 10_000))
    }
    await #expect(throws: TicTacToeError.limitReached) {
      try await engine.move(
        in: .start(Self.long), level: .lookAhead(16), limit: SearchLimit(time: .milliseconds(10)))
    }
    let analysis = try await engine.analysis(of: .start(), limit: SearchLimit(time: .seconds(60)))
    #expect(analysis.evaluation == Evaluation(outcome: .draw, plies: 9))
    #expect(
      try await engine.hint(for: .start(), limit: SearchLimit(nodes: 1 << 30)).evaluation
        == Evaluation(outcome: .draw, plies: 9))
    #expect(try await engine.outcome(of: .start(), limit: SearchLimit(nodes: 1 << 30)) == .draw)
  }

  /// While a long question of one shape searches (held at its first check until the
  /// quick one is answered, or for 120 s), a 3x3 analysis is answered (once a thread of
  /// the cooperative pool is free: other tests may hold them).
  @Test func aQuickQuestionDoesNotWaitBehindALongOne() async throws {
    let engine = Engine()
    let signals = Signals()
    let long = await Self.startLongQuestion(on: engine, signals)
    let quick = try await engine.analysis(of: .start())
    let longStillSearching = !signals.longEnded.withLock { $0 }
    signals.release.signal()
    await #expect(throws: TicTacToeError.cancelled) { _ = try await long.value }
    #expect(quick.evaluation == Evaluation(outcome: .draw, plies: 9))
    #expect(longStillSearching, "the 3x3 question waited for the long one")
  }

  /// A question for a shape whose searcher another question holds waits for it, and a
  /// task cancelled while it waits gets `cancelled` at once.
  @Test func aQuestionCancelledWhileItWaitsStops() async throws {
    let engine = Engine()
    let signals = Signals()
    let long = await Self.startLongQuestion(on: engine, signals)
    let waiting = Task { try await engine.outcome(of: .start(Self.long)) }
    try await Task.sleep(for: .milliseconds(50))
    waiting.cancel()
    await #expect(throws: TicTacToeError.cancelled) { _ = try await waiting.value }
    let longStillSearching = !signals.longEnded.withLock { $0 }
    signals.release.signal()
    _ = try? await long.value
    #expect(longStillSearching, "the cancelled question waited for the long one")
  }

  /// Two 16-cell shapes asked at once within the default budget (room for one such table
  /// searching): the second waits for room, and both are answered (as published in
  /// `data/perfect-play.csv`: 4x4 is a draw, 4x4 with three in a row a win for X).
  @Test func questionsBeyondTheBudgetTogetherTakeTurns() async throws {
    let engine = Engine()
    let shapes = [try Geometry(rows: 4, columns: 4), try Geometry(rows: 4, columns: 4, k: 3)]
    let outcomes = try await withThrowingTaskGroup(of: (Int, Outcome?).self) { group in
      for (index, geometry) in shapes.enumerated() {
        group.addTask { (index, try await engine.outcome(of: .start(geometry))) }
      }
      var outcomes: [Int: Outcome?] = [:]
      while let (index, outcome) = try await group.next() { outcomes[index] = outcome }
      return outcomes
    }
    #expect(outcomes[0] == .draw && outcomes[1] == .win)
  }

  /// A warm table is searched in place, not copied for each question: the quickest of 20
  /// warm 4x4 hints takes about as long as the quickest of 20 warm 3x3 ones (a copy of the
  /// 4x4 table's 13 MB written would take each far longer than a 3x3 hint). The quickest
  /// of each, as other tests may delay any one question.
  @Test func aWarmTableIsNotCopiedForEachQuestion() async throws {
    let engine = Engine()
    let large = Position.start(try Geometry(rows: 4, columns: 4))
    _ = try await engine.analysis(of: large)
    _ = try await engine.analysis(of: .start())
    var (quickest, quickestLarge) = (Duration.seconds(60), Duration.seconds(60))
    for _ in 0..<20 {
      var started = ContinuousClock.now
      _ = try await engine.hint(for: .start())
      quickest = min(quickest, ContinuousClock.now - started)
      started = ContinuousClock.now
      _ = try await engine.hint(for: large)
      quickestLarge = min(quickestLarge, ContinuousClock.now - started)
    }
    #expect(quickestLarge < quickest * 4 + .microseconds(100), "\(quickestLarge), \(quickest)")
  }

  /// Starts a look-ahead of every ply on 1x16, which searches to its first check of its
  /// limit (4,096 positions in), where it holds its thread, as a long search does, until
  /// `signals` releases it (or for 120 s), then stops; returns once it is held. The thread
  /// it holds is one of its own (``HeldThread``), not the cooperative pool's: held there, it
  /// would leave every other test one thread of a two-core machine's two, and the quick
  /// question a place behind all of them (once more than 120 s in the long form).
  static func startLongQuestion(on engine: Engine, _ signals: Signals) async -> Task<
    Int?, any Error
  > {
    let question: @Sendable () async throws -> Int? = {
      defer { signals.longEnded.withLock { $0 = true } }
      return try await engine.move(
        in: .start(Self.long), level: .lookAhead(16),
        limit: SearchLimit {
          signals.started.signal()
          _ = signals.release.wait(timeout: .now() + 120)
          return true
        })
    }
    let long =
      if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
        Task(executorPreference: HeldThread.shared, operation: question)
      } else {
        Task(operation: question)
      }
    await wait(for: signals.started)
    return long
  }

  /// Waits on a thread of its own, so that no thread of the cooperative pool is held (nor
  /// of Dispatch's, which on Linux share one count with them).
  static func wait(for semaphore: DispatchSemaphore) async {
    await withCheckedContinuation { continuation in
      Thread {
        semaphore.wait()
        continuation.resume()
      }.start()
    }
  }
}

/// What the questions of a test tell each other across threads.
final class Signals: Sendable {
  /// Signalled when the long question first checks its limit, so once it searches.
  let started = DispatchSemaphore(value: 0)
  /// Signalled to let the long question stop.
  let release = DispatchSemaphore(value: 0)
  let longEnded = Mutex(false)
}

/// A thread of its own that runs the jobs of the tasks that prefer it, in order: a task
/// that blocks there holds no thread of the cooperative pool.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
final class HeldThread: TaskExecutor, @unchecked Sendable {
  static let shared = HeldThread()
  private let jobs = Mutex<[UnownedJob]>([])
  private let ready = DispatchSemaphore(value: 0)

  private init() {
    Thread { [self] in
      while true {
        ready.wait()
        let job = jobs.withLock { $0.removeFirst() }
        job.runSynchronously(on: asUnownedTaskExecutor())
      }
    }.start()
  }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    jobs.withLock { $0.append(job) }
    ready.signal()
  }
}
