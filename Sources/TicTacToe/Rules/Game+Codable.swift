/// A game is written as its start and its moves, `{"start": {...}, "moves": [4, 0, 8]}`,
/// and rebuilt from them when read, so a saved game resumes exactly where it was.
extension Game: Codable {
  private enum CodingKeys: String, CodingKey {
    case start, moves
  }

  /// Reads the start and replays the moves.
  ///
  /// - Throws: `DecodingError.dataCorrupted` with the ``TicTacToeError`` as its
  ///   underlying error at the first move that is not legal.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let start = try container.decode(Position.self, forKey: .start)
    let moves = try container.decode([Int].self, forKey: .moves)
    do {
      self = try Game(from: start, moves: moves)
    } catch {
      throw error.decodingError(at: decoder.codingPath + [CodingKeys.moves])
    }
  }

  /// Writes the start and the moves.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(start, forKey: .start)
    try container.encode(history, forKey: .moves)
  }
}
