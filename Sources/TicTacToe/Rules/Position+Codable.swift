/// A position is written as its geometry and its board in the notation:
/// `{"geometry": {"rows": 3, "columns": 3, "k": 3}, "board": "X.O/.X./..O"}`. Reading
/// one checks that a game reaches it.
extension Position: Codable {
  private enum CodingKeys: String, CodingKey {
    case geometry, board
  }

  /// Reads the geometry and the board, and checks them.
  ///
  /// - Throws: `DecodingError.dataCorrupted` with the ``TicTacToeError`` as its
  ///   underlying error when the board is not one of the geometry's, or no game reaches it.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let geometry = try container.decode(Geometry.self, forKey: .geometry)
    let board = try container.decode(String.self, forKey: .board)
    do {
      self = try Position(
        notation: board, rows: geometry.rows, columns: geometry.columns, k: geometry.k,
        reusing: [geometry])
    } catch {
      throw error.decodingError(at: decoder.codingPath + [CodingKeys.board])
    }
  }

  /// Writes the geometry and the board.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(geometry, forKey: .geometry)
    try container.encode(boardNotation, forKey: .board)
  }
}
