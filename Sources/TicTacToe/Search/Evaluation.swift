// Values under perfect play, a position's and a move's, and which values the rules allow.
/// The value of a position or a move under perfect play: the outcome and the plies until
/// the game ends, ordered from the fastest loss up to the fastest win. In JSON it is
/// `{"value": "win", "plies": 3}`, the keys `ai` writes, read only when some game can end
/// so, in 1 to 16 plies.
public struct Evaluation: Hashable, Sendable {
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

/// The result of perfect play for one side. In JSON it is one word: `win`, `draw` or `loss`.
public enum Outcome: RawRepresentable, Hashable, Sendable, Codable {
  /// The side wins whatever the other does.
  case win
  /// Neither side can force a win.
  case draw
  /// The other side wins whatever this one does.
  case loss

  /// The outcome's one word, which the command line writes too.
  @inlinable package var word: StaticString {
    switch self {
    case .win: "win"
    case .draw: "draw"
    case .loss: "loss"
    }
  }

  /// `win`, `draw` or `loss`.
  public var rawValue: String { "\(word)" }

  /// Reads an outcome from its word.
  public init?(rawValue: String) {
    guard let outcome = [Self.win, .draw, .loss].first(where: { $0.rawValue == rawValue }) else {
      return nil
    }
    self = outcome
  }
}

/// A move and its value for the player who makes it, its own ply counted. In JSON it is
/// `{"cell": 3, "row": 0, "col": 2, "value": "loss", "plies": 2}`, as `ai` writes a move:
/// the cell numbered from 1, its row and column from 0.
public struct MoveEvaluation: Hashable, Sendable {
  /// The cell played, an index from 0.
  public let cell: Int
  /// The cell's row, from 0.
  public let row: Int
  /// The cell's column, from 0.
  public let column: Int
  /// The result of the move under perfect play.
  public let evaluation: Evaluation
}

extension Evaluation: Comparable {
  /// Whether `lhs` is worse than `rhs` for the side in question.
  public static func < (lhs: Evaluation, rhs: Evaluation) -> Bool {
    lhs.rank < rhs.rank
  }

  /// Plies beyond any game's (a value an app made) rank as the longest.
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

extension Evaluation {
  /// Whether some game can end so: in 1 to 64 plies. Which parities a game allows depends
  /// on its rules, which a value alone does not carry.
  var isPossible: Bool { 1...Geometry.maximumCellCount ~= plies }
}

extension Score {
  /// The score an evaluation of a position with `emptyCells` empty cells stands for: the
  /// inverse of ``Evaluation/init(_:emptyCells:)``.
  init(_ evaluation: Evaluation, emptyCells: Int) {
    let magnitude = emptyCells + 1 - evaluation.plies
    switch evaluation.outcome {
    case .win: self.init(value: magnitude)
    case .draw: self = .draw
    case .loss: self.init(value: -magnitude)
    }
  }
}

extension Evaluation: Codable {
  private enum CodingKeys: String, CodingKey {
    case outcome = "value"
    case plies
  }

  /// Reads the outcome and plies, refused unless some game can end so: in 1 to 16 plies.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let outcome = try container.decode(Outcome.self, forKey: .outcome)
    let plies = try container.decode(Int.self, forKey: .plies)
    self.init(outcome: outcome, plies: plies)
    guard isPossible else {
      throw DecodingError.dataCorruptedError(
        forKey: .plies, in: container, debugDescription: "no game ends in a \(self)")
    }
  }

  /// Writes the outcome and plies; throws for a value no game has, which could not be read.
  public func encode(to encoder: any Encoder) throws {
    guard isPossible else {
      throw TicTacToeError.unreadable(self, "no game ends in a \(self)", at: encoder.codingPath)
    }
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(outcome, forKey: .outcome)
    try container.encode(plies, forKey: .plies)
  }
}

extension MoveEvaluation: Codable {
  private enum CodingKeys: String, CodingKey {
    case cell, row
    case column = "col"
  }

  /// Reads the cell, numbered from 1, its row and column, and the value; refused when the
  /// cell lies beyond 16 or its row and column could not be its own on any board.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let number = try container.decode(Int.self, forKey: .cell)
    let row = try container.decode(Int.self, forKey: .row)
    let column = try container.decode(Int.self, forKey: .column)
    let evaluation = try Evaluation(from: decoder)
    // On a board of `columns` columns, `cell = row * columns + column` with column < columns.
    let cell = number &- 1
    let fits =
      (0..<Geometry.maximumCellCount).contains(cell) && (0..<64).contains(row)
      && (0..<64).contains(column)
      && (row == 0 ? cell == column : (cell - column) % row == 0 && (cell - column) / row > column)
    guard fits else {
      throw DecodingError.dataCorruptedError(
        forKey: .cell, in: container,
        debugDescription: "cell \(number) is not at row \(row), column \(column) on any board")
    }
    self.init(cell: cell, row: row, column: column, evaluation: evaluation)
  }

  /// Writes the cell numbered from 1, its row and column, and the value.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(cell + 1, forKey: .cell)
    try container.encode(row, forKey: .row)
    try container.encode(column, forKey: .column)
    try evaluation.encode(to: encoder)
  }
}

extension Outcome {
  /// Whether `score` wins, draws or loses for its side.
  init(_ score: Score) { self = score > .draw ? .win : score < .draw ? .loss : .draw }
}
