/// An answer of `ai serve`: a status, a body and its type. The head is written by
/// ``bytes(forHead:keepAlive:date:)``, always with `Content-Length` and the same
/// security header fields.
struct HTTPResponse: Sendable, Equatable {
  /// The status.
  var status: HTTPStatus
  /// The media type of the body: `application/json`.
  var contentType: String
  /// The body.
  var body: [UInt8]
  /// Whether the connection closes after this answer, whatever the client asked.
  var closes = false

  /// The media type of the API's answers.
  static let json = "application/json"
  /// The media type of the page.
  static let html = "text/html; charset=utf-8"

  /// The header fields every answer carries: the page and its script are the server's
  /// own and load nothing from anywhere, so the browser is told to allow nothing else.
  static let securityFields = [
    (
      "Content-Security-Policy",
      "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; "
        + "connect-src 'self'; img-src data:; base-uri 'none'; form-action 'none'; "
        + "frame-ancestors 'none'"
    ),
    ("X-Content-Type-Options", "nosniff"),
    ("Referrer-Policy", "no-referrer"),
    ("Cache-Control", "no-store"),
  ]

  /// A JSON answer `{"error": message}` with `status`.
  static func error(_ status: HTTPStatus, _ message: String, closes: Bool = false) -> Self {
    HTTPResponse(
      status: status, contentType: json,
      body: Array((JSONValue.object([("error", .string(message))]).text + "\n").utf8),
      closes: closes)
  }

  /// The answer to a request refused before routing; it closes the connection, since the
  /// rest of what the client sent cannot be trusted to be a next request.
  static func refusal(_ failure: HTTPFailure) -> Self {
    var response = error(failure.status, failure.message, closes: true)
    if failure.status == .methodNotAllowed { response.allowsGetAndHead = true }
    return response
  }

  /// Whether the head lists `Allow: GET, HEAD` (a 405 must).
  var allowsGetAndHead = false

  /// The answer as sent: the status line, the header fields, and the body unless the
  /// request was a HEAD.
  ///
  /// - Parameters:
  ///   - head: Whether the request was a HEAD: the same head, no body.
  ///   - keepAlive: Whether the connection stays open after this answer.
  ///   - date: The `Date` field's value.
  func bytes(forHead head: Bool, keepAlive: Bool, date: String) -> [UInt8] {
    var text = "HTTP/1.1 \(status.rawValue) \(status.reason)\r\n"
    text += "Date: \(date)\r\nServer: ai/\(Help.version)\r\n"
    text += "Content-Type: \(contentType)\r\nContent-Length: \(body.count)\r\n"
    for (name, value) in Self.securityFields { text += "\(name): \(value)\r\n" }
    if allowsGetAndHead { text += "Allow: GET, HEAD\r\n" }
    if status == .serviceUnavailable { text += "Retry-After: 1\r\n" }
    text += keepAlive ? "Connection: keep-alive\r\n\r\n" : "Connection: close\r\n\r\n"
    var bytes = Array(text.utf8)
    if !head { bytes += body }
    return bytes
  }
}
