import Testing
import TicTacToe

/// A Connect Four app through the public API: moves are columns, played and shown as
/// such, and every column an app can pass is answered without a trap.
@Suite struct AppGravityTests {
  static let connect4x4 = try! Geometry(rows: 4, columns: 4, rules: .gravity)

  @Test func aPieceDropsToTheLowestEmptyCellOfItsColumn() throws {
    var game = Game(geometry: Self.connect4x4)
    try game.play(column: 1)
    try game.play(column: 1, as: .o)
    // Row by row from the top: column 1's bottom cell is 13 (index 13), the one above 9.
    #expect(game.history == [13, 9])
    #expect(game.position.piece(at: 13) == .x && game.position.piece(at: 9) == .o)
    #expect(throws: TicTacToeError.notYourTurn(.o)) { try game.play(column: 2, as: .o) }
  }

  @Test func aFullColumnAndOneOffTheBoardAreRefused() throws {
    var game = Game(geometry: Self.connect4x4)
    for _ in 0..<4 { try game.play(column: 0) }
    #expect(throws: TicTacToeError.columnFull(column: 0)) { try game.play(column: 0) }
    for column in [-1, 4, Int.max, Int.min] {
      #expect(throws: TicTacToeError.columnOffBoard(column: column, columns: 4)) {
        try game.play(column: column)
      }
    }
    #expect(game.history.count == 4)
  }

  /// A hint's best moves as the columns an app shows.
  @Test func aHintReadsAsColumns() async throws {
    let position = try Position(notation: "..../X.../X.O./X.O.", rules: .gravity)
    let hint = try await Engine().hint(for: position)
    // O must block column 1, where X has three and a fourth wins: the only move that does
    // not lose at once.
    #expect(position.geometry.columns(of: hint.bestMoves) == [0])
    #expect(position.geometry.columns(of: position.legalMoves) == [0, 1, 2, 3])
    #expect(position.geometry.columns(of: Bitboard(rawValue: 0xFFFF)) == [0, 1, 2, 3])
    #expect(position.geometry.moveNumber(of: 4) == 1 && position.geometry.moveCount == 4)
    #expect(position.geometry.namesMovesByColumn && !Geometry.ticTacToe.namesMovesByColumn)
  }
}
