import TicTacToe

/// A request of the JSON API, its query read through the command line's own option
/// declarations (`rows` is `--rows`), so that a value is read, and refused with the same
/// message, exactly as `ai` reads it. `board` is BOARD; left out, the empty board.
struct APIRequest: Sendable {
  /// A route of the API, by its path.
  enum Route: String, CaseIterable, Sendable {
    /// The object `ai analyze --json` prints for the same board and options.
    case analyze = "/api/analyze"
    /// The move a level picks, as `ai play --level` does with the same seed.
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

  let route: Route
  /// The `board` parameter, if given.
  let board: String?
  /// The other parameters' values, by their option's main name.
  private let values: [String: String]

  /// Reads `query`, still encoded, for `route`; a bad escape, a parameter the route does
  /// not take, or one given twice is a ``CLIError/usage(_:)``.
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
    (self.route, self.board) = (route, values.removeValue(forKey: "board"))
    self.values = values
  }

  /// The value of `option`, read into its type (or refused as `ai` refuses it), or nil
  /// when it was not given.
  func value<Value>(_ option: Option<Value>) throws(CLIError) -> Value? {
    try values[option.declaration.name].map { text throws(CLIError) in try option.parse(text) }
  }

  /// Appends the answer's JSON (its keys as `ai serve --help` lists them) to `out`,
  /// searching with the warm searchers of `searchers`; not for ``Route/health``.
  ///
  /// - Throws: ``CLIError`` with the command line's message for a bad board, shape, move,
  ///   level or seed, or ``CLIError/resources(_:)`` when the shape's table will not fit or
  ///   the search is too long.
  func answer(searchers: Workers, into out: inout ByteBuffer) throws(CLIError) {
    let options = try BoardOptions(
      rows: value(BoardOptions.rows), columns: value(BoardOptions.columns),
      k: value(BoardOptions.k), moves: value(BoardOptions.moves))
    guard route == .move else {
      let position = try options.position(from: board)
      let analysis = try searchers.withSearcher(for: position.geometry) {
        searcher throws(TicTacToeError) in try searcher.analyze(position)
      }
      return analysis.writeJSON(to: &out)
    }
    let position = try options.gameStart(from: board)
    let level = try value(PlayCommand.levelOption) ?? .perfect
    let seed = try value(Seed.option) ?? UInt64.random(in: .min ... .max)
    var generator = SeededGenerator(seed: seed)
    // A look-ahead that sees to the end picks the perfect level's move for the same seed
    // (LevelTests): it is asked of the warm table, not searched again without one.
    let searched =
      if case .lookAhead(let plies) = level, plies >= position.emptyCells.count {
        Level.perfect
      } else { level }
    // gameStart checked that the game goes on, so there is a move.
    let cell = try searchers.withSearcher(for: position.geometry) {
      searcher throws(TicTacToeError) in
      try searched.chooseMove(in: position, searcher: &searcher, using: &generator)!
    }
    let after = try! position.playing(cell)
    out.append("{")
    out.appendJSON(board: position, withShape: true)
    out.appendJSON(toMove: position.toMove)
    let (row, column) = (position.geometry.row(of: cell), position.geometry.column(of: cell))
    out.append(
      string: ", \"level\": \"\(level.name)\", \"seed\": \(seed), \"move\": \(cell + 1), "
        + "\"row\": \(row), \"col\": \(column), \"after\": {")
    out.appendJSON(board: after, withShape: false)
    out.appendJSON(toMove: after.toMove)
    out.appendJSON(status: after.status)
    out.append("}}\n")
  }

  /// The `name=value` parameters of `query` in the order given (a name without `=` has
  /// an empty value), decoded as browsers encode forms (bytes not UTF-8 become U+FFFD); a
  /// `%` not followed by two hexadecimal digits is a ``CLIError/usage(_:)``.
  static func parameters(in query: String) throws(CLIError) -> [(name: String, value: String)] {
    try query.utf8.split(separator: UInt8(ascii: "&")).map { pair throws(CLIError) in
      let name = pair.prefix { $0 != UInt8(ascii: "=") }
      return (try decode(name), try decode(pair.dropFirst(name.count + 1)))
    }
  }

  /// `text` with its escapes decoded.
  private static func decode(_ text: Substring.UTF8View) throws(CLIError) -> String {
    let hex = { (byte: UInt8?) in byte.flatMap { UInt8(String(UnicodeScalar($0)), radix: 16) } }
    var (bytes, text) = ([UInt8](), text)
    while let byte = text.popFirst() {
      switch byte {
      case UInt8(ascii: "+"): bytes.append(UInt8(ascii: " "))
      case UInt8(ascii: "%"):
        guard let high = hex(text.popFirst()), let low = hex(text.popFirst()) else {
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
}
