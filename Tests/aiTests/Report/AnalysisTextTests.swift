import Testing
import TicTacToe

@_spi(Fuzzing) @testable import AICommandLine

/// `Analysis.summary` and `Analysis.report`, the words of `ai best` and `ai analyze`.
@Suite struct AnalysisTextTests {
  @Test func summarySaysTheBestMovesAndWhy() throws {
    var searcher = Searcher()
    let cases = [
      ("XOO/.X./...", "best: 9 (X wins in 1)"),
      ("XO./.X./...", "best: 9 (O loses in 4)"),
      (".../.../...", "best: 1 2 3 4 5 6 7 8 9 (X draws)"),
      ("XXX/OO./...", "game over: X won"),
      ("XOX/XOO/OXX", "game over: draw"),
    ]
    for (board, summary) in cases {
      #expect(try searcher.bestMoves(try Position(notation: board)).summary == summary)
    }
  }

  @Test func reportListsMovesBestFirst() throws {
    var searcher = Searcher()
    let report = try searcher.analyze(try Position(notation: "XO./.X./...")).report
    let lines = report.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines[6] == "XO./.X./...  O to move: loss in 4")
    #expect(lines[8] == "move  value  plies")
    #expect(lines[9] == "   9  loss       4")
    #expect(lines[10] == "   3  loss       2")
    #expect(lines[16] == "pv: 9 4 3 6")
    #expect(lines == (try README.example(of: "ai analyze XO./.X./...")), "the README's example")
  }

  @Test func reportMarksTheWinningLine() throws {
    var searcher = Searcher()
    let report = try searcher.analyze(try Position(notation: "XXX/OO./...")).report
    #expect(report.hasPrefix(" X*| X*| X*\n"))
    #expect(report.hasSuffix("XXX/OO./...  game over: X won"))
  }
}
