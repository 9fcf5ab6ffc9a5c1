import NaiveGames
import Testing
import TicTacToe

/// The published 3x3 figures in `data/tictactoe-3x3.csv`, recomputed by a naive counter
/// that shares no code with the engine.
@Suite struct GameTreeTests {
  /// One ply of the tree as the naive counter sees it.
  struct Layer: Equatable {
    var sequences = 0
    var positions = 0
    var xWins = 0
    var oWins = 0
    var draws = 0
  }

  /// Counts, ply by ply, the move sequences reaching each distinct position: a position's
  /// count flows to each of its children.
  static func naiveLayers(rows: Int, columns: Int, k: Int) -> [Layer] {
    var layers: [Layer] = []
    var frontier = [NaiveBoard(rows: rows, columns: columns, k: k): 1]
    while !frontier.isEmpty {
      var layer = Layer(positions: frontier.count)
      var next: [NaiveBoard: Int] = [:]
      for (board, count) in frontier {
        layer.sequences += count
        if board.hasLine(.x) {
          layer.xWins += count
        } else if board.hasLine(.o) {
          layer.oWins += count
        } else if board.isFull {
          layer.draws += count
        } else {
          for cell in board.emptyCells { next[board.playing(cell), default: 0] += count }
        }
      }
      layers.append(layer)
      frontier = next
    }
    return layers
  }

  @Test func naiveCounterMatchesThePublishedFigures() throws {
    let expected = try DataFile.integerRows("tictactoe-3x3.csv").map {
      Layer(
        sequences: $0["sequences"]!, positions: $0["positions"]!, xWins: $0["x_wins"]!,
        oWins: $0["o_wins"]!, draws: $0["draws"]!)
    }
    #expect(Self.naiveLayers(rows: 3, columns: 3, k: 3) == expected)
  }

  @Test func publishedTotalsAddUp() throws {
    let rows = try DataFile.integerRows("tictactoe-3x3.csv")
    #expect(rows.map { $0["sequences"]! }.reduce(0, +) == 549_946)
    #expect(rows.map { $0["positions"]! }.reduce(0, +) == 5_478)
    let games = rows.map { $0["x_wins"]! + $0["o_wins"]! + $0["draws"]! }.reduce(0, +)
    #expect(games == 255_168)
  }

  @Test func engineReachesTheSamePositionsPlyByPly() throws {
    let expected = try DataFile.integerRows("tictactoe-3x3.csv").map { $0["positions"]! }
    #expect(ReachablePositions(.ticTacToe).layers.map(\.count) == expected)
  }
}
