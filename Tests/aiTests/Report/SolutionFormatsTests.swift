import DataFiles
import Foundation
import Testing
import TicTacToe

@testable import AICommandLine

/// `Solution`'s CSV and JSON rows, what `ai solve --all` prints.
@Suite struct SolutionFormatsTests {
  @Test func regeneratingTheShippedTableGivesTheSameBytes() throws {
    var text = Solution.csvHeader + "\n"
    for solution in SolutionTable(geometry: .ticTacToe) { text += solution.csv + "\n" }
    let file = DataFile.folder.appendingPathComponent("tictactoe-3x3-solutions.csv")
    let shipped = try String(contentsOf: file, encoding: .utf8)
    #expect(
      text == shipped,
      "regenerate with: swift run -c release ai solve --all > data/tictactoe-3x3-solutions.csv")
  }

  @Test func jsonRowsHaveTheKeysOfAnalyze() throws {
    var rows = SolutionTable(geometry: .ticTacToe).makeIterator()
    let first = rows.next()
    #expect(
      first?.json.text
        == #"{"board": ".../.../...", "toMove": "X", "status": "ongoing", "value": "draw", "plies": 9, "best": [1, 2, 3, 4, 5, 6, 7, 8, 9]}"#
    )
  }
}
