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
