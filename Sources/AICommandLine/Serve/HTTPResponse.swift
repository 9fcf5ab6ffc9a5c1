import Glibc

/// An answer of `ai serve`: a status, a body and its type.
struct HTTPResponse: Sendable, Equatable {
  /// The status.
  var status: HTTPStatus
  /// The media type of the body.
  var contentType = "application/json"
  /// The body.
  var body: [UInt8]
  /// Whether the connection closes after this answer, whatever the client asked.
  var closes = false

  /// The header fields every answer carries: the page and its script are the server's
  /// own and load nothing from anywhere, so the browser is told to allow nothing else.
  static let securityFields =
    "Content-Security-Policy: default-src 'none'; script-src 'unsafe-inline'; "
    + "style-src 'unsafe-inline'; connect-src 'self'; img-src data:; base-uri 'none'; "
    + "form-action 'none'; frame-ancestors 'none'\r\nX-Content-Type-Options: nosniff\r\n"
    + "Referrer-Policy: no-referrer\r\nCache-Control: no-store\r\n"

  /// A JSON answer `{"error": message}` with `status`.
  static func error(_ status: HTTPStatus, _ message: String, closes: Bool = false) -> Self {
    var body = ByteBuffer(capacity: 256)
    body.appendJSON(error: message)
    return HTTPResponse(status: status, body: body.withUnsafeBytes { Array($0) }, closes: closes)
  }

  /// The answer to a request refused before routing; it closes the connection, since the
  /// rest of what the client sent cannot be trusted to be a next request.
  static func refusal(_ status: HTTPStatus, _ message: String) -> Self {
    error(status, message, closes: true)
  }

  /// The answer as sent: the head, and the body unless the request was a HEAD.
  func bytes(forHead head: Bool, keepAlive: Bool, date: String) -> [UInt8] {
    var text = "HTTP/1.1 \(status.rawValue)\r\nDate: \(date)\r\n"
    text += "Server: ai/\(Help.version)\r\nContent-Type: \(contentType)\r\n"
    text += "Content-Length: \(body.count)\r\n" + Self.securityFields
    if status == .methodNotAllowed { text += "Allow: GET, HEAD\r\n" }
    if status == .serviceUnavailable { text += "Retry-After: 1\r\n" }
    text += keepAlive ? "Connection: keep-alive\r\n\r\n" : "Connection: close\r\n\r\n"
    return Array(text.utf8) + (head ? [] : body)
  }

  /// The time now as the `Date` field writes it: `Sun, 06 Nov 1994 08:49:37 GMT`.
  static var date: String {
    var now = time(nil)
    var parts = tm()
    gmtime_r(&now, &parts)
    var text = [CChar](repeating: 0, count: 32)
    let count = strftime(&text, text.count, "%a, %d %b %Y %H:%M:%S GMT", &parts)
    return String(decoding: text[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
