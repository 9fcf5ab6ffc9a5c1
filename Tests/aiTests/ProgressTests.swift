import DataFiles
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

  /// The threaded walk gives the counts of the one-threaded one, whatever the number of
  /// threads, and the published 3x3 table.
  @Test func theThreadedWalkCountsAsOneThreadDoes() throws {
    let rows = try DataFile.integerRows("tictactoe-3x3.csv").filter { $0["ply"]! > 0 }
    let wide = try Position(notation: "..../..../....", k: 3)
    for position in [Position.start(), wide] {
      var counter = PerftCounter(geometry: position.geometry)
      let depth = min(8, position.emptyCells.count)
      let expected = try counter.count(from: position, depth: depth, divide: true)
      let split = try counter.split(from: position, depth: depth)
      for threads in [1, 2, 3, 8] {
        var reported = 0
        let counts = ThreadedWalk.counts(of: split, with: counter, threads: threads) { step in
          if case .walked(_, let subtrees, _) = step { reported = max(reported, subtrees) }
        }
        #expect(split.result(counts, divide: true) == expected, "\(threads) threads")
        #expect(reported <= split.subtrees.count)
      }
      if position == .start() {
        #expect(expected.layers.map(\.perft) == rows.prefix(depth).map { $0["sequences"]! })
      }
    }
  }
}
