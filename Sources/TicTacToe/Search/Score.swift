/// A search score: the evaluation of a position for the side to move, as one integer that
/// depends on the position alone and not on where the search met it.
///
/// With `e` empty cells left when the game ends: a win scores `e + 1`, a loss `-(e + 1)`,
/// a draw 0. A faster win leaves more cells empty and so scores higher; a slower loss
/// leaves fewer and scores higher too. Negating a score gives the other side's, so
/// negamax needs no colours, and a table entry means the same wherever it is found.
///
/// Every search of the engine, the bench's classic ones included, speaks in scores; the
/// struct costs nothing over the bare integer.
struct Score: Hashable, Comparable, Sendable {
  /// The score as a machine integer, for the search's arithmetic.
  let value: Int

  /// The score as an integer from -17 to 17.
  var rawValue: Int8 { Int8(truncatingIfNeeded: value) }

  /// Creates a score from its integer value.
  init(rawValue: Int8) {
    value = Int(rawValue)
  }

  /// Creates a score from a machine integer.
  @inline(__always)
  init(value: Int) {
    self.value = value
  }

  /// A draw.
  @inline(__always)
  static var draw: Score { Score(value: 0) }

  /// A win for the side to move, the game ending with `emptyCells` cells empty.
  @inline(__always)
  static func win(leaving emptyCells: Int) -> Score { Score(value: emptyCells &+ 1) }

  /// Beyond any score: a window of `-infinity` to `infinity` holds them all. A computed
  /// constant, so the compiler uses an immediate.
  @inline(__always)
  static var infinity: Score { Score(value: 64) }

  /// Whether `lhs` is worse than `rhs` for the side to move.
  @inline(__always)
  static func < (lhs: Score, rhs: Score) -> Bool { lhs.value < rhs.value }

  /// The same result seen from the other side.
  @inline(__always)
  static prefix func - (score: Score) -> Score { Score(value: 0 &- score.value) }
}
