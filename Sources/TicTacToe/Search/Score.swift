// A score, which depends on the position, not the depth: a table entry means it anywhere.
/// For the side to move: with `e` cells empty when the game ends, a win scores `e + 1`, a
/// loss `-(e + 1)`, a draw 0. Negating it gives the other side's, so negamax needs no colours.
@usableFromInline package struct Score: Hashable, Comparable, Sendable {
  @usableFromInline package let value: Int
  /// The score as an integer from -65 to 65.
  @inlinable package var rawValue: Int8 { Int8(truncatingIfNeeded: value) }

  @inlinable package init(rawValue: Int8) {
    value = Int(rawValue)
  }

  @inlinable @inline(__always)
  package init(value: Int) {
    self.value = value
  }

  @inlinable @inline(__always)
  package static var draw: Score { Score(value: 0) }

  /// A win for the side to move, the game ending with `emptyCells` cells empty.
  @inlinable @inline(__always)
  package static func win(leaving emptyCells: Int) -> Score { Score(value: emptyCells &+ 1) }

  /// Beyond any score. Computed, so the compiler uses an immediate.
  @inlinable @inline(__always)
  package static var infinity: Score { Score(value: 100) }

  @inlinable @inline(__always)
  package static func < (lhs: Score, rhs: Score) -> Bool { lhs.value < rhs.value }

  @inlinable @inline(__always)
  package static prefix func - (score: Score) -> Score { Score(value: 0 &- score.value) }
}

extension RuleKind {
  /// The score of a line just made, `empty` cells left, for the player who made it: a
  /// win, or under misère a loss. The one place that says what a line is worth.
  @inline(__always)
  static func scoreOfLine(leaving empty: Int) -> Score {
    misere ? -Score.win(leaving: empty) : .win(leaving: empty)
  }
}
