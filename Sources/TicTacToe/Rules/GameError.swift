/// Why a move was refused by a ``Game``.
public enum GameError: Error, Equatable, Sendable {
  /// The cell index is not on the board.
  case offBoard(cell: Int, cellCount: Int)
  /// The cell already holds a piece.
  case occupied(cell: Int, by: Player)
  /// The player tried to move when it was the other's turn.
  case notYourTurn(Player)
  /// The game has ended; no more moves.
  case gameOver(GameStatus)
}

extension GameError: CustomStringConvertible {
  /// A one-line message that says what was wrong.
  public var description: String {
    switch self {
    case .offBoard(let cell, let cellCount):
      "cell \(cell) is off the board: cells are 0 to \(cellCount - 1)"
    case .occupied(let cell, let player):
      "cell \(cell) is taken by \(player): choose an empty cell"
    case .notYourTurn(let player):
      "it is not \(player)'s turn: \(player.opponent) moves next"
    case .gameOver(let status):
      "the game is over (\(status)): start a new game to play on"
    }
  }
}
