/// The result of perfect play for one side: win, draw or loss.
public enum Outcome: String, Hashable, Sendable, Codable {
  /// The side wins whatever the other does.
  case win
  /// Neither side can force a win.
  case draw
  /// The other side wins whatever this one does.
  case loss
}
