import TicTacToe

/// One route of the JSON API: its path, its query parameters and its answer.
///
/// The parameters are the command line's own option declarations (`rows` is `--rows`,
/// `level` is `--level`), each value read by its option's own parser (``APIArguments``),
/// so a value is read, and refused with the same message, exactly as `ai` reads it.
/// `board` is the commands' BOARD argument; left out, it is the empty board of the shape.
struct APIRoute: Sendable {
  /// The path: `/api/analyze`.
  let path: String
  /// The options that are the parameters besides `board`.
  let options: [OptionDeclaration]
  /// Appends the answer's JSON to the buffer, from the arguments read.
  let answer:
    @Sendable (APIArguments, inout SearcherPool, inout ByteBuffer) throws(CLIError) -> Void

  /// The route for `path` taking `options`, answering with `answer`.
  init(
    _ path: String, options: [any OptionDeclaring],
    answer:
      @escaping @Sendable (APIArguments, inout SearcherPool, inout ByteBuffer) throws(CLIError) ->
      Void
  ) {
    self.path = path
    self.options = options.map(\.declaration)
    self.answer = answer
  }

  /// The names of the query parameters, `board` first.
  var parameterNames: [String] { ["board"] + options.flatMap(\.names) }

  /// The answer to `query`: 200 with the JSON, or 400 with `{"error": ...}` carrying the
  /// message the command line gives for the same mistake (503 when the shape's table will
  /// not fit in the memory the server may take).
  func respond(to query: Query, searchers: inout SearcherPool) -> HTTPResponse {
    do throws(CLIError) {
      let arguments = try APIArguments(query, for: self)
      var out = ByteBuffer(capacity: 1024)
      try answer(arguments, &searchers, &out)
      let body = out.withUnsafeBytes { Array($0) }
      return HTTPResponse(status: .ok, contentType: HTTPResponse.json, body: body)
    } catch {
      if case .resources = error { return .error(.serviceUnavailable, error.message) }
      return .error(.badRequest, error.message)
    }
  }
}
