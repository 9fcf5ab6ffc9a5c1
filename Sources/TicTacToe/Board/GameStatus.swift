// Where a game stands (on, won or drawn), and its one word in JSON.
/// Where a game stands. In JSON it is one word: `ongoing`, `x-won`, `o-won` or `draw`.
public enum GameStatus: Hashable, Sendable {
  /// Neither player has a line and an empty cell remains.
  case ongoing
  /// `Player` has a line.
  case won(Player)
  /// The board is full and nobody has a line.
  case draw

  /// Whether the game has ended.
  public var isOver: Bool { self != .ongoing }

  /// The player who won, if any.
  public var winner: Player? {
    if case .won(let player) = self { player } else { nil }
  }
}

extension GameStatus: Codable {
  private static let words: [(GameStatus, String)] = [
    (.ongoing, "ongoing"), (.won(.x), "x-won"), (.won(.o), "o-won"), (.draw, "draw"),
  ]

  /// Reads a status from its word.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let word = try container.decode(String.self)
    guard let status = Self.words.first(where: { $0.1 == word })?.0 else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "\(word) is not ongoing, x-won, o-won or draw")
    }
    self = status
  }

  /// Writes the status's word.
  public func encode(to encoder: any Encoder) throws {
    try Self.words.first { $0.0 == self }!.1.encode(to: encoder)
  }
}
