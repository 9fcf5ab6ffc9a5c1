/// A search score: the evaluation of a position for the side to move, as one integer that
/// depends on the position alone and not on where the search met it.
///
/// With `e` empty cells left when the game ends: a win scores `e + 1`, a loss `-(e + 1)`,
/// a draw 0. A faster win leaves more cells empty and so scores higher; a slower loss
/// leaves fewer and scores higher too. Negating a score gives the other side's, so
/// negamax needs no colours, and a table entry means the same wherever it is found.
public struct Score: Hashable, Comparable, Sendable {
  /// The score as an integer from -17 to 17.
  public let rawValue: Int8

  /// Creates a score from its integer value.
  public init(rawValue: Int8) {
    self.rawValue = rawValue
  }

  /// Creates a score from a search's integer value.
  init(_ value: Int) {
    self.rawValue = Int8(value)
  }

  /// Whether `lhs` is worse than `rhs` for the side to move.
  public static func < (lhs: Score, rhs: Score) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The same result seen from the other side.
  public static prefix func - (score: Score) -> Score { Score(rawValue: 0 - score.rawValue) }
}
