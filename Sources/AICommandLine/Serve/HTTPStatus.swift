/// The HTTP status codes `ai serve` answers with, and their reason phrases.
enum HTTPStatus: Int, Sendable, Equatable {
  /// 200: the page or the API's answer.
  case ok = 200
  /// 400: a request that is not HTTP, or an API request with a bad value.
  case badRequest = 400
  /// 404: no such path.
  case notFound = 404
  /// 405: a method other than GET and HEAD.
  case methodNotAllowed = 405
  /// 408: the request did not arrive in time.
  case requestTimeout = 408
  /// 414: the request line is longer than the server reads.
  case uriTooLong = 414
  /// 431: the request head is longer than the server reads.
  case headerFieldsTooLarge = 431
  /// 503: every connection the server allows is taken.
  case serviceUnavailable = 503
  /// 505: a version of HTTP other than 1.0 and 1.1.
  case httpVersionNotSupported = 505

  /// The reason phrase of the status line: `Not Found`.
  var reason: String {
    switch self {
    case .ok: "OK"
    case .badRequest: "Bad Request"
    case .notFound: "Not Found"
    case .methodNotAllowed: "Method Not Allowed"
    case .requestTimeout: "Request Timeout"
    case .uriTooLong: "URI Too Long"
    case .headerFieldsTooLarge: "Request Header Fields Too Large"
    case .serviceUnavailable: "Service Unavailable"
    case .httpVersionNotSupported: "HTTP Version Not Supported"
    }
  }
}
