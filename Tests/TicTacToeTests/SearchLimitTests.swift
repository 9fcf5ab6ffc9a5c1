import DataFiles
import Dispatch
import Foundation
import Glibc
import Synchronization
import Testing
import TicTacToe

/// `SearchLimit`: a search stopped part-way throws, leaves the table true, and the next
/// question on the same searcher is answered exactly.
@Suite struct SearchLimitTests {
  /// The rows of `data/perfect-play.csv` for boards of 12 cells, and their geometries.
  static let rows = try! DataFile.rows("perfect-play.csv").filter {
    Int($0["rows"]!)! * Int($0["cols"]!)! == 12
  }

  /// The empty board's value and the number of losing first moves, as the row gives them.
  static func expectExact(_ analysis: Analysis, _ row: [String: String]) {
    #expect(analysis.evaluation?.outcome.rawValue == row["value"], "\(row)")
    #expect(analysis.evaluation?.plies == Int(row["plies"]!), "\(row)")
    let losing = analysis.moves.filter { $0.evaluation.outcome == .loss }.count
    #expect(losing == Int(row["losing_first_moves"]!), "\(row)")
  }

  /// Each question stopped on a cold searcher, then asked again without a limit.
  @Test(arguments: rows)
  func aBoundedQuestionThrowsAndTheNextIsExact(row: [String: String]) throws {
    let geometry = try Geometry(
      rows: Int(row["rows"]!)!, columns: Int(row["cols"]!)!, k: Int(row["k"]!)!)
    let bounded = { () -> Searcher in
      var searcher = Searcher(geometry: geometry)
      searcher.limit = SearchLimit(nodes: 10)
      return searcher
    }
    var (analyzing, hinting, judging) = (bounded(), bounded(), bounded())
    #expect(throws: TicTacToeError.limitReached) { try analyzing.analyze(.start(geometry)) }
    #expect(throws: TicTacToeError.limitReached) { try hinting.bestMoves(.start(geometry)) }
    #expect(throws: TicTacToeError.limitReached) { try judging.outcome(of: .start(geometry)) }
    (analyzing.limit, hinting.limit, judging.limit) = (nil, nil, nil)
    Self.expectExact(try analyzing.analyze(.start(geometry)), row)
    #expect(try hinting.bestMoves(.start(geometry)).evaluation?.outcome.rawValue == row["value"])
    #expect(try judging.outcome(of: .start(geometry))?.rawValue == row["value"])
  }

  /// A time bound stops a search that would take seconds (a look-ahead of every ply on a
  /// 16-cell row) soon after it passes, with `limitReached`; one it stays within changes
  /// nothing.
  @Test func aTimeBoundStopsALongSearch() throws {
    let long = try Geometry(rows: 1, columns: 16, k: 14)
    var searcher = Searcher(geometry: long)
    searcher.limit = SearchLimit(time: .milliseconds(20))
    var generator = SeededGenerator(seed: 1)
    let started = ContinuousClock.now
    #expect(throws: TicTacToeError.limitReached) {
      try Level.lookAhead(16).chooseMove(in: .start(long), searcher: &searcher, using: &generator)
    }
    #expect(ContinuousClock.now - started < .seconds(1))
    let row = try #require(Self.rows.first)
    let geometry = try Geometry(
      rows: Int(row["rows"]!)!, columns: Int(row["cols"]!)!, k: Int(row["k"]!)!)
    var exact = Searcher(geometry: geometry)
    exact.limit = SearchLimit(time: .seconds(3_600))
    Self.expectExact(try exact.analyze(.start(geometry)), row)
  }

  /// A cancellation asked for stops a look-ahead, which keeps no table, as it stops the
  /// perfect search; a limit the search stays within changes nothing.
  @Test func aCancelledLookAheadThrowsAndAWideLimitChangesNothing() throws {
    let long = try Geometry(rows: 1, columns: 16, k: 14)
    var searcher = Searcher(geometry: long)
    searcher.limit = SearchLimit { true }
    var generator = SeededGenerator(seed: 1)
    #expect(throws: TicTacToeError.cancelled) {
      try Level.lookAhead(16).chooseMove(in: .start(long), searcher: &searcher, using: &generator)
    }
    let row = try #require(Self.rows.first)
    let geometry = try Geometry(
      rows: Int(row["rows"]!)!, columns: Int(row["cols"]!)!, k: Int(row["k"]!)!)
    var exact = Searcher(geometry: geometry)
    exact.limit = SearchLimit(nodes: 1 << 40) { false }
    Self.expectExact(try exact.analyze(.start(geometry)), row)
  }

  /// A task cancelled while the engine searches gets `cancelled` soon, not the answer a
  /// look-ahead of every ply on a 16-cell row would take seconds to give; the engine then
  /// answers the next question exactly. The cancel comes from a thread of its own 50 ms
  /// after the task starts, and the time to the stop is read on the searching thread, so
  /// tests holding the cooperative pool's threads delay neither. (Not a Dispatch thread: on
  /// Linux, Dispatch's threads and the cooperative pool's share one count, so one waiting
  /// there for the task to start took a thread from the tests until it did.)
  @Test func anEngineStopsASearchWhenItsTaskIsCancelled() async throws {
    let engine = Engine(seed: 1)
    let row = try Geometry(rows: 1, columns: 16, k: 14)
    let (started, cancelled) = (DispatchSemaphore(value: 0), Instant())
    let asked = Task { () async -> Result<Duration?, any Error> in
      started.signal()
      do {
        _ = try await engine.move(in: .start(row), level: .lookAhead(16))
        return .success(nil)
      } catch TicTacToeError.cancelled {
        let now = ContinuousClock.now
        return .success(cancelled.time.withLock { $0.map { now - $0 } })
      } catch {
        return .failure(error)
      }
    }
    Thread {
      started.wait()
      usleep(50_000)
      cancelled.time.withLock { $0 = .now }
      asked.cancel()
    }.start()
    let stoppedAfter = try #require(try await asked.value.get(), "the search ran to its end")
    #expect(stoppedAfter < .seconds(1))
    let expected = try #require(Self.rows.first)
    let geometry = try Geometry(
      rows: Int(expected["rows"]!)!, columns: Int(expected["cols"]!)!, k: Int(expected["k"]!)!)
    Self.expectExact(try await engine.analysis(of: .start(geometry)), expected)
  }
}

/// `SearchLimit.proven`: an analysis tells each move's value as it proves it, the values
/// it reports at the end.
@Suite struct ProvenMovesTests {
  @Test(arguments: ["X../.O./...", "......./......./...X.../..XOO../.OXXO.X/OXOOXOX"])
  func eachMoveIsToldOnceWithItsValue(notation: String) throws {
    let position =
      notation.count > 20
      ? try Position(notation: notation, k: 4, rules: .gravity) : try Position(notation: notation)
    let told = Mutex<[(Int, Evaluation)]>([])
    var searcher = Searcher(geometry: position.geometry)
    searcher.limit = SearchLimit(proven: { move, value in
      told.withLock { $0.append((move, value)) }
    })
    let analysis = try searcher.analyze(position)
    let moves = told.withLock { $0 }
    #expect(moves.map(\.0).sorted() == Array(position.legalMoves))
    for (move, value) in moves { #expect(analysis.evaluation(ofMove: move) == value, "\(move)") }
  }
}

/// `Searcher.bestMoves(_:within:)`: a move in the time, proven when the search finishes.
@Suite struct ThinkingTimeTests {
  /// A board solved at once: the proven best moves, the same as without a budget.
  @Test func aSmallBoardIsSolvedAndProven() throws {
    var searcher = Searcher()
    let position = try Position(notation: "X../.O./...")
    let found = try #require(try searcher.bestMoves(position, within: .seconds(5)))
    #expect(found.isProven && found.horizon == nil)
    var plain = Searcher()
    #expect(found.moves == (try plain.bestMoves(position)).bestMoves)
    #expect(found.value == (try plain.bestMoves(position)).evaluation)
    // A finished game: a hint of no moves, where the budgeted question answers nil.
    let over = try searcher.bestMoves(try Position(notation: "XXX/OO./..."))
    #expect(over.bestMoves.isEmpty && over.status == .won(.x))
    #expect(
      try searcher.bestMoves(try Position(notation: "XXX/OO./..."), within: .seconds(1)) == nil)
  }

  /// Connect Four's empty board in a fifth of a second: legal moves from a horizon a few
  /// plies out, not proven, in about the time given; a win at once is proven.
  @Test func connectFourInAFifthOfASecond() throws {
    let geometry = try Geometry(rows: 6, columns: 7, k: 4, rules: .gravity)
    var searcher = Searcher(geometry: geometry)
    let start = ContinuousClock.now
    let found = try #require(try searcher.bestMoves(.start(geometry), within: .milliseconds(200)))
    #expect(ContinuousClock.now - start < .seconds(2))
    #expect(!found.isProven && found.horizon! >= 1 && found.value == nil)
    #expect(!found.moves.isEmpty && found.moves - Position.start(geometry).legalMoves == .empty)
    // X completes its bottom row in column 4 at once.
    let position = try Position(
      notation: "......./......./......./......./OO...../XXX.O..", k: 4, rules: .gravity)
    let win = try #require(try searcher.bestMoves(position, within: .milliseconds(200)))
    #expect(win.isProven && Array(win.moves) == [38])
    #expect(win.value == Evaluation(outcome: .win, plies: 1))
  }
}

/// When something happened, shared between threads.
private final class Instant: Sendable {
  let time = Mutex<ContinuousClock.Instant?>(nil)
}
