import TicTacToe

/// The query of an API request read as the command line's arguments.
struct APIArguments {
  /// The parameters other than `board`, read as options.
  let parsed: ParsedArguments
  /// The `board` parameter, if given.
  let board: String?

  /// Reads `query` for `route`.
  ///
  /// - Throws: ``CLIError/usage(_:)`` for a parameter the route does not take or one
  ///   given twice, and the option's own error for a value it cannot read.
  init(_ query: Query, for route: APIRoute) throws(CLIError) {
    let names = route.parameterNames
    var seen: Set<String> = []
    var arguments: [String] = []
    var board: String?
    for (name, value) in query.parameters {
      guard names.contains(name) else {
        throw .usage(
          "\(route.path) takes no parameter \(name.quotedValue)"
            + Suggestion.didYouMean(name, among: names)
            + " (it takes \(names.joined(separator: ", ")))")
      }
      let main = route.command.options.first { $0.names.contains(name) }?.name ?? name
      guard seen.insert(main).inserted else { throw .usage("\(name) is given twice") }
      if name == "board" { board = value } else { arguments.append("--\(name)=\(value)") }
    }
    parsed = try ParsedArguments(arguments, for: route.command)
    self.board = board
  }

  /// The position the arguments give: `board` (or the empty board of the shape) with
  /// `moves` played, read as `ai analyze` reads its board and options.
  ///
  /// - Throws: ``CLIError`` with the command line's message for a bad board, shape or
  ///   move.
  func position() throws(CLIError) -> Position {
    try BoardOptions(parsed).position(from: board)
  }
}
