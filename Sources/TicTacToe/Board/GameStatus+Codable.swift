/// A status is written as its ``GameStatus/name``: `ongoing`, `x-won`, `o-won` or `draw`.
extension GameStatus: Codable {
  /// Reads a status from its name.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let name = try container.decode(String.self)
    let statuses: [GameStatus] = [.ongoing, .won(.x), .won(.o), .draw]
    guard let status = statuses.first(where: { $0.name == name }) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "\(name) is not ongoing, x-won, o-won or draw")
    }
    self = status
  }

  /// Writes the status's name.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(name)
  }
}
