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
    #expect(result.totals.hasPrefix("nodes: 18730\ngames: 1440\nx wins: 1440\n"))
    let json = result.json(divide: nil, seconds: 0.5).text
    #expect(
      json.hasPrefix(
        #"{"board": ".../.../...", "rows": 3, "cols": 3, "k": 3, "depth": 5, "perft": 15120, "perDepth": [{"depth": 1, "perft": 9, "xWins": 0, "oWins": 0, "draws": 0, "positions": 9}"#
      ))
    #expect(json.hasSuffix(#""seconds": 0.5, "nodesPerSecond": 37460}"#))
  }
}
