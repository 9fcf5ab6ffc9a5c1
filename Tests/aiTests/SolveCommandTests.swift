import DataFiles
import Foundation
import Testing
import TicTacToe

@testable import AICommandLine

/// `ai solve --all`, end to end.
@Suite struct SolveCommandTests {
  static let shipped = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("data/tictactoe-3x3-solutions.csv")

  @Test func csvIsTheShippedTable() throws {
    let result = try AI.run("solve", "--all")
    #expect(result.status == 0 && result.stderr.isEmpty)
    #expect(result.stdout == (try String(contentsOf: Self.shipped, encoding: .utf8)))
  }

  @Test func jsonLinesHaveOneObjectPerPosition() throws {
    let result = try AI.run("solve", "--all", "--format", "jsonl")
    #expect(result.status == 0)
    let positions = Int(try DataFile.rows("perft-counts.csv")[0]["positions"]!)!
    #expect(result.lines.count == positions)
    let last = try #require(
      try JSONSerialization.jsonObject(with: Data(result.lines.last!.utf8)) as? [String: Any])
    #expect(Set(last.keys) == ["board", "toMove", "status", "value", "plies", "best"])
    #expect(last["toMove"] is NSNull && last["plies"] as? Int == 0)
  }

  @Test func otherShapesStream() throws {
    let result = try AI.run("solve", "--all", "--rows", "2", "--cols", "3", "--k", "2")
    #expect(result.status == 0)
    #expect(result.lines.first == "board,toMove,status,value,plies,best")
    #expect(result.lines[1] == ".../...,X,ongoing,win,3,1 2 3 4 5 6")
  }

  /// A table says its rule and its k in each board, so that its boards read back by
  /// `ai best -` are answered as the table answers them, under every rule.
  @Test(arguments: Rules.allCases)
  func aTableReadsBackUnderItsRule(rules: Rules) throws {
    let table = try AI.run(
      "solve", "--all", "--rows", "2", "--cols", "3", "--k", "3", "--rules", rules.rawValue)
    #expect(table.status == 0, "\(table.stderr)")
    let rows = table.lines.dropFirst().map {
      $0.split(separator: ",", omittingEmptySubsequences: false)
    }
    let boards = rows.map { String($0[0]) }.joined(separator: "\n") + "\n"
    let answers = try AI.run(["best", "-", "--json"], input: Data(boards.utf8))
    #expect(answers.status == 0, "\(answers.stderr)")
    #expect(answers.lines.count == rows.count)
    for (row, answer) in zip(rows, answers.lines) {
      let object = try JSONSchemaTests.object(answer)
      #expect(
        object["k"] as? Int == 3
          && object["rules"] as? String == (rules == .normal ? nil : rules.rawValue))
      #expect((object["value"] as? String ?? "") == row[3], "\(row.joined(separator: ","))")
      #expect(((object["best"] as? [Int]) ?? []).map(String.init).joined(separator: " ") == row[5])
    }
  }

  /// The progress line's total: the reachable positions, as published and as the naive
  /// counter finds them.
  @Test func theProgressTotalIsEveryReachablePosition() throws {
    for text in try DataFile.rows("perft-counts.csv") {
      let row = text.compactMapValues { Int($0) }
      guard row["rows"]! * row["cols"]! < 16 else { continue }  // 4x4 takes a while here
      let geometry = try Geometry(rows: row["rows"]!, columns: row["cols"]!, k: row["k"]!)
      #expect(SolveCommand.rowCount(of: geometry) == row["positions"]!)
    }
  }
}
