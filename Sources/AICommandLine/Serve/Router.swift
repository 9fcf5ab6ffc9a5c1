// The page and the API's routes: what `ai serve` answers to each request.
import TicTacToe

/// `page.html` (built in, loading nothing else) at `/`, the API under `/api/`, and a refusal
/// with the reason for anything else.
@_spi(Fuzzing) public struct Router: Sendable {
  let hosts: AllowedHosts

  /// A router that serves the names `hosts` allows.
  public init(hosts: AllowedHosts) { self.hosts = hosts }

  enum Route {
    case answer(HTTPResponse)
    case search(APIRequest)
  }

  /// An API question goes to a search; anything else, or 400 with the command line's
  /// message for a bad query, is answered at once.
  func route(_ request: RequestParser.Request) -> Route {
    guard request.method == "GET" || request.method == "HEAD" else {
      return .answer(
        .refusal(
          .methodNotAllowed, "\(request.method.quotedValue) is not served: only GET and HEAD are"))
    }
    guard !request.hasBody else {
      return .answer(.refusal(.badRequest, "a GET or HEAD request carries no body here"))
    }
    guard !request.isHTTP11 || request.hostCount == 1 else {
      return .answer(
        .refusal(.badRequest, "an HTTP/1.1 request needs exactly one Host header field"))
    }
    if let refusal = hosts.refusal(of: request) { return .answer(.refusal(.forbidden, refusal)) }
    if request.path == "/" {
      return .answer(
        HTTPResponse(
          status: .ok, contentType: "text/html; charset=utf-8", body: PackageResources.page_html))
    }
    guard let route = APIRequest.Route(rawValue: request.path) else {
      return .answer(
        .error(
          .notFound,
          "no such path: \(request.path.quotedValue): the page is /, the API "
            + APIRequest.Route.allCases.map(\.rawValue).joined(separator: ", ")))
    }
    do throws(CLIError) {
      let question = try APIRequest(route, query: request.query)
      guard route == .health else { return .search(question) }
      var body = ByteBuffer(capacity: 64)
      body.append("{")
      body.append(key: "status", word: "ok")
      body.append(key: "version", string: Help.version)
      body.append("}\n")
      return .answer(HTTPResponse(status: .ok, body: body.withUnsafeBytes { Array($0) }))
    } catch { return .answer(.error(.badRequest, error.message)) }
  }
}

/// A request of the JSON API, its query read through the command line's option
/// declarations (`rows` is `--rows`), so a value is read and refused as `ai` does; `board`
/// is BOARD (left out, the empty board).
struct APIRequest: Sendable {
  enum Route: String, CaseIterable, Sendable {
    case analyze = "/api/analyze"
    case move = "/api/move"
    case health = "/api/health"

    /// Its parameters besides `board`.
    var options: [any OptionDeclaring] {
      switch self {
      case .analyze: BoardOptions.shape + [BoardOptions.moves]
      case .move:
        BoardOptions.shape + [
          BoardOptions.moves, PlayCommand.levelOption, CommonOptions.seed, PlayCommand.think,
        ]
      case .health: []
      }
    }
  }

  let route: Route
  /// For a move, one with a move to play.
  let position: Position
  let level: Level
  let seed: UInt64
  /// The perfect level's seconds for the move (`think=`, as `ai play --think`).
  let think: Int

  /// Reads `query`, still encoded; throws the command line's message for a mistake.
  init(_ route: Route, query: String) throws(CLIError) {
    let arguments = try ParsedArguments(
      query: query, path: route.rawValue, options: route.options.map(\.declaration))
    let board = try BoardOptions(arguments)
    self.route = route
    position = try board.position(from: arguments.positionals.first, toPlay: route == .move)
    level = try arguments.value(PlayCommand.levelOption) ?? .perfect
    seed = try arguments.value(CommonOptions.seed) ?? UInt64.random(in: .min ... .max)
    think = try arguments.value(PlayCommand.think) ?? PlaySession.defaultThink
  }

  /// Appends the answer's JSON to `out`, searching with `searcher` (of the position's
  /// shape), a move within ``think`` seconds or `most`, the fewer; not for
  /// ``Route/health``.
  func answer(searcher: inout Searcher, into out: inout ByteBuffer, within most: Duration)
    throws(TicTacToeError)
  {
    guard route == .move else { return try searcher.analyze(position).writeJSON(to: &out) }
    // As in `ai play`: the seed and the position decide, however the game came there (and
    // for a move not proven within think=, how far the search got).
    var generator = SeededGenerator(seed: seed, at: position)
    // A look-ahead that sees to the end picks the perfect level's move (LevelTests).
    let searched =
      if case .lookAhead(let plies) = level, plies >= position.emptyCells.count {
        Level.perfect
      } else { level }
    // A look-ahead that sees to the end has the request's whole time, as it asked for no
    // budget, and says nothing of proof.
    let budget = searched == level ? min(.seconds(think), most) : most
    let (cell, horizon) = try searched.chooseMove(
      in: position, searcher: &searcher, using: &generator, within: budget)!
    let after = try! position.playing(cell)
    out.append("{")
    out.appendJSON(board: position, withShape: true)
    out.append(key: "toMove", word: position.toMove?.letter)
    let (row, column) = position.geometry.coordinates(of: cell)
    out.append(key: "level", string: level.name)
    out.append(key: "seed", value: seed)
    out.append(key: "move", value: cell + 1)
    // A proven move is perfect; an unproven one is the deepest finished search's.
    if level == .perfect {
      out.append(key: "proven", bool: horizon == nil)
      if let horizon { out.append(key: "horizon", value: horizon) }
    }
    out.append(key: "row", value: row)
    out.append(key: "col", value: column)
    if position.geometry.namesMovesByColumn { out.append(key: "column", value: column + 1) }
    out.append(key: "after")
    out.append("{")
    out.appendJSON(board: after, withShape: false)
    out.append(key: "toMove", word: after.toMove?.letter)
    out.append(key: "status", word: after.status.word)
    out.append("}}\n")
  }
}
