import DataFiles
import Foundation
import Testing
import TicTacToe
import TicTacToeTools

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
    let table = PerftResult.table(result.layersFromRoot, positions: true)
    let lines = table.split(separator: "\n").map { $0.split(separator: " ") }
    #expect(lines[0] == ["depth", "perft", "x", "wins", "o", "wins", "draws", "positions"])
    #expect(lines[1] == ["0", "1", "0", "0", "0", "1"], "the root, so that columns add up")
    let five = Self.rows[5]
    let (perft, nodes, positions) = (
      five["sequences"]!, Self.total("sequences"), five["positions"]!
    )
    let games = five["x_wins"]!
    #expect(lines[6] == ["5", "\(perft)", "\(games)", "0", "0", "\(positions)"].map { $0[...] })
    let sums = (1...5).map { column in lines.dropFirst().reduce(0) { $0 + Int($1[column])! } }
    #expect(sums[0] == nodes && sums[1] == games && sums[4] == Self.total("positions"))
    #expect(
      result.text(seconds: 0.5).contains(
        "\n\nperft: \(perft)\nnodes: \(nodes)\ngames: \(games)\nx wins: \(games)\n"))
    let json = result.json(seconds: 0.5)
    #expect(
      json.hasPrefix(
        #"{"board": ".../.../...", "rows": 3, "cols": 3, "k": 3, "depth": 5, "perft": "#
          + #"\#(perft), "perDepth": [{"depth": 0, "perft": 1, "xWins": 0, "oWins": 0, "#
          + #""draws": 0, "positions": 1}, {"depth": 1, "perft": 9, "xWins": 0, "oWins": 0, "#
          + #""draws": 0, "positions": 9}"#
      ))
    // The JSON's rows are the table's: each count adds up to its total.
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let perDepth = try #require(object["perDepth"] as? [[String: Int]])
    #expect(perDepth.map { $0["depth"] } == Array(0...5))
    #expect(perDepth.reduce(0) { $0 + $1["perft"]! } == nodes)
    #expect(perDepth.reduce(0) { $0 + $1["positions"]! } == Self.total("positions"))
    #expect(perDepth.reduce(0) { $0 + $1["xWins"]! } == games)
    // The hashed count's rate is of distinct positions, the root's included: twice their
    // number in half a second.
    let rate = 2 * Self.total("positions")
    #expect(json.hasSuffix(#""seconds": 0.5, "positionsPerSecond": \#(rate)}"# + "\n"))
    #expect(
      result.text(seconds: 0.5).hasSuffix("\ntime: 0.5 s\ndistinct positions/s: \(rate)"))
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
    #expect(Array(lines.suffix(3)) == ["draws: 0", "time: 0.5 s", "nodes visited/s: \(rate)"])
    #expect(lines.contains("perft: \(perft)"))
  }

  /// At depth 0 the table and the JSON hold the root's row alone.
  @Test func depthZeroIsTheRootsRow() throws {
    var counter = PerftCounter()
    let result = try counter.count(from: .start(), depth: 0)
    #expect(
      result.text(seconds: 0.5).hasPrefix(
        """
        perft 0 from .../.../... (3x3)
        depth  perft  x wins  o wins  draws
            0      1       0       0      0

        perft: 1
        nodes: 1
        """))
    #expect(
      result.json(seconds: 0.5).contains(
        #""perDepth": [{"depth": 0, "perft": 1, "xWins": 0, "oWins": 0, "draws": 0}], "#))
  }

  /// The whole 4x4 tree's table fits 80 columns: drawn here with every depth at its
  /// column's total (`perft-counts.csv`), wider than any depth can be.
  @Test func theWidestTableFitsEightyColumns() throws {
    let totals = try #require(try DataFile.rows("perft-counts.csv").first { $0["cols"] == "4" })
    var counter = PerftCounter()
    var layer = try counter.count(from: .start(), depth: 1, method: .hashed).layers[0]
    (layer.perft, layer.xWins) = (Int(totals["nodes"]!)!, Int(totals["x_wins"]!)!)
    (layer.oWins, layer.draws) = (Int(totals["o_wins"]!)!, Int(totals["draws"]!)!)
    layer.positions = Int(totals["positions"]!)!
    let layers = (1...16).map { depth in
      var deeper = layer
      deeper.depth = depth
      return deeper
    }
    let root = try counter.count(from: .start(), depth: 0, method: .hashed).layersFromRoot
    let lines = PerftResult.table(root + layers, positions: true).split(separator: "\n")
    #expect(lines.count == 18 && lines.allSatisfy { $0.count <= 80 }, "\(lines.map(\.count))")
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
