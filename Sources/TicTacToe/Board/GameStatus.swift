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
  private static let all: [GameStatus] = [.ongoing, .won(.x), .won(.o), .draw]

  /// The status's one word, which the command line writes too.
  @inlinable package var word: StaticString {
    switch self {
    case .ongoing: "ongoing"
    case .won(.x): "x-won"
    case .won(.o): "o-won"
    case .draw: "draw"
    }
  }

  /// Reads a status from its word.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let word = try container.decode(String.self)
    let words = Self.all.map { "\($0.word)" }
    guard let index = words.firstIndex(of: word) else {
      let list = words.dropLast().joined(separator: ", ") + " or " + words.last!
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "\(word) is not \(list)")
    }
    self = Self.all[index]
  }

  /// Writes the status's word.
  public func encode(to encoder: any Encoder) throws { try "\(word)".encode(to: encoder) }
}
