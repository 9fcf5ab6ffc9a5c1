import Testing
import TicTacToe

@testable import AICommandLine

/// `Position.drawing`, the board `ai play` and `ai analyze` show, empty cells numbered.
@Suite struct PositionDrawingTests {
  @Test func drawsTheBoardWithCellNumbers() throws {
    let position = try Position(notation: "X.O/.X./..O")
    #expect(
      position.drawing() == """
         X | 2 | O
        ---+---+---
         4 | X | 6
        ---+---+---
         7 | 8 | O
        """)
    let big = Position.start(try Geometry(rows: 4, columns: 4))
    #expect(big.drawing().split(separator: "\n").last == " 13 | 14 | 15 | 16")
  }
}
