import Testing
import TicTacToe

@testable import AICommandLine

/// `PerftResult`'s table, totals and JSON, what `ai perft` prints.
@Suite struct PerftReportTests {
  @Test func reportsTheTableAndTotals() throws {
    var counter = PerftCounter()
    let result = try counter.count(from: .start(), depth: 5, method: .hashed)
    let table = result.table.split(separator: "\n")
    #expect(
      table[0].split(separator: " ") == [
        "depth", "perft", "x", "wins", "o", "wins", "draws", "nodes", "positions",
      ])
    #expect(table[5].split(separator: " ") == ["5", "15120", "1440", "0", "0", "18730", "1260"])
    #expect(result.totals.hasPrefix("perft: 15120\nnodes: 18730\ngames: 1440\nx wins: 1440\n"))
    let json = result.json(seconds: 0.5).text
    #expect(
      json.hasPrefix(
        #"{"board": ".../.../...", "rows": 3, "cols": 3, "k": 3, "depth": 5, "perft": 15120, "perDepth": [{"depth": 1, "perft": 9, "xWins": 0, "oWins": 0, "draws": 0, "positions": 9}"#
      ))
    // The hashed count's rate is of distinct positions, the root's and the 2,349 below it
    // (9 + 72 + 252 + 756 + 1,260, data/tictactoe-3x3.csv): 2,350 in half a second.
    #expect(json.hasSuffix(#""seconds": 0.5, "positionsPerSecond": 4700}"#))
    #expect(result.text(seconds: 0.5).hasSuffix("\ntime: 0.5 s\npositions/s: 4700"))
  }

  /// The walk's rate is of nodes; the divide comes first, each first move from 1.
  @Test func theWalkReportsNodesPerSecondAndTheDivide() throws {
    var counter = PerftCounter()
    let result = try counter.count(from: .start(), depth: 5, divide: true)
    #expect(result.json(seconds: 0.5).text.hasSuffix(#""seconds": 0.5, "nodesPerSecond": 37460}"#))
    let lines = result.text(seconds: 0.5).split(separator: "\n", omittingEmptySubsequences: false)
    // Each first move leaves 8 * 7 * 6 * 5 = 1,680 sequences of 4 more plies (none ends
    // before ply 5).
    #expect(Array(lines.prefix(11)) == (1...9).map { "\($0): 1680" } + ["total: 15120", ""])
    #expect(lines[11] == "perft 5 from .../.../... (3x3)")
    #expect(Array(lines.suffix(3)) == ["draws: 0", "time: 0.5 s", "nodes/s: 37460"])
    #expect(lines.contains("perft: 15120"))
  }
}
