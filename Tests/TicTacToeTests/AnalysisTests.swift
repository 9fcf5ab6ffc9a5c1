import Foundation
import Testing
import TicTacToe

@Suite struct AnalysisTests {
  /// The lines the README shows `$ COMMAND` printing, up to the end of its example.
  /// The README's figures are published: a change to them shows in a test.
  static func readmeExample(_ command: String) throws -> [String] {
    let readme = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()  // TicTacToeTests
      .deletingLastPathComponent()  // Tests
      .deletingLastPathComponent()  // the package
      .appendingPathComponent("README.md")
    let lines = try String(contentsOf: readme, encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let start = try #require(lines.firstIndex(of: "$ \(command)"), "no example of \(command)")
    return Array(lines[(start + 1)...].prefix { $0 != "```" && !$0.hasPrefix("$ ") })
  }

  /// Every permutation of `elements`.
  static func permutations<T>(_ elements: [T]) -> [[T]] {
    guard let first = elements.first else { return [[]] }
    return permutations(Array(elements.dropFirst())).flatMap { rest in
      (0...rest.count).map { index in
        var permutation = rest
        permutation.insert(first, at: index)
        return permutation
      }
    }
  }

  @Test func evaluationsOrderFromTheFastestLossToTheFastestWin() {
    let ordered = [
      Evaluation(outcome: .loss, plies: 2), Evaluation(outcome: .loss, plies: 4),
      Evaluation(outcome: .draw, plies: 6), Evaluation(outcome: .win, plies: 5),
      Evaluation(outcome: .win, plies: 1),
    ]
    let orders = Self.permutations(ordered)
    #expect(orders.count == 120)
    for order in orders {
      #expect(order.sorted() == ordered, "\(order)")
    }
    #expect(ordered.map(\.phrase) == ["loss in 2", "loss in 4", "draw", "win in 5", "win in 1"])
  }

  @Test func jsonHasTheDocumentedKeysInOrder() throws {
    // The node count is the one the README publishes for this board (its `ai analyze`
    // example), not the searcher's own: a change to the search's shape shows here.
    let nodesLine = try #require(
      try Self.readmeExample("ai analyze XO./.X./...").last { $0.hasPrefix("nodes: ") })
    let nodes = try #require(Int(nodesLine.dropFirst("nodes: ".count)))
    var searcher = Searcher()
    let json = searcher.analyze(try Position(notation: "XO./.X./...")).json.text
    #expect(
      json
        == """
        {"board": "XO./.X./...", "rows": 3, "cols": 3, "k": 3, "toMove": "O", \
        "status": "ongoing", "value": "loss", "plies": 4, "best": [9], "pv": [9, 4, 3, 6], \
        "moves": [{"cell": 3, "row": 0, "col": 2, "value": "loss", "plies": 2}, \
        {"cell": 4, "row": 1, "col": 0, "value": "loss", "plies": 2}, \
        {"cell": 6, "row": 1, "col": 2, "value": "loss", "plies": 2}, \
        {"cell": 7, "row": 2, "col": 0, "value": "loss", "plies": 2}, \
        {"cell": 8, "row": 2, "col": 1, "value": "loss", "plies": 2}, \
        {"cell": 9, "row": 2, "col": 2, "value": "loss", "plies": 4}], "nodes": \(nodes)}
        """)
  }

  @Test func jsonOfAFinishedGame() throws {
    var searcher = Searcher()
    let json = searcher.analyze(try Position(notation: "XOX/XOO/OXX")).json.text
    #expect(
      json
        == """
        {"board": "XOX/XOO/OXX", "rows": 3, "cols": 3, "k": 3, "toMove": null, \
        "status": "draw", "value": null, "plies": 0, "best": [], "pv": [], "moves": [], \
        "nodes": 0}
        """)
  }

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
      #expect(searcher.analyze(try Position(notation: board)).summary == summary)
    }
  }

  @Test func reportListsMovesBestFirst() throws {
    var searcher = Searcher()
    let report = searcher.analyze(try Position(notation: "XO./.X./...")).report
    let lines = report.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines[6] == "XO./.X./...  O to move: loss in 4")
    #expect(lines[8] == "move  value  plies")
    #expect(lines[9] == "   9  loss       4")
    #expect(lines[10] == "   3  loss       2")
    #expect(lines[16] == "pv: 9 4 3 6")
    #expect(lines == (try Self.readmeExample("ai analyze XO./.X./...")), "the README's example")
  }

  @Test func theNodeCountDependsOnThePositionAlone() throws {
    // `analyze` clears the table first: what earlier searches left in it changes nothing.
    let position = try Position(notation: "XO./.X./...")
    var fresh = Searcher()
    let cold = fresh.analyze(position).nodes
    var used = Searcher()
    _ = used.analyze(.start())
    _ = used.bestMoves(position.playing(8))
    #expect(used.analyze(position).nodes == cold)
    #expect(cold > 0)
    #expect(fresh.analyze(try Position(notation: "XOX/XOO/OXX")).nodes == 0)  // finished
  }

  @Test func reportMarksTheWinningLine() throws {
    var searcher = Searcher()
    let report = searcher.analyze(try Position(notation: "XXX/OO./...")).report
    #expect(report.hasPrefix(" X*| X*| X*\n"))
    #expect(report.hasSuffix("XXX/OO./...  game over: X won"))
  }
}
