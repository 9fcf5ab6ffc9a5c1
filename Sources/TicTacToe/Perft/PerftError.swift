/// Why a perft cannot be counted.
public enum PerftError: Error, Equatable, Sendable {
  /// The depth is below 0 or above the number of empty cells.
  case depthOutOfRange(depth: Int, maximum: Int)
  /// The game is over at the root, so only depth 0 has anything to count.
  case gameOver(GameStatus)
}

extension PerftError: CustomStringConvertible {
  /// A one-line message that says what is allowed.
  public var description: String {
    switch self {
    case .depthOutOfRange(let depth, let maximum):
      "depth \(depth) is out of range: it must be from 0 to \(maximum), the number of empty cells"
    case .gameOver(let status):
      "the game is already over (\(status)): a finished board has nothing below it, "
        + "so only depth 0 is allowed"
    }
  }
}
