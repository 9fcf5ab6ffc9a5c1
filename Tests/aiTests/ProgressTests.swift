import DataFiles
import NaiveGames
import Testing
import TicTacToe

@testable import AICommandLine

/// The progress line: when it is drawn, how often, what it says for perft, and the
/// threaded walk that reports it.
@Suite struct ProgressTests {
  /// What a progress line wrote.
  final class Sink {
    var written: [String] = []
  }

  @Test func nothingIsDrawnBeforeTheDelayOrOffATerminal() {
    let sink = Sink()
    let waiting = Progress(task: "perft", after: .seconds(60), isShown: true) {
      sink.written.append($0)
    }
    waiting.report("step")
    waiting.finish()
    let hidden = Progress(task: "perft", after: .zero, isShown: false) { sink.written.append($0) }
    hidden.report("step")
    hidden.finish()
    #expect(sink.written.isEmpty)
  }

  @Test func theLineIsRedrawnAtMostTenTimesASecondAndWiped() {
    let sink = Sink()
    let progress = Progress(task: "perft", after: .zero, isShown: true) {
      sink.written.append($0)
    }
    var built = 0
    for step in 1...1000 {
      progress.report(
        { () -> String in
          built += 1
          return "step \(step)"
        }())
    }
    // A thousand reports in well under a tenth of a second: the first is drawn.
    #expect(sink.written == ["\r\u{1B}[Kperft: step 1..."])
    #expect(built == 1, "the text of a report not drawn is never built")
    progress.finish()
    #expect(sink.written.last == "\r\u{1B}[K")
  }

  @Test(arguments: [
    (0, "0"), (7, "7"), (999, "999"), (1000, "1,000"), (1_234_567, "1,234,567"),
    (-12_345, "-12,345"), (36_277_691_063_105, "36,277,691,063,105"),
  ])
  func numbersAreGroupedByThree(number: Int, text: String) {
    #expect(Format.grouped(number) == text)
  }

  /// What the line says: nodes and nodes per second for the walk, positions and
  /// positions per second for the hashed count.
  @Test func perftSaysWhatItCounts() {
    let progress = Progress(task: "perft", isShown: false)
    let walk = PerftCommand.describe(.walked(nodes: 1_234_567, subtrees: 3, of: 72), progress)
    #expect(walk.hasPrefix("1,234,567 nodes, ") && walk.hasSuffix(" nodes/s, subtree 3 of 72"))
    let hash = PerftCommand.describe(.hashing(depth: 5, of: 16, positions: 2350), progress)
    #expect(hash.hasPrefix("depth 5 of 16, 2,350 positions, ") && hash.hasSuffix(" positions/s"))
    #expect(PerftCommand.describe(.dividing(depth: 4), progress).contains("depth 4"))
  }

  /// The walk on POSIX threads gives the published 3x3 table and the naive counter's
  /// counts, whatever the number of threads, progress reported by the calling thread.
  @Test(arguments: [1, 2, 3, 8])
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
    let expected = NaiveGameTree.walking(from: naive, depth: 6).layers.dropFirst()
    var wideCounter = PerftCounter(geometry: wide.geometry)
    let counted = try wideCounter.count(from: wide, depth: 6, threads: .posix(threads))
    #expect(counted.layers.map(\.perft) == expected.map(\.sequences))
    #expect(counted.layers.map(\.xWins) == expected.map(\.xWins))
    #expect(counted.layers.map(\.oWins) == expected.map(\.oWins))
  }
}
