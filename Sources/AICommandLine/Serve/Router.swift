import TicTacToe

/// What `ai serve` answers to a request: the page at `/`, the API under `/api/`, and a
/// refusal with the reason for anything else. The loop routes; a search goes to the
/// ``Workers``.
enum Router {
  /// The most bytes of searchers kept: three 16-cell ones (43 MB each), so that a client
  /// asking about every shape cannot make the server hold gigabytes.
  static let budget = 3 * Searcher.memoryNeeded(for: try! Geometry(rows: 4, columns: 4))

  /// What becomes of a request: an answer now, or a search for the workers.
  enum Route {
    case answer(HTTPResponse)
    case search(APIRequest)
  }

  /// The route of `request`: 400 with the message the command line gives for the same
  /// mistake in the query, or any refusal, at once; an API question with a search.
  static func route(_ request: RequestParser.Request) -> Route {
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
    if request.path == "/" {
      return .answer(
        HTTPResponse(status: .ok, contentType: "text/html; charset=utf-8", body: Page.bytes))
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
      var out = ByteBuffer(capacity: 64)
      out.append("{\"status\": \"ok\"")
      out.append(key: "version", string: Help.version)
      out.append("}\n")
      return .answer(HTTPResponse(status: .ok, body: out.withUnsafeBytes { Array($0) }))
    } catch {
      return .answer(.error(.badRequest, error.message))
    }
  }

  /// The answer to `question`, searched with the workers' searchers: 200 with the JSON, or
  /// 400 with the message the command line gives for the same mistake (503 when the
  /// shape's table will not fit or the search is too long).
  static func answer(_ question: APIRequest, searchers: Workers) -> HTTPResponse {
    do throws(CLIError) {
      var out = ByteBuffer(capacity: 1024)
      try question.answer(searchers: searchers, into: &out)
      return HTTPResponse(status: .ok, body: out.withUnsafeBytes { Array($0) })
    } catch {
      let status: HTTPStatus =
        if case .resources = error { .serviceUnavailable } else { .badRequest }
      return .error(status, error.message)
    }
  }
}
