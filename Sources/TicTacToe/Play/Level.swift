/// How well the engine plays.
///
/// Every level but ``random`` plays a perfect move unless it blunders; a blunder is a
/// legal move picked at random, which may still happen to be a good one. Among equally
/// perfect moves the engine picks at random, so games vary (a seeded generator makes
/// them repeatable).
public enum Level: String, CaseIterable, Sendable {
  /// Never loses: takes the fastest win and delays a loss as long as it can.
  case perfect
  /// Perfect, but one move in ten is picked at random.
  case strong
  /// Perfect, but two moves in five are picked at random.
  case casual
  /// Any legal move.
  case random

  /// The chance that a move is picked at random instead of perfectly.
  public var blunderRate: Double {
    switch self {
    case .perfect: 0
    case .strong: 0.1
    case .casual: 0.4
    case .random: 1
    }
  }

  /// One line for `--help`.
  public var summary: String {
    switch self {
    case .perfect: "never loses: takes the fastest win, delays a loss (the default)"
    case .strong: "perfect, but one move in ten is random"
    case .casual: "perfect, but two moves in five are random"
    case .random: "any legal move"
    }
  }

  /// Picks a move for the side to move in `position`.
  ///
  /// - Precondition: The game is not over, and `searcher` has the position's geometry.
  public func move(
    in position: Position, searcher: inout Searcher,
    using generator: inout some RandomNumberGenerator
  ) -> Int {
    let moves = Array(position.legalMoves)
    precondition(!moves.isEmpty, "the game is over")
    if blunderRate > 0, Double.random(in: 0..<1, using: &generator) < blunderRate {
      return moves.randomElement(using: &generator)!
    }
    return searcher.bestMoves(position).cells.randomElement(using: &generator)!
  }
}
