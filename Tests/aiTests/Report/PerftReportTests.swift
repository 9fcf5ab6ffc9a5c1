import DataFiles
import Testing
import TicTacToe

@testable import AICommandLine

/// `PerftResult`'s table, totals and JSON, what `ai perft` prints.
@Suite struct PerftReportTests {
  /// The published 3x3 tree, ply by ply, down to depth 5.
  static let rows = Array(try! DataFile.integerRows("tictactoe-3x3.csv").prefix(6))
  /// The sum of `column` over depths 0 through 5, the root included.
  static func total(_ column: String) -> Int { rows.reduce(0) { $0 + $1[column]! } }

  @Test func reportsTheTableAndTotals() throws {
    var counter = PerftCounter()
    let result = try counter.count(from: .start(), depth: 5, method: .hashed)
    let lines = result.table.split(separator: "\n").map { $0.split(separator: " ") }
    #expect(
      lines[0] == ["depth", "perft", "x", "wins", "o", "wins", "draws", "nodes", "positions"])
    let five = Self.rows[5]
    let (perft, nodes, positions) = (
      five["sequences"]!, Self.total("sequences"), five["positions"]!
    )
    let games = five["x_wins"]!
    #expect(
      lines[5]
        == ["5", "\(perft)", "\(games)", "0", "0", "\(nodes)", "\(positions)"].map { $0[...] })
    #expect(
      result.totals.hasPrefix(
        "perft: \(perft)\nnodes: \(nodes)\ngames: \(games)\nx wins: \(games)\n"))
    let json = result.json(seconds: 0.5)
    #expect(
      json.hasPrefix(
        #"{"board": ".../.../...", "rows": 3, "cols": 3, "k": 3, "depth": 5, "perft": "#
          + #"\#(perft), "perDepth": [{"depth": 1, "perft": 9, "xWins": 0, "oWins": 0, "#
          + #""draws": 0, "positions": 9}"#
      ))
    // The hashed count's rate is of distinct positions, the root's included: twice their
    // number in half a second.
    let rate = 2 * Self.total("positions")
    #expect(json.hasSuffix(#""seconds": 0.5, "positionsPerSecond": \#(rate)}"# + "\n"))
    #expect(result.text(seconds: 0.5).hasSuffix("\ntime: 0.5 s\npositions/s: \(rate)"))
  }

  /// The walk's rate is of nodes; the divide comes first, each first move from 1.
  @Test func theWalkReportsNodesPerSecondAndTheDivide() throws {
    var counter = PerftCounter()
    let result = try counter.count(from: .start(), depth: 5, divide: true)
    let (perft, rate) = (Self.rows[5]["sequences"]!, 2 * Self.total("sequences"))
    #expect(
      result.json(seconds: 0.5).hasSuffix(#""seconds": 0.5, "nodesPerSecond": \#(rate)}"# + "\n"))
    let lines = result.text(seconds: 0.5).split(separator: "\n", omittingEmptySubsequences: false)
    // No game ends before ply 5, so by symmetry each first move leaves a ninth of them.
    #expect(
      Array(lines.prefix(11)) == (1...9).map { "\($0): \(perft / 9)" } + ["total: \(perft)", ""])
    #expect(lines[11] == "perft 5 from .../.../... (3x3)")
    #expect(Array(lines.suffix(3)) == ["draws: 0", "time: 0.5 s", "nodes/s: \(rate)"])
    #expect(lines.contains("perft: \(perft)"))
  }
}

extension PerftResult {
  /// What ``write(seconds:json:to:)`` writes as JSON, as text.
  fileprivate func json(seconds: Double) -> String {
    var out = ByteBuffer()
    write(seconds: seconds, json: true, to: &out)
    return out.text
  }
}
