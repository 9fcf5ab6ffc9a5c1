import DataFiles
import Testing
import TicTacToe

/// The 3x3 table of `data/tictactoe-3x3.csv` against the totals of `data/perft-counts.csv`
/// and the engine. The naive counters check it in `DataTests`.
@Suite struct GameTreeTests {
  /// The plies add up to the 3x3 row of the totals, so that the two files cannot drift
  /// apart.
  @Test func pliesAddUpToTheTotals() throws {
    let rows = try DataFile.integerRows("tictactoe-3x3.csv")
    let totals = try DataFile.rows("perft-counts.csv").first {
      $0["rows"] == "3" && $0["cols"] == "3" && $0["k"] == "3"
    }!.compactMapValues { Int($0) }
    func sum(_ column: String) -> Int { rows.map { $0[column]! }.reduce(0, +) }
    #expect(sum("sequences") == totals["nodes"])
    #expect(sum("positions") == totals["positions"])
    #expect(sum("positions_up_to_symmetry") == totals["positions_up_to_symmetry"])
    #expect(sum("x_wins") == totals["x_wins"])
    #expect(sum("o_wins") == totals["o_wins"])
    #expect(sum("draws") == totals["draws"])
    #expect(sum("x_wins") + sum("o_wins") + sum("draws") == totals["games"])
  }

  @Test func engineReachesTheSamePositionsPlyByPly() throws {
    let expected = try DataFile.integerRows("tictactoe-3x3.csv").map { $0["positions"]! }
    #expect(ReachablePositions(.ticTacToe).layers.map(\.count) == expected)
  }
}
