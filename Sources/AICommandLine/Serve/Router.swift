import TicTacToe

/// What `ai serve` answers to a request: the page at `/`, the API under `/api/`, and a
/// refusal with the reason for anything else.
struct Router {
  /// The most bytes of searchers kept: three 16-cell ones. A searcher's table takes
  /// 3^cells bytes (43 MB for 16 cells), so without a bound a client asking about every
  /// shape and k could make the server hold gigabytes.
  static let budget = 3 * Searcher.memoryNeeded(for: try! Geometry(rows: 4, columns: 4))

  /// The searchers the API's answers use, kept warm between requests (their tables hold
  /// facts about positions, true for every later request).
  var searchers = SearcherPool(budget: budget)

  /// The paths served, for the message of a 404.
  static let paths = ["/"] + APIRoute.all.map(\.path)

  /// The answer to `request`.
  mutating func respond(to request: HTTPRequest) -> HTTPResponse {
    guard request.method == "GET" || request.method == "HEAD" else {
      return .refusal(
        HTTPFailure(
          status: .methodNotAllowed,
          message: "\(request.method.quotedValue) is not served: only GET and HEAD are"))
    }
    guard !request.hasBody else {
      return .refusal(
        HTTPFailure(status: .badRequest, message: "a GET or HEAD request carries no body here"))
    }
    guard !request.isHTTP11 || request.hostCount == 1 else {
      return .refusal(
        HTTPFailure(
          status: .badRequest, message: "an HTTP/1.1 request needs exactly one Host header field")
      )
    }
    if request.path == "/" {
      return HTTPResponse(status: .ok, contentType: HTTPResponse.html, body: Page.bytes)
    }
    guard let route = APIRoute.all.first(where: { $0.path == request.path }) else {
      return .error(
        .notFound,
        "no such path: \(request.path.quotedValue): the page is /, the API "
          + APIRoute.all.map(\.path).joined(separator: ", "))
    }
    do throws(HTTPFailure) {
      return route.respond(to: try Query(request.query), searchers: &searchers)
    } catch {
      return .error(error.status, error.message)
    }
  }
}
