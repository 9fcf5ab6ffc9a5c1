/// The result of perfect play for one side: win, draw or loss.
public enum Outcome: String, Hashable, Sendable {
  /// The side wins whatever the other does.
  case win
  /// Neither side can force a win.
  case draw
  /// The other side wins whatever this one does.
  case loss

  /// The outcome for the other side.
  public var reversed: Outcome {
    switch self {
    case .win: .loss
    case .draw: .draw
    case .loss: .win
    }
  }
}

/// The value of a position or a move under perfect play: the outcome and the number of
/// plies (single moves) until the game ends, the winner taking the fastest win and the
/// loser the slowest loss.
///
/// A draw always fills the board, so its plies are the empty cells. Evaluations order
/// from worst to best: the fastest loss, slower losses, a draw, slower wins, the
/// fastest win.
public struct Evaluation: Hashable, Sendable {
  /// Win, draw or loss for the side in question.
  public let outcome: Outcome
  /// Plies until the game ends, counting the move being evaluated if any.
  public let plies: Int

  /// Creates an evaluation.
  public init(outcome: Outcome, plies: Int) {
    self.outcome = outcome
    self.plies = plies
  }

  /// The evaluation of `score` for a position with `emptyCells` empty cells.
  init(_ score: Score, emptyCells: Int) {
    let magnitude = Int(score.rawValue.magnitude)
    switch score.rawValue {
    case 1...: self.init(outcome: .win, plies: emptyCells + 1 - magnitude)
    case 0: self.init(outcome: .draw, plies: emptyCells)
    default: self.init(outcome: .loss, plies: emptyCells + 1 - magnitude)
    }
  }
}

extension Evaluation: Comparable {
  /// Whether `lhs` is worse than `rhs` for the side in question.
  public static func < (lhs: Evaluation, rhs: Evaluation) -> Bool {
    lhs.rank < rhs.rank
  }

  /// A number that grows with the evaluation's worth: wins above draws above losses, a
  /// faster win or a slower loss above the others.
  private var rank: Int {
    switch outcome {
    case .win: 1000 - plies
    case .draw: 0
    case .loss: -1000 + plies
    }
  }
}

extension Evaluation: CustomStringConvertible {
  /// `win in 3`, `draw in 8`, `loss in 2`.
  public var description: String { "\(outcome.rawValue) in \(plies)" }
}

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
