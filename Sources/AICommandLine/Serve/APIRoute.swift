import TicTacToe

/// One route of the JSON API: its path, its query parameters and its answer.
///
/// The parameters are the command line's own option declarations (`rows` is `--rows`,
/// `level` is `--level`), read by the command line's own parser, so a value is read, and
/// refused with the same message, exactly as `ai` reads it. `board` is the command's
/// BOARD argument; left out, it is the empty board of the shape.
struct APIRoute: Sendable {
  /// The path: `/api/analyze`.
  let path: String
  /// The declaration whose options are the parameters besides `board`.
  let command: CommandDeclaration
  /// The answer's JSON text, from the arguments read.
  let answer: @Sendable (APIArguments, inout WarmSearchers) throws(CLIError) -> String

  /// The route for `path` taking `options`, answering with `answer`.
  init(
    _ path: String, options: [any OptionDeclaring],
    answer: @escaping @Sendable (APIArguments, inout WarmSearchers) throws(CLIError) -> String
  ) {
    self.path = path
    command = CommandDeclaration(
      name: path, abstract: "", options: options, discussion: []
    ) { _ throws(CLIError) in
      throw .usage("\(path) is answered by ai serve, not run as a command")
    }
    self.answer = answer
  }

  /// The names of the query parameters, `board` first.
  var parameterNames: [String] { ["board"] + command.options.flatMap(\.names) }

  /// The answer to `query`: 200 with the JSON, or 400 with `{"error": ...}` carrying the
  /// message the command line gives for the same mistake.
  func respond(to query: Query, searchers: inout WarmSearchers) -> HTTPResponse {
    do throws(CLIError) {
      let arguments = try APIArguments(query, for: self)
      let text = try answer(arguments, &searchers)
      return HTTPResponse(status: .ok, contentType: HTTPResponse.json, body: Array(text.utf8))
    } catch {
      return .error(.badRequest, error.message)
    }
  }
}

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
