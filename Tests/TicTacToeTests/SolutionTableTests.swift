import DataFiles
import Foundation
import Testing
import TicTacToe
import TicTacToeTools

@Suite struct SolutionTableTests {
  static let file = DataFile.folder.appendingPathComponent("tictactoe-3x3-solutions.csv")

  /// The statuses by the file's words.
  static let statuses: [String: GameStatus] = [
    "ongoing": .ongoing, "x-won": .won(.x), "o-won": .won(.o), "draw": .draw,
  ]

  /// One row of the shipped file, read without the engine.
  struct Row {
    var board: String
    var toMove: String
    var status: String
    var value: String
    var plies: Int
    var best: [Int]
  }

  static func rows() throws -> [Row] {
    let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
    #expect(lines[0] == "board,toMove,status,value,plies,best")
    return lines.dropFirst().map { line in
      let fields = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      return Row(
        board: fields[0], toMove: fields[1], status: fields[2], value: fields[3],
        plies: Int(fields[4])!, best: fields[5].split(separator: " ").map { Int($0)! })
    }
  }

  /// The engine's table holds the shipped rows, in order, value for value (the bytes
  /// `ai solve --all` writes from it are checked in `aiTests`).
  @Test func theTableHoldsTheShippedRowsInOrder() throws {
    let rows = try Self.rows()
    let solutions = Array(SolutionTable(geometry: .ticTacToe))
    #expect(solutions.count == rows.count)
    for (solution, row) in zip(solutions, rows) {
      #expect(solution.position.notation == row.board)
      #expect((solution.position.toMove?.rawValue ?? "") == row.toMove, "\(row.board)")
      #expect(solution.status == Self.statuses[row.status], "\(row.board)")
      #expect((solution.evaluation?.outcome.rawValue ?? "") == row.value, "\(row.board)")
      #expect((solution.evaluation?.plies ?? 0) == row.plies, "\(row.board)")
      #expect(solution.bestMoves.map { $0 + 1 } == row.best, "\(row.board)")
    }
  }

  @Test func rowsPerPlyMatchThePublishedCounts() throws {
    let rows = try Self.rows()
    let expected = try DataFile.integerRows("tictactoe-3x3.csv").map { $0["positions"]! }
    var perPly = Array(repeating: 0, count: 10)
    for row in rows { perPly[row.board.filter { $0 == "X" || $0 == "O" }.count] += 1 }
    #expect(perPly == expected)
    #expect(Set(rows.map(\.board)).count == rows.count)
    // Ordered by the number of pieces.
    let counts = rows.map { $0.board.filter { $0 != "." && $0 != "/" }.count }
    #expect(counts == counts.sorted())
  }

  /// Every row agrees with the rows its moves lead to: a move's value for the mover is
  /// the reverse of the next row's value, one ply longer; the best moves are exactly
  /// those with the best such value.
  @Test func everyRowAgreesWithTheRowsItsMovesLeadTo() throws {
    let rows = try Self.rows()
    let byBoard = Dictionary(uniqueKeysWithValues: rows.map { ($0.board, $0) })
    func rank(_ value: String, _ plies: Int) -> Int {
      value == "win" ? 100 - plies : value == "loss" ? -100 + plies : 0
    }
    for row in rows where row.status == "ongoing" {
      var moves: [(cell: Int, rank: Int)] = []
      let cells = Array(row.board.filter { $0 != "/" })
      for (index, cell) in cells.enumerated() where cell == "." {
        var next = cells
        next[index] = Character(row.toMove)
        let notation = stride(from: 0, to: 9, by: 3).map { String(next[$0..<$0 + 3]) }
          .joined(separator: "/")
        let child = try #require(byBoard[notation], "\(row.board) -> \(notation)")
        let value: String
        let plies: Int
        switch child.status {
        case "ongoing":
          value = child.value == "win" ? "loss" : child.value == "loss" ? "win" : "draw"
          plies = child.plies + 1
        case "draw":
          (value, plies) = ("draw", 1)
        default:
          (value, plies) = ("win", 1)  // the move made a line
        }
        moves.append((index + 1, rank(value, plies)))
      }
      let best = moves.map(\.rank).max()!
      #expect(rank(row.value, row.plies) == best, "\(row.board)")
      #expect(row.best == moves.filter { $0.rank == best }.map(\.cell), "\(row.board)")
    }
    for row in rows where row.status != "ongoing" {
      #expect(row.toMove.isEmpty && row.value.isEmpty && row.plies == 0 && row.best.isEmpty)
    }
  }

  @Test func biggerTablesListEveryReachablePosition() throws {
    let geometry = try Geometry(rows: 3, columns: 4, k: 3)
    var count = 0
    var byPly = Array(repeating: 0, count: 13)
    for solution in SolutionTable(geometry: geometry) {
      count += 1
      byPly[(solution.position.x | solution.position.o).count] += 1
    }
    #expect(count == Int(try DataFile.rows("perft-counts.csv")[1]["positions"]!))
    #expect(byPly[12] == 148)
  }
}
