import TicTacToe

/// The query of an API request, read through the command line's own option
/// declarations: each parameter's value is read by its option's parser, so it is read,
/// and refused with the same message, exactly as `ai` reads it.
struct APIArguments {
  /// The `board` parameter, if given.
  let board: String?
  /// The values of the other parameters, by their option's main name.
  private let values: [String: String]

  /// Reads `query` for `route`.
  ///
  /// - Throws: ``CLIError/usage(_:)`` for a parameter the route does not take or one
  ///   given twice.
  init(_ query: Query, for route: APIRoute) throws(CLIError) {
    let names = route.parameterNames
    var values: [String: String] = [:]
    var board: String?
    for (name, value) in query.parameters {
      guard names.contains(name) else {
        throw .usage(
          "\(route.path) takes no parameter \(name.quotedValue)"
            + Suggestion.didYouMean(name, among: names)
            + " (it takes \(names.joined(separator: ", ")))")
      }
      let main = route.options.first { $0.names.contains(name) }?.name ?? name
      guard main == "board" ? board == nil : values[main] == nil else {
        throw .usage("\(name) is given twice")
      }
      if main == "board" { board = value } else { values[main] = value }
    }
    self.board = board
    self.values = values
  }

  /// The value of `option`, read into its type, or nil when it was not given.
  ///
  /// - Throws: The option's own ``CLIError/usage(_:)`` for a value it cannot read.
  func value<Value>(_ option: Option<Value>) throws(CLIError) -> Value? {
    guard let text = values[option.declaration.name] else { return nil }
    return try option.parse(text)
  }

  /// The shape and moves given, read and checked as the command line reads them.
  ///
  /// - Throws: ``CLIError/usage(_:)`` for a value out of range or a shape over 16 cells.
  func boardOptions() throws(CLIError) -> BoardOptions {
    try BoardOptions(
      rows: value(BoardOptions.rows), columns: value(BoardOptions.columns),
      k: value(BoardOptions.k), moves: value(BoardOptions.moves))
  }

  /// The position the arguments give: `board` (or the empty board of the shape) with
  /// `moves` played, read as `ai analyze` reads its board and options.
  ///
  /// - Throws: ``CLIError`` with the command line's message for a bad board, shape or
  ///   move.
  func position() throws(CLIError) -> Position {
    try boardOptions().position(from: board)
  }
}
