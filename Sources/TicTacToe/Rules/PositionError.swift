/// Why a board could not have arisen in a game where X moves first and the first line
/// ends the game.
public enum PositionError: Error, Equatable, Sendable {
  /// A cell holds both an X and an O.
  case overlapping
  /// A piece lies outside the geometry's cells.
  case offBoard
  /// X must have as many pieces as O, or one more.
  case impossibleCounts(x: Int, o: Int)
  /// Both players have a line, but the game ends at the first one.
  case bothHaveLines
  /// The winner's line must come from the last move, but the counts say the other
  /// player moved last.
  case winnerMovedOutOfTurn(winner: Player, x: Int, o: Int)
  /// Every piece of the winner is needed for a line, so the game would already have
  /// ended before the last move.
  case noLastMove(winner: Player)
}

extension PositionError: CustomStringConvertible {
  /// A one-line message that says what is wrong and what a legal board looks like.
  public var description: String {
    switch self {
    case .overlapping:
      return "a cell holds both X and O"
    case .offBoard:
      return "a piece lies off the board"
    case .impossibleCounts(let x, let o):
      return "X has \(x) pieces and O has \(o): X moves first, so X must have as many "
        + "pieces as O or one more"
    case .bothHaveLines:
      return "both X and O have a line: the game ends at the first line, so at most one "
        + "player can have one"
    case .winnerMovedOutOfTurn(let winner, let x, let o):
      let lastMover = x > o ? Player.x : Player.o
      return "\(winner) has a line but \(lastMover) moved last (X has \(x) pieces, O has \(o)): "
        + "the winning move ends the game, so \(winner) must have moved last"
    case .noLastMove(let winner):
      return "\(winner)'s lines could not all come from one last move: whichever \(winner) "
        + "piece came last, a line was already there and the game would have ended"
    }
  }
}
