/// The HTTP status codes `ai serve` answers with, as the status line writes them.
enum HTTPStatus: String, Sendable, Equatable {
  /// 200: the page or the API's answer.
  case ok = "200 OK"
  /// 400: a request that is not HTTP, or an API request with a bad value.
  case badRequest = "400 Bad Request"
  /// 404: no such path.
  case notFound = "404 Not Found"
  /// 405: a method other than GET and HEAD.
  case methodNotAllowed = "405 Method Not Allowed"
  /// 408: the request did not arrive in time.
  case requestTimeout = "408 Request Timeout"
  /// 414: the request line is longer than the server reads.
  case uriTooLong = "414 URI Too Long"
  /// 431: the request head is longer than the server reads.
  case headerFieldsTooLarge = "431 Request Header Fields Too Large"
  /// 503: every connection the server allows is taken.
  case serviceUnavailable = "503 Service Unavailable"
  /// 505: a version of HTTP other than 1.0 and 1.1.
  case httpVersionNotSupported = "505 HTTP Version Not Supported"
}
