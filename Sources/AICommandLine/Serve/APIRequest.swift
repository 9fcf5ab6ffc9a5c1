import TicTacToe

/// A request of the JSON API, its query read through the command line's own option
/// declarations (`rows` is `--rows`), so that a value is read, and refused with the same
/// message, exactly as `ai` reads it. `board` is BOARD; left out, the empty board.
struct APIRequest: Sendable {
  /// A route of the API, by its path.
  enum Route: String, CaseIterable, Sendable {
    /// The object `ai analyze --json` prints for the same board and options.
    case analyze = "/api/analyze"
    /// The move a level picks for the side to move, as `ai play --level` does with the
    /// same seed.
    case move = "/api/move"
    /// That the server answers, and its version.
    case health = "/api/health"

    /// The options that are its parameters besides `board`.
    var options: [any OptionDeclaring] {
      switch self {
      case .analyze: BoardOptions.shape + [BoardOptions.moves]
      case .move: BoardOptions.shape + [BoardOptions.moves, PlayCommand.levelOption, Seed.option]
      case .health: []
      }
    }
  }

  /// The route asked.
  let route: Route
  /// The `board` parameter, if given.
  let board: String?
  /// The values of the other parameters, by their option's main name.
  private let values: [String: String]

  /// Reads `query`, still encoded, for `route`.
  ///
  /// - Throws: ``CLIError/usage(_:)`` for a bad escape, a parameter the route does not
  ///   take, or one given twice.
  init(_ route: Route, query: String) throws(CLIError) {
    let options = route.options.map(\.declaration)
    let names = ["board"] + options.flatMap(\.names)
    var values: [String: String] = [:]
    for (name, value) in try Self.parameters(in: query) {
      guard names.contains(name) else {
        throw .usage(
          "\(route.rawValue) takes no parameter \(name.quotedValue)"
            + Suggestion.didYouMean(name, among: names)
            + " (it takes \(names.joined(separator: ", ")))")
      }
      let main = options.first { $0.names.contains(name) }?.name ?? name
      guard values[main] == nil else { throw .usage("\(name) is given twice") }
      values[main] = value
    }
    self.route = route
    self.board = values.removeValue(forKey: "board")
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
  func boardOptions() throws(CLIError) -> BoardOptions {
    try BoardOptions(
      rows: value(BoardOptions.rows), columns: value(BoardOptions.columns),
      k: value(BoardOptions.k), moves: value(BoardOptions.moves))
  }

  /// The `name=value` parameters of `query` in the order given (a name without `=` has
  /// an empty value), decoded as browsers encode forms; bytes not UTF-8 become U+FFFD.
  ///
  /// - Throws: ``CLIError/usage(_:)`` for a `%` not followed by two hexadecimal digits.
  static func parameters(in query: String) throws(CLIError) -> [(name: String, value: String)] {
    var parameters: [(String, String)] = []
    for pair in query.utf8.split(separator: UInt8(ascii: "&")) {
      let name = pair.prefix { $0 != UInt8(ascii: "=") }
      parameters.append((try decode(name), try decode(pair.dropFirst(name.count + 1))))
    }
    return parameters
  }

  /// `text` with its escapes decoded.
  private static func decode(_ text: Substring.UTF8View) throws(CLIError) -> String {
    var bytes: [UInt8] = []
    var text = text
    while let byte = text.popFirst() {
      switch byte {
      case UInt8(ascii: "+"): bytes.append(UInt8(ascii: " "))
      case UInt8(ascii: "%"):
        guard let high = text.popFirst().flatMap(hexValue),
          let low = text.popFirst().flatMap(hexValue)
        else {
          throw .usage(
            "the query has a % that is not followed by two hexadecimal digits: write %25 "
              + "for a % itself")
        }
        bytes.append(high << 4 | low)
      default: bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The value of a hexadecimal digit, if `byte` is one.
  private static func hexValue(_ byte: UInt8) -> UInt8? {
    UInt8(String(UnicodeScalar(byte)), radix: 16)
  }
}
