import DataFiles
import Foundation
import Testing
import TicTacToe
import TicTacToeTools

@testable import AICommandLine

/// The solution table's CSV and JSON rows, what `ai solve --all` prints.
@Suite struct SolutionFormatsTests {
  @Test func regeneratingTheShippedTableGivesTheSameBytes() throws {
    var out = ByteBuffer()
    for row in SolutionTable(geometry: .ticTacToe) { row.writeCSV(to: &out) }
    let text = Hint.csvHeader + "\n" + out.text
    let file = DataFile.folder.appendingPathComponent("tictactoe-3x3-solutions.csv")
    let shipped = try String(contentsOf: file, encoding: .utf8)
    #expect(
      text == shipped,
      "regenerate with: swift run -c release ai solve --all > data/tictactoe-3x3-solutions.csv")
  }

  @Test func jsonRowsHaveTheKeysOfAnalyze() throws {
    var rows = SolutionTable(geometry: .ticTacToe).makeIterator()
    var out = ByteBuffer()
    rows.next()?.writeRowJSON(to: &out)
    #expect(
      out.text
        == #"{"board": ".../.../...", "toMove": "X", "status": "ongoing", "value": "draw", "plies": 9, "best": [1, 2, 3, 4, 5, 6, 7, 8, 9]}"#
        + "\n"
    )
  }
}
