import DataFiles
import Foundation
import Testing

/// `ai perft` and `ai bench`, end to end.
@Suite struct PerftCommandTests {
  @Test func perftPrintsATableAndTotals() throws {
    let result = try AI.run("perft")
    #expect(result.status == 0 && result.stderr.isEmpty)
    let lines = result.lines
    #expect(lines[0] == "perft 9 from .../.../... (3x3)")
    #expect(
      lines[1].split(separator: " ") == [
        "depth", "perft", "x", "wins", "o", "wins", "draws", "nodes",
      ])
    #expect(lines[10].split(separator: " ") == ["9", "127872", "81792", "0", "46080", "549946"])
    #expect(
      Array(lines[12...16]) == [
        "nodes: 549946", "games: 255168", "x wins: 131184", "o wins: 77904", "draws: 46080",
      ])
    #expect(lines[17].hasPrefix("time: ") && lines[17].hasSuffix(" s"))
    #expect(lines[18].hasPrefix("nodes/s: "))
  }

  @Test func divideListsEveryFirstMoveAndTheTotal() throws {
    let result = try AI.run("perft", "3", "--divide")
    #expect(result.status == 0)
    #expect(Array(result.lines.prefix(10)) == (1...9).map { "\($0): 56" } + ["total: 504"])
    let from = try AI.run("perft", "2", "--from", "X.O/.X./...", "--divide", "--hash")
    // O to move on six empty cells, none of which ends the game: five replies to each.
    #expect(
      Array(from.lines.prefix(7)) == ["2: 5", "4: 5", "6: 5", "7: 5", "8: 5", "9: 5", "total: 30"])
    #expect(from.stdout.contains("positions: "))
  }

  @Test func divideCountsAFirstMoveThatEndsTheGame() throws {
    // X completes the top row with 3, which leaves nothing below it; the other four
    // first moves each leave O four replies.
    let result = try AI.run("perft", "2", "--divide", "--from", "XX./OO./...")
    #expect(result.status == 0 && result.stderr.isEmpty)
    #expect(
      Array(result.lines.prefix(6)) == ["3: 0", "6: 4", "7: 4", "8: 4", "9: 4", "total: 16"])
    // With k = 1 every first move wins.
    let json = try AI.run("perft", "2", "--divide", "--k", "1", "--json", "--hash")
    #expect(json.status == 0 && json.stderr.isEmpty)
    #expect(json.stdout.contains(#""perft": 0"#))
  }

  @Test func jsonHasTheDocumentedKeys() throws {
    let result = try AI.run("perft", "--json", "--divide")
    #expect(result.status == 0 && result.lines.count == 1)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(
      Set(object.keys) == [
        "board", "rows", "cols", "k", "depth", "perft", "perDepth", "nodes", "games", "xWins",
        "oWins", "draws", "divide", "seconds", "nodesPerSecond",
      ])
    #expect(object["perft"] as? Int == 127_872 && object["nodes"] as? Int == 549_946)
    #expect((object["perDepth"] as? [[String: Any]])?.count == 9)
    let divide = try #require(object["divide"] as? [[String: Any]])
    #expect(divide.map { $0["cell"] as? Int } == (1...9).map { $0 })
    #expect(divide.compactMap { $0["perft"] as? Int }.reduce(0, +) == 127_872)
  }

  @Test func hashGivesTheSameCountsOnOtherShapes() throws {
    let walk = try AI.run("perft", "6", "--rows", "3", "--cols", "4", "--k", "3", "--json")
    let hash = try AI.run(
      "perft", "6", "--rows", "3", "--cols", "4", "--k", "3", "--json", "--hash")
    let strip: (String) -> String = { $0.components(separatedBy: #", "seconds""#)[0] }
    #expect(walk.status == 0 && hash.status == 0)
    #expect(
      strip(walk.stdout).replacingOccurrences(
        of: #", "positions": \d+"#, with: "", options: .regularExpression)
        == strip(hash.stdout).replacingOccurrences(
          of: #", "positions": \d+"#, with: "", options: .regularExpression))
    #expect(
      walk.stdout.hasPrefix(
        #"{"board": "..../..../....", "rows": 3, "cols": 4, "k": 3, "depth": 6"#))
  }

  @Test func benchReportsEveryWorkloadAndTheSignature() throws {
    // The node counts and the signature (their sum) are pinned in data/bench.csv.
    let pinned = try DataFile.benchNodes()
    let names = ["perft", "minimax", "alphabeta", "memo", "solve", "solve-4x4"]
    #expect(Set(pinned.keys) == Set(names))
    let result = try AI.run("bench", "--runs", "1", "--json")
    #expect(result.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let workloads = try #require(object["workloads"] as? [[String: Any]])
    #expect(workloads.map { $0["name"] as? String } == names)
    #expect(
      Set(workloads[0].keys) == [
        "name", "nodes", "runs", "medianSeconds", "minSeconds", "nodesPerSecond",
      ])
    #expect(workloads.map { $0["nodes"] as? Int } == names.map { pinned[$0] })
    #expect(object["signature"] as? Int == pinned.values.reduce(0, +))
    let text = try AI.run("bench", "memo", "alphabeta", "--runs", "2")
    #expect(text.lines.count == 4)
    #expect(text.lines[1].hasPrefix("memo") && text.lines[2].hasPrefix("alphabeta"))
    #expect(text.lines[3] == "signature: \(pinned["memo"]! + pinned["alphabeta"]!)")
  }

  @Test func uniqueCountsPositionsUpToSymmetry() throws {
    let result = try AI.run("perft", "--unique")
    #expect(result.stdout.contains("\npositions: 5478\npositions up to symmetry: 765\n"))
    let json = try AI.run("perft", "--unique", "--json", "--rows", "3", "--cols", "4", "--k", "3")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    #expect(object["positions"] as? Int == 111_973)
    #expect(object["nodes"] as? Int == 276_911_233)
    #expect(object["positionsUpToSymmetry"] is Int)
    #expect(json.stderr.isEmpty)  // no progress line when stderr is not a terminal
  }

  @Test func perftOfAFinishedBoardAtDepthZero() throws {
    for arguments in [
      ["perft", "0", "--from", "XXX/OO./..."], ["perft", "--from", "XXX/OO./..."],
    ] {
      let result = try AI.run(arguments)
      #expect(result.status == 0)
      #expect(result.stdout.contains("nodes: 1\n"))
      #expect(!result.stdout.contains("positions"))
    }
  }
}
