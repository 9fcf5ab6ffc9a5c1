/// A geometry is written as `{"rows": 3, "columns": 3, "k": 3}`; reading one checks it as
/// ``Geometry/init(rows:columns:k:)`` does.
extension Geometry: Codable {
  private enum CodingKeys: String, CodingKey {
    case rows, columns, k
  }

  /// Reads the three numbers and checks them.
  ///
  /// - Throws: `DecodingError.dataCorrupted` with the ``TicTacToeError`` as its
  ///   underlying error when the shape is not allowed.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let rows = try container.decode(Int.self, forKey: .rows)
    let columns = try container.decode(Int.self, forKey: .columns)
    let k = try container.decodeIfPresent(Int.self, forKey: .k)
    do {
      self = try Geometry(rows: rows, columns: columns, k: k)
    } catch {
      throw error.decodingError(at: decoder.codingPath)
    }
  }

  /// Writes the three numbers.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(rows, forKey: .rows)
    try container.encode(columns, forKey: .columns)
    try container.encode(k, forKey: .k)
  }
}
