import Testing

@testable import AICommandLine

/// The decoding of a request's query.
@Suite struct QueryTests {
  /// Queries and the parameters they hold.
  static let queries: [(String, [String])] = [
    ("", []),
    ("board=X........", ["board", "X........"]),
    ("board=XO.%2F.X.%2F...&k=3", ["board", "XO./.X./...", "k", "3"]),
    ("board=X.O+k%3D2", ["board", "X.O k=2"]),
    ("a&b=&=c", ["a", "", "b", "", "", "c"]),
    ("x=%C3%A9%e2%82%ac", ["x", "é€"]),
    ("x=%FF", ["x", "\u{FFFD}"]),
    ("a=1&&b=2", ["a", "1", "b", "2"]),
  ]

  @Test(arguments: queries)
  func decodes(text: String, flat: [String]) throws {
    let parameters = try APIRequest.parameters(in: text)
    #expect(parameters.flatMap { [$0.name, $0.value] } == flat)
  }

  @Test(arguments: ["%", "%4", "%G0", "a=%zz", "%%41"])
  func aBadEscapeIsRefused(text: String) {
    #expect(throws: CLIError.self) { try APIRequest.parameters(in: text) }
  }
}
