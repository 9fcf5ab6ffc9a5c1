import Glibc

/// The statuses `ai serve` answers with, as the status line writes them.
@_spi(Fuzzing) public enum HTTPStatus: String, Sendable, Equatable {
  case ok = "200 OK"
  case badRequest = "400 Bad Request"
  case notFound = "404 Not Found"
  case methodNotAllowed = "405 Method Not Allowed"
  case requestTimeout = "408 Request Timeout"
  case uriTooLong = "414 URI Too Long"
  case headerFieldsTooLarge = "431 Request Header Fields Too Large"
  case serviceUnavailable = "503 Service Unavailable"
  case httpVersionNotSupported = "505 HTTP Version Not Supported"
}

/// An answer of `ai serve`: a status, a body and its type.
@_spi(Fuzzing) public struct HTTPResponse: Sendable, Equatable, Error {
  /// What the status line says.
  public var status: HTTPStatus
  var contentType = "application/json"
  /// The bytes after the head (none are sent for a HEAD).
  public var body: [UInt8]
  /// Whether the connection closes after this answer, whatever the client asked.
  public var closes = false

  /// Fields every answer carries: the page loads nothing from anywhere, so the browser is
  /// told to allow nothing else.
  static let securityFields =
    "Content-Security-Policy: default-src 'none'; script-src 'unsafe-inline'; "
    + "style-src 'unsafe-inline'; connect-src 'self'; img-src data:; base-uri 'none'; "
    + "form-action 'none'; frame-ancestors 'none'\r\nX-Content-Type-Options: nosniff\r\n"
    + "Referrer-Policy: no-referrer\r\nCache-Control: no-store\r\n"

  /// `{"error": message}` with `status`.
  static func error(_ status: HTTPStatus, _ message: String, closes: Bool = false) -> Self {
    var body = ByteBuffer(capacity: 256)
    body.appendJSON(error: message)
    return HTTPResponse(status: status, body: body.withUnsafeBytes { Array($0) }, closes: closes)
  }

  /// A request refused before routing: the connection closes, since what follows it
  /// cannot be trusted to be a next request.
  static func refusal(_ status: HTTPStatus, _ message: String) -> Self {
    error(status, message, closes: true)
  }

  /// The answer as sent: the head, and the body unless the request was a HEAD.
  func bytes(forHead head: Bool, keepAlive: Bool, date: String = HTTPResponse.date) -> [UInt8] {
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
