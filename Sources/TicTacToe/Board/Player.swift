// The two players, X first.
/// One of the two players. X always moves first.
public enum Player: String, CaseIterable, Hashable, Sendable, Codable {
  /// The first player.
  case x = "X"
  /// The second player.
  case o = "O"

  /// The other player.
  public var opponent: Player { self == .x ? .o : .x }
}

extension Player: CustomStringConvertible {
  /// `X` or `O`.
  public var description: String { rawValue }
}
