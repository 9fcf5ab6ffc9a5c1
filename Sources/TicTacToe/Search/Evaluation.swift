/// The value of a position or a move under perfect play: the outcome and the plies until
/// the game ends, ordered from the fastest loss up to the fastest win.
public struct Evaluation: Hashable, Sendable, Codable {
  /// Win, draw or loss for the side in question.
  public let outcome: Outcome
  /// Plies until the game ends, counting the move being evaluated if any.
  public let plies: Int

  /// Creates an evaluation.
  public init(outcome: Outcome, plies: Int) {
    (self.outcome, self.plies) = (outcome, plies)
  }

  init(_ score: Score, emptyCells: Int) {
    let plies = emptyCells + 1 - Int(score.rawValue.magnitude)
    switch score.rawValue {
    case 1...: self.init(outcome: .win, plies: plies)
    case 0: self.init(outcome: .draw, plies: emptyCells)
    default: self.init(outcome: .loss, plies: plies)
    }
  }
}

/// The result of perfect play for one side.
public enum Outcome: String, Hashable, Sendable, Codable {
  /// The side wins whatever the other does.
  case win
  /// Neither side can force a win.
  case draw
  /// The other side wins whatever this one does.
  case loss
}

/// A move and its value for the player who makes it, its own ply counted.
public struct MoveEvaluation: Hashable, Sendable, Codable {
  /// The cell played, an index from 0.
  public let cell: Int
  /// The result of the move under perfect play.
  public let evaluation: Evaluation
}

extension Evaluation: Comparable {
  /// Whether `lhs` is worse than `rhs` for the side in question.
  public static func < (lhs: Evaluation, rhs: Evaluation) -> Bool {
    lhs.rank < rhs.rank
  }

  /// Plies beyond any game's (a value an app made or decoded) rank as the longest.
  private var rank: Int {
    let plies = min(max(plies, 0), 999)
    return switch outcome {
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
