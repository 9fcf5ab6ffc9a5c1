/// The value of a position or a move under perfect play: the outcome and the number of
/// plies until the game ends, the winner taking the fastest win and the loser the slowest
/// loss. They order from the fastest loss up to the fastest win.
public struct Evaluation: Hashable, Sendable, Codable {
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

  /// A number that grows with the evaluation's worth.
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
