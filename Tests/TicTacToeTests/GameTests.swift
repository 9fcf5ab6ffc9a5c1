import Testing
import TicTacToe

/// The rules of the tutorial's `GameBoard`, on ``Game``.
@Suite struct GameTests {
  @Test func xMovesFirstAndTurnsAlternate() throws {
    var game = Game()
    #expect(game.toMove == .x)
    try game.play(4)
    #expect(game.toMove == .o)
    try game.play(0, as: .o)
    #expect(game.toMove == .x)
    #expect(game.history == [4, 0])
    #expect(
      game.position.piece(at: 4) == .x && game.position.piece(at: 0) == .o
        && game.position.piece(at: 1) == nil)
  }

  @Test func refusesAMoveOffTheBoard() {
    var game = Game()
    for cell in [-1, 9, 100, Int.max] {
      #expect(throws: TicTacToeError.cellOffBoard(cell: cell, cellCount: 9)) { try game.play(cell) }
    }
    #expect(game.history.isEmpty)
  }

  @Test func refusesAMoveOntoAnOccupiedCell() throws {
    var game = Game()
    try game.play(4)
    #expect(throws: TicTacToeError.cellTaken(cell: 4, by: .x)) { try game.play(4) }
    #expect(game.history == [4])
  }

  @Test func refusesAMoveOutOfTurn() throws {
    var game = Game()
    #expect(throws: TicTacToeError.notYourTurn(.o)) { try game.play(0, as: .o) }
    try game.play(0, as: .x)
    #expect(throws: TicTacToeError.notYourTurn(.x)) { try game.play(1, as: .x) }
    #expect(game.history == [0])
  }

  @Test func detectsAWinAndRefusesMovesAfterIt() throws {
    var game = Game()
    for cell in [0, 3, 1, 4, 2] { try game.play(cell) }
    #expect(game.position.status == .won(.x) && game.position.status.isOver)
    #expect(game.position.winningLine == Bitboard(rawValue: 0o007))
    #expect(game.toMove == nil)
    #expect(throws: TicTacToeError.gameOver(.won(.x))) { try game.play(5) }
  }

  @Test func detectsADraw() throws {
    var game = Game()
    for cell in [0, 1, 2, 4, 3, 5, 7, 6, 8] { try game.play(cell) }
    #expect(game.position.status == .draw && game.position.status.winner == nil)
    #expect(throws: TicTacToeError.gameOver(.draw)) { try game.play(0) }
  }

  @Test func detectsAWinByO() throws {
    var game = Game()
    for cell in [0, 2, 1, 4, 8, 6] { try game.play(cell) }
    #expect(game.position.status.winner == .o)
    #expect(game.position.winningLine == Bitboard(rawValue: 0o124))
  }

  @Test func undoTakesBackMovesDownToTheStart() throws {
    var game = Game(from: try Position(notation: "X.../..../..../...."))
    try game.play(5)
    try game.play(6)
    #expect(game.undo() == 6)
    #expect(game.position.notation == "X.../.O../..../....")
    #expect(game.undo() == 5)
    #expect(game.undo() == nil)
    #expect(game.position == game.start)
  }

  @Test func playsOnEveryGeometry() throws {
    var game = Game(geometry: try Geometry(rows: 2, columns: 5, k: 4))
    for cell in [0, 5, 1, 6, 2, 7, 3] { try game.play(cell) }
    #expect(game.position.status.winner == .x)
    #expect(game.position.winningLine == Bitboard(rawValue: 0b1111))
  }
}

@Suite struct LegalMovesAndRedoTests {
  @Test func theLegalMovesAreTheEmptyCellsWhileTheGameIsOn() throws {
    var game = Game()
    #expect(Array(game.legalMoves) == Array(0..<9))
    for cell in [4, 0, 8] { try game.play(cell) }
    #expect(Array(game.legalMoves) == [1, 2, 3, 5, 6, 7])
    for cell in [1, 2, 6, 3, 5] { try game.play(cell) }  // X: 4 8 2 3; O: 0 1 6 5
    #expect(game.position.status.winner == nil && Array(game.legalMoves) == [7])
    var won = Game(from: try Position(notation: "XX./OO./..."))
    try won.play(2)
    #expect(won.position.status.winner == .x && won.legalMoves.isEmpty)
  }

  @Test func redoPlaysAgainWhatUndoTookBack() throws {
    var game = Game()
    for cell in [4, 0, 8] { try game.play(cell) }
    #expect(game.redo() == nil)
    #expect(game.undo() == 8 && game.undo() == 0)
    #expect(game.undoneMoves == [0, 8] && game.toMove == .o)
    #expect(game.redo() == 0)
    #expect(game.history == [4, 0] && game.undoneMoves == [8] && game.toMove == .x)
    #expect(game.redo() == 8 && game.redo() == nil)
    #expect(game.position == (try Position(notation: "O../.X./..X")))
    #expect(game.undoTurn(of: .x) == [8])
    #expect(game.redo() == 8 && game.undoneMoves.isEmpty)
  }

  @Test func aNewMoveClearsWhatRedoWouldPlay() throws {
    var game = Game()
    for cell in [4, 0] { try game.play(cell) }
    game.undoTurn(of: .x)
    #expect(game.undoneMoves == [4, 0])
    try game.play(4)  // even the move undone: a new move starts a new line
    #expect(game.undoneMoves.isEmpty && game.redo() == nil && game.history == [4])
    game.undo()
    #expect(throws: TicTacToeError.notYourTurn(.o)) { try game.play(1, as: .o) }
    #expect(game.undoneMoves == [4])  // a refused move changes nothing
  }
}

/// ``Game/redoTurn(of:)``: what ``Game/undoTurn(of:)`` took back, a turn at a time.
@Suite struct RedoTurnTests {
  @Test func playsAgainThePlayersMoveAndTheReply() throws {
    var game = Game()
    for cell in [4, 0, 8, 2] { try game.play(cell) }
    #expect(game.undoTurn(of: .x) == [2, 8])
    #expect(game.undoTurn(of: .x) == [0, 4])
    #expect(game.redoTurn(of: .x) == [4, 0])  // X's move and O's reply, in the order played
    #expect(game.history == [4, 0] && game.toMove == .x)
    #expect(game.redoTurn(of: .x) == [8, 2])
    #expect(game.redoTurn(of: .x).isEmpty && game.history == [4, 0, 8, 2])
  }

  /// A winning move undone is played again alone: the game is over after it.
  @Test func stopsWhereTheUndoneMovesEnd() throws {
    var game = Game(from: try Position(notation: "XX./OO./..."))
    try game.play(2)
    #expect(game.undoTurn(of: .x) == [2])
    #expect(game.redoTurn(of: .x) == [2] && game.position.status == .won(.x))
  }

  /// For O, whose turn comes after X's: from an X move to play, a turn ends when O is to
  /// move again.
  @Test func countsTurnsFromThePlayersSide() throws {
    var game = Game()
    for cell in [4, 0, 8] { try game.play(cell) }
    #expect(game.undoTurn(of: .o) == [8, 0])
    #expect(game.redoTurn(of: .o) == [0, 8] && game.toMove == .o)
    game.undoTurn(of: .o)
    try game.play(1)  // a new move: nothing to redo
    #expect(game.redoTurn(of: .o).isEmpty)
  }
}

@Suite struct UndoTurnTests {
  @Test func takesBackThePlayersMoveAndTheReply() throws {
    var game = Game()
    for cell in [4, 0, 8] { try game.play(cell) }
    #expect(game.undoTurn(of: .o) == [8, 0])  // O's move and X's reply
    #expect(game.history == [4] && game.toMove == .o)
    #expect(game.undoTurn(of: .x) == [4])
    #expect(game.undoTurn(of: .x).isEmpty)
    #expect(game.undoTurn(of: .o).isEmpty)
  }

  @Test func countsTurnsFromTheStartPosition() throws {
    var game = Game(from: try Position(notation: "X../.../..."))  // O to move first
    try game.play(4)
    try game.play(8)
    #expect(game.undoTurn(of: .x) == [8])
    #expect(game.undoTurn(of: .o) == [4])
    #expect(game.position == game.start)
  }
}
