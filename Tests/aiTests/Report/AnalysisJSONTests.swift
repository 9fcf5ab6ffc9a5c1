import Testing
import TicTacToe

@_spi(Fuzzing) @testable import AICommandLine

/// `Analysis.json`, the object `ai analyze --json` and `ai best --json` print.
@Suite struct AnalysisJSONTests {
  @Test func jsonHasTheDocumentedKeysInOrder() throws {
    // The node count is the one the README publishes for this board (its `ai analyze`
    // example), not the searcher's own: a change to the search's shape shows here.
    let nodesLine = try #require(
      try README.example(of: "ai analyze XO./.X./...").last { $0.hasPrefix("nodes: ") })
    let nodes = try #require(Int(nodesLine.dropFirst("nodes: ".count)))
    var searcher = Searcher()
    let json = try searcher.analyze(try Position(notation: "XO./.X./...")).json
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
    let json = try searcher.analyze(try Position(notation: "XOX/XOO/OXX")).json
    #expect(
      json
        == """
        {"board": "XOX/XOO/OXX", "rows": 3, "cols": 3, "k": 3, "toMove": null, \
        "status": "draw", "value": null, "plies": 0, "best": [], "pv": [], "moves": [], \
        "nodes": 0}
        """)
  }
}
