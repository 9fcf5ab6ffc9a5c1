import DataFiles
import Foundation
import NaiveGames
import Testing
import TicTacToe
import TicTacToeTools

@testable import AICommandLine

/// The progress line: when it is drawn, how often, what it says for perft, and the
/// threaded walk that reports it.
@Suite struct ProgressTests {
  /// What a progress line wrote.
  final class Sink {
    var written: [String] = []
  }

  /// A clock the test sets: the time since the work began.
  final class Clock {
    var elapsed: Duration = .zero
  }

  /// A line as drawn: over the last one, which it wipes.
  static func drawn(_ line: String) -> String { "\r\u{1B}[K" + line }

  @Test func nothingIsDrawnBeforeTheDelayOrOffATerminal() {
    let sink = Sink()
    let waiting = Progress(
      task: "perft", after: .seconds(60), isShown: true, write: { sink.written.append($0) })
    waiting.report(1, of: 2, "steps")
    waiting.finish()
    let hidden = Progress(
      task: "perft", after: .zero, isShown: false, write: { sink.written.append($0) })
    hidden.report(1, of: 2, "steps")
    hidden.finish()
    #expect(sink.written.isEmpty)
  }

  /// Done of total, the percentage, the rate and the time left at that rate, drawn after
  /// a second, redrawn at most every tenth of a second, wiped at the end.
  @Test func theLineSaysHowFarHowFastAndHowLongIsLeft() {
    let (sink, clock) = (Sink(), Clock())
    let progress = Progress(
      task: "match", isShown: true, elapsed: { clock.elapsed }, write: { sink.written.append($0) })
    clock.elapsed = .milliseconds(999)
    progress.report(1, of: 4, "games")
    clock.elapsed = .seconds(1)
    progress.report(1, of: 4, "games")
    clock.elapsed = .milliseconds(1_099)
    progress.report(2, of: 4, "games")
    clock.elapsed = .milliseconds(1_100)
    progress.report(2, of: 4, "games")
    clock.elapsed = .seconds(10)
    progress.report(1_000, of: 3_000_000, "positions")
    progress.report(5_000, of: nil, "positions")
    progress.finish()
    #expect(
      sink.written == [
        Self.drawn("match: 1 of 4 games (25.0%), 3 s left, 1 games/s"),
        Self.drawn("match: 2 of 4 games (50.0%), 2 s left, 1 games/s"),
        Self.drawn("match: 1,000 of 3,000,000 positions (0.0%), 8 h 19 min left, 100 positions/s"),
        "\r\u{1B}[K",
      ])
    clock.elapsed = .seconds(20)
    progress.report(5_000, of: nil, "positions")
    #expect(sink.written.last == Self.drawn("match: 5,000 positions, 250 positions/s"))
  }

  /// The line in a real pseudo-terminal, driven by `Tests/terminal/progress_tty.py`:
  /// drawn, wiped before the result, and wiped on Ctrl-C, which still ends the process.
  @Test(Tools.enabled(for: Tools.terminal)) func theLineIsWipedAtTheEndAndOnCtrlC() async throws {
    guard Tools.expectPresent(Tools.terminal) else { return }
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("terminal/progress_tty.py")
    let (status, output) = try await Tools.run(["python3", script.path, AI.executable.path])
    #expect(status == 0 && output.hasSuffix("all progress checks passed\n"), "\(output)")
  }

  /// A line never runs past the terminal's last column, where it would wrap and leave
  /// its start behind at each redraw: whole fields are dropped from the end, the least
  /// needed first, never cut in the middle of a word; the first field keeps its first
  /// words when it alone is too wide.
  @Test(arguments: [
    (80, "bench memo: 31 of 100 runs (31.0%), 3 s left, 31 runs/s, workload 4 of 6"),
    (73, "bench memo: 31 of 100 runs (31.0%), 3 s left, 31 runs/s, workload 4 of 6"),
    (72, "bench memo: 31 of 100 runs (31.0%), 3 s left, 31 runs/s"),
    (56, "bench memo: 31 of 100 runs (31.0%), 3 s left, 31 runs/s"),
    (55, "bench memo: 31 of 100 runs (31.0%), 3 s left"),
    (45, "bench memo: 31 of 100 runs (31.0%), 3 s left"),
    (44, "bench memo: 31 of 100 runs (31.0%)"),
    (35, "bench memo: 31 of 100 runs (31.0%)"),
    (34, "bench memo: 31 of 100 runs"),
    (12, "bench memo:"),
    (11, "bench"),
    (5, ""),
  ])
  func theLineDropsWholeFieldsToFitTheTerminal(columns: Int, line: String) {
    let sink = Sink()
    let progress = Progress(
      task: "bench memo", isShown: true, elapsed: { .seconds(1) }, columns: { columns },
      write: { sink.written.append($0) })
    progress.report(31, of: 100, "runs", counted: "workload 4 of 6")
    #expect(sink.written == [Self.drawn(line)])
  }

  @Test(arguments: [
    (0, "0 s"), (45.4, "46 s"), (59.6, "1 min 0 s"), (0.2, "1 s"), (125, "2 min 5 s"),
    (3_599, "59 min 59 s"),
    (97_380, "27 h 3 min"), (-5, "0 s"),
  ])
  func timeLeftIsInItsTwoLargestUnits(seconds: Double, text: String) {
    #expect(Format.duration(seconds) == text)
  }

  @Test(arguments: [
    (0, "0"), (7, "7"), (999, "999"), (1000, "1,000"), (1_234_567, "1,234,567"),
    (-12_345, "-12,345"), (36_277_691_063_105, "36,277,691,063,105"),
  ])
  func numbersAreGroupedByThree(number: Int, text: String) {
    #expect(Format.grouped(number) == text)
  }

  /// What the line says for perft: the walk's subtrees and the nodes it visited; the
  /// hashed count's plies and positions, with a time left marked as an estimate (from the
  /// share of the work done, as its plies differ in work); the divide's pass back.
  @Test func perftSaysWhatItCounts() {
    let steps: [PerftCounter.Progress] = [
      .walked(nodes: 1_234_567, subtrees: 3, of: 72),
      .hashing(depth: 5, of: 16, positions: 2350, share: 0.25),
      .dividing(depth: 4),
    ]
    let lines = steps.map { step in
      let sink = Sink()
      let progress = Progress(
        task: "perft", isShown: true, elapsed: { .seconds(2) }, write: { sink.written.append($0) })
      PerftCommand.report(step, depth: 16, to: progress)
      return sink.written
    }
    #expect(
      lines == [
        [
          Self.drawn(
            "perft: 3 of 72 subtrees (4.2%), 46 s left, 617,283 nodes/s, 1,234,567 nodes visited")
        ],
        [Self.drawn("perft: 4 of 16 plies (25.0%), ~6 s left, 1,175 positions/s, 2,350 positions")],
        [Self.drawn("perft: 11 of 15 plies (73.3%), 5 plies/s, the divide's pass back")],
      ])
  }

  /// The walk on POSIX threads gives the published 3x3 table and the naive counter's
  /// counts (3x4 to 5 plies by default, 6 in the long form), whatever the number of
  /// threads, progress reported by the calling thread.
  @Test(arguments: LongTests.choose(fast: [1, 3], long: [1, 2, 3, 8]))
  func theWalkOnThreadsGivesThePublishedCounts(threads: Int) throws {
    let rows = try DataFile.integerRows("tictactoe-3x3.csv").filter { $0["ply"]! > 0 }
    var counter = PerftCounter()
    var reported = 0
    let result = try counter.count(from: .start(), depth: 9, divide: true, threads: .posix(threads))
    {
      if case .walked(_, let subtrees, _) = $0 { reported = max(reported, subtrees) }
    }
    #expect(result.layers.map(\.perft) == rows.map { $0["sequences"]! })
    #expect(result.layers.map(\.xWins) == rows.map { $0["x_wins"]! })
    #expect(result.layers.map(\.oWins) == rows.map { $0["o_wins"]! })
    #expect(result.layers.map(\.draws) == rows.map { $0["draws"]! })
    #expect(result.divide?.map(\.perft).reduce(0, +) == rows.last!["sequences"]!)
    #expect(reported <= rows[1]["sequences"]! && (threads > 1 || reported > 0))
    // Another shape, against the naive counter.
    let wide = try Position(notation: "..../..../....", k: 3)
    let naive = NaiveBoard(rows: 3, columns: 4, k: 3)
    let depth = LongTests.choose(fast: 5, long: 6)
    let expected = NaiveGameTree.walking(from: naive, depth: depth).layers.dropFirst()
    var wideCounter = PerftCounter(geometry: wide.geometry)
    let counted = try wideCounter.count(from: wide, depth: depth, threads: .posix(threads))
    #expect(counted.layers.map(\.perft) == expected.map(\.sequences))
    #expect(counted.layers.map(\.xWins) == expected.map(\.xWins))
    #expect(counted.layers.map(\.oWins) == expected.map(\.oWins))
  }
}
