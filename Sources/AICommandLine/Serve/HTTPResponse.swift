// An answer of `ai serve`: its status, its head and its body, as bytes.
import Glibc

/// As the status line writes them.
@_spi(Fuzzing) public enum HTTPStatus: String, Sendable, Equatable {
  case ok = "200 OK"
  case badRequest = "400 Bad Request"
  case forbidden = "403 Forbidden"
  case notFound = "404 Not Found"
  case methodNotAllowed = "405 Method Not Allowed"
  case requestTimeout = "408 Request Timeout"
  case uriTooLong = "414 URI Too Long"
  case headerFieldsTooLarge = "431 Request Header Fields Too Large"
  case serviceUnavailable = "503 Service Unavailable"
  case httpVersionNotSupported = "505 HTTP Version Not Supported"
}

/// A status, and a body of a type; the head is written as it is sent.
@_spi(Fuzzing) public struct HTTPResponse: Sendable, Equatable, Error {
  /// What the status line says.
  public var status: HTTPStatus
  var contentType = "application/json"
  /// The bytes after the head (none are sent for a HEAD).
  public var body: [UInt8]
  /// Whether the connection closes after this answer, whatever the client asked.
  public var closes = false

  /// `{"error": message}`; `closes` for a request refused before routing, whose next bytes
  /// cannot be trusted to be a next request.
  static func error(_ status: HTTPStatus, _ message: String, closes: Bool = false) -> Self {
    var body = ByteBuffer(capacity: 256)
    body.appendJSON(error: message)
    return HTTPResponse(status: status, body: body.withUnsafeBytes { Array($0) }, closes: closes)
  }

  static func refusal(_ status: HTTPStatus, _ message: String) -> Self {
    error(status, message, closes: true)
  }

  /// The page loads nothing from anywhere, so the browser is told to allow nothing else.
  func bytes(forHead head: Bool, keepAlive: Bool, date: String = HTTPResponse.date) -> [UInt8] {
    var text = "HTTP/1.1 \(status.rawValue)\r\nDate: \(date)\r\n"
    text += "Server: ai/\(Help.version)\r\nContent-Type: \(contentType)\r\n"
    text += "Content-Length: \(body.count)\r\nContent-Security-Policy: default-src 'none'; "
    text += "script-src 'unsafe-inline'; style-src 'unsafe-inline'; connect-src 'self'; "
    text += "img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'\r\n"
    text += "X-Content-Type-Options: nosniff\r\nReferrer-Policy: no-referrer\r\n"
    text += "Cache-Control: no-store\r\n"
    if status == .methodNotAllowed { text += "Allow: GET, HEAD\r\n" }
    if status == .serviceUnavailable { text += "Retry-After: 1\r\n" }
    text += keepAlive ? "Connection: keep-alive\r\n\r\n" : "Connection: close\r\n\r\n"
    return Array(text.utf8) + (head ? [] : body)
  }

  /// The time now as the `Date` field writes it: `Sun, 06 Nov 1994 08:49:37 GMT`.
  static var date: String {
    var (now, parts) = (time(nil), tm())
    gmtime_r(&now, &parts)
    var text = [CChar](repeating: 0, count: 32)
    let count = strftime(&text, text.count, "%a, %d %b %Y %H:%M:%S GMT", &parts)
    return String(decoding: text[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
