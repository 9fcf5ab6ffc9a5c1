import TicTacToe

/// What `ai serve` answers to a request: the page at `/`, the API under `/api/`, and a
/// refusal with the reason for anything else.
struct Router {
  /// The most bytes of searchers kept: three 16-cell ones (43 MB each), so that a client
  /// asking about every shape cannot make the server hold gigabytes.
  static let budget = 3 * Searcher.memoryNeeded(for: try! Geometry(rows: 4, columns: 4))

  /// The searchers the API's answers use, kept warm between requests.
  var searchers = SearcherPool(budget: budget)

  /// The answer to `request`: for the API, 200 with the JSON, or 400 with the message the
  /// command line gives for the same mistake (503 when the shape's table will not fit).
  mutating func respond(to request: RequestParser.Request) -> HTTPResponse {
    guard request.method == "GET" || request.method == "HEAD" else {
      return .refusal(
        .methodNotAllowed, "\(request.method.quotedValue) is not served: only GET and HEAD are")
    }
    guard !request.hasBody else {
      return .refusal(.badRequest, "a GET or HEAD request carries no body here")
    }
    guard !request.isHTTP11 || request.hostCount == 1 else {
      return .refusal(.badRequest, "an HTTP/1.1 request needs exactly one Host header field")
    }
    if request.path == "/" {
      return HTTPResponse(status: .ok, contentType: "text/html; charset=utf-8", body: Page.bytes)
    }
    guard let route = APIRequest.Route(rawValue: request.path) else {
      return .error(
        .notFound,
        "no such path: \(request.path.quotedValue): the page is /, the API "
          + APIRequest.Route.allCases.map(\.rawValue).joined(separator: ", "))
    }
    do throws(CLIError) {
      var out = ByteBuffer(capacity: 1024)
      try APIRequest(route, query: request.query).answer(using: &searchers, into: &out)
      return HTTPResponse(status: .ok, body: out.withUnsafeBytes { Array($0) })
    } catch {
      let status: HTTPStatus =
        if case .resources = error { .serviceUnavailable } else { .badRequest }
      return .error(status, error.message)
    }
  }
}
