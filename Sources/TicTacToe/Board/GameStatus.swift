/// Where a game stands: still going, won by one player, or drawn.
public enum GameStatus: Hashable, Sendable {
  /// Neither player has a line and an empty cell remains.
  case ongoing
  /// `Player` has a line.
  case won(Player)
  /// The board is full and nobody has a line.
  case draw

  /// Whether the game has ended.
  public var isOver: Bool { self != .ongoing }

  /// The player who won, if any.
  public var winner: Player? {
    if case .won(let player) = self { player } else { nil }
  }
}

extension GameStatus: CustomStringConvertible {
  /// The status in words: `ongoing`, `X won`, `O won`, `draw`.
  public var description: String {
    switch self {
    case .ongoing: "ongoing"
    case .won(let player): "\(player) won"
    case .draw: "draw"
    }
  }
}
