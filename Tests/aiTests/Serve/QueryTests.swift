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
    ("rules=mis%C3%A8re&k=%33", ["rules", "misère", "k", "3"]),
    ("x=%FF", ["x", "\u{FFFD}"]),
    ("a=1&&b=2", ["a", "1", "b", "2"]),
  ]

  @Test(arguments: queries)
  func decodes(text: String, flat: [String]) throws {
    let parameters = try ParsedArguments.parameters(in: text)
    #expect(parameters.flatMap { [$0.name, $0.value] } == flat)
  }

  @Test(arguments: ["%", "%4", "%G0", "a=%zz", "%%41"])
  func aBadEscapeIsRefused(text: String) {
    #expect(throws: CLIError.self) { try ParsedArguments.parameters(in: text) }
  }

  /// A query is read through the options' declarations as a command line is: an alias is
  /// its option, a repetition is named as given (without dashes), `board` is BOARD.
  @Test func aQueryIsReadThroughTheDeclarations() throws {
    let options = [BoardOptions.rows, BoardOptions.columns].map(\.declaration)
    func read(_ query: String) throws(CLIError) -> ParsedArguments {
      try ParsedArguments(query: query, path: "/api/x", options: options)
    }
    let given = try read("columns=4&board=X...")
    #expect(try given.value(BoardOptions.columns) == 4)
    #expect(try given.value(BoardOptions.rows) == nil)
    #expect(given.positionals == ["X..."])
    #expect(throws: CLIError.usage("columns is given twice")) { try read("cols=4&columns=4") }
    #expect(throws: CLIError.usage("--cols takes the number of columns from 1 to 64, not 'x'")) {
      try read("cols=x").value(BoardOptions.columns)
    }
    #expect(
      throws: CLIError.usage("/api/x takes no parameter 'k' (it takes board, rows, cols, columns)")
    ) {
      try read("k=3")
    }
  }

  /// An empty move is refused as the command line refuses it.
  @Test(arguments: [
    (
      "moves=,,,",
      "move 1 of --moves ',,,' is empty: write a cell number between each two "
        + "commas, such as --moves 5,1,9"
    ),
    (
      "moves=5,,1",
      "move 2 of --moves '5,,1' is empty: write a cell number between each two "
        + "commas, such as --moves 5,1"
    ),
  ])
  func anEmptyMoveIsRefused(query: String, message: String) {
    #expect(throws: CLIError.usage(message)) { try APIRequest(.analyze, query: query) }
  }

  /// A shape given as the board is answered with the parameters that give a shape.
  @Test func aShapeAsTheBoardNamesRowsAndCols() {
    #expect(
      throws: CLIError.usage(
        "'3x4' is a shape, not a board: for the empty 3x4 board give rows=3&cols=4 and no board")
    ) {
      try APIRequest(.analyze, query: "board=3x4")
    }
  }
}
