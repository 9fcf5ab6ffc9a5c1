// An HTTP/1.x request head, read within bounds from the bytes a connection received.

/// At most ``maximumHeadBytes``. Lines end with CRLF or LF; empty lines before the request
/// line are skipped; fields are `name: value` (no space before the colon, no folding).
@_spi(Fuzzing) public enum RequestParser {
  /// Beyond it, 431 (as for too many fields).
  public static let maximumHeadBytes = 8192
  /// Without its line end; beyond it, 414.
  public static let maximumRequestLineBytes = 4096
  /// The most header fields read.
  public static let maximumFieldCount = 64

  /// What the server needs of a request head; the path and query are still encoded.
  public struct Request: Sendable, Equatable {
    /// A token, as sent.
    public var method: String
    /// `/...`, or `*`.
    public var path: String
    /// The host of a target in absolute form (`http://host:port/path`), as sent; it wins
    /// over the `Host` field (RFC 9112, 3.2.2).
    public var authority: String? = nil
    /// What follows the path's `?`.
    public var query: String
    /// HTTP/1.1, else HTTP/1.0.
    public var isHTTP11: Bool
    /// HTTP/1.1 unless `Connection: close`; HTTP/1.0 only with `Connection: keep-alive`.
    public var keepAlive = false
    /// Whether the head announces a body (`Content-Length` above 0, or `Transfer-Encoding`).
    public var hasBody = false
    /// How many `Host` fields the head has.
    public var hostCount = 0
    /// The first `Host` field's value.
    public var host: String? = nil
    /// The first `Origin` field's value: the page that sent the request, when a browser
    /// says so.
    public var origin: String? = nil
    /// How many `Origin` fields the head has (a browser sends one at most).
    public var originCount = 0
    /// The first `Sec-Fetch-Site` field's value: how the page that sent the request
    /// stands to this server (`same-origin`, `cross-site`, ...), when a browser says so.
    public var fetchSite: String? = nil
    /// How many `Sec-Fetch-Site` fields the head has (a browser sends one at most).
    public var fetchSiteCount = 0
  }

  /// Not a whole head yet, a head `length` bytes long, or a refusal to send before closing.
  public enum Outcome: Equatable {
    case incomplete
    case request(Request, length: Int)
    case refused(HTTPResponse)
  }

  /// A bad request line is refused once it is complete.
  public static func parse(_ bytes: ArraySlice<UInt8>) -> Outcome {
    do throws(HTTPResponse) {
      return try read(bytes).map { .request($0.request, length: $0.length) } ?? .incomplete
    } catch { return .refused(error) }
  }

  private static func read(
    _ bytes: ArraySlice<UInt8>
  ) throws(HTTPResponse) -> (request: Request, length: Int)? {
    let (cr, lf) = (UInt8(ascii: "\r"), UInt8(ascii: "\n"))
    let withoutCR = { (line: ArraySlice<UInt8>) in line.last == cr ? line.dropLast() : line }
    // The refusals are made only when one is sent.
    func tooLarge() -> HTTPResponse {
      .refusal(
        .headerFieldsTooLarge,
        "the request head is longer than \(maximumHeadBytes) bytes or has more than "
          + "\(maximumFieldCount) header fields")
    }
    func lineTooLong() -> HTTPResponse {
      .refusal(
        .uriTooLong,
        "the request line is longer than \(maximumRequestLineBytes) bytes: send a shorter query")
    }
    let start = bytes.firstIndex { $0 != cr && $0 != lf } ?? bytes.endIndex
    if start - bytes.startIndex > maximumHeadBytes { throw tooLarge() }
    guard let lineEnd = bytes[start...].firstIndex(of: lf) else {
      if bytes.endIndex - start > maximumRequestLineBytes + 1 { throw lineTooLong() }
      return nil
    }
    let line = withoutCR(bytes[start..<lineEnd])
    if line.count > maximumRequestLineBytes { throw lineTooLong() }
    var request = try requestLine(line)
    var (fields, contentLength, close, keepAlive) = (0, String?.none, false, false)
    var position = lineEnd + 1
    while true {
      guard let end = bytes[position...].firstIndex(of: lf) else {
        if bytes.count > maximumHeadBytes { throw tooLarge() }
        return nil
      }
      if end + 1 - bytes.startIndex > maximumHeadBytes { throw tooLarge() }
      let text = withoutCR(bytes[position..<end])
      position = end + 1
      if text.isEmpty { break }
      fields += 1
      if fields > maximumFieldCount { throw tooLarge() }
      guard let (name, value) = field(text) else {
        throw .refusal(
          .badRequest,
          "a header field is not 'Name: value' (no space before the colon, no line folding, "
            + "no control characters)")
      }
      switch name {
      case "host":
        request.hostCount += 1
        request.host = request.host ?? value
      case "origin":
        request.originCount += 1
        request.origin = request.origin ?? value
      case "sec-fetch-site":
        request.fetchSiteCount += 1
        request.fetchSite = request.fetchSite ?? value
      case "connection":
        for token in value.split(separator: ",") {
          let word = String(token).trimmed.lowercased()
          close = close || word == "close"
          keepAlive = keepAlive || word == "keep-alive"
        }
      case "content-length":
        guard !value.isEmpty, value.allSatisfy(\.isASCIIDigit), contentLength ?? value == value
        else { throw .refusal(.badRequest, "Content-Length is not one whole number") }
        contentLength = value
        request.hasBody = request.hasBody || value.contains { $0 != "0" }
      case "transfer-encoding": request.hasBody = true
      default: break
      }
    }
    request.keepAlive = !close && (request.isHTTP11 || keepAlive)
    return (request, position - bytes.startIndex)
  }

  /// Reads `METHOD SP TARGET SP HTTP/1.x`, without its CR; a CR or non-ASCII is refused.
  private static func requestLine(_ bytes: ArraySlice<UInt8>) throws(HTTPResponse) -> Request {
    let text =
      bytes.contains { $0 == UInt8(ascii: "\r") || $0 >= 0x80 }
      ? "\u{0}" : String(decoding: bytes, as: UTF8.self)  // a NUL, which every check refuses
    let parts = text.split(separator: " ", omittingEmptySubsequences: false)
    let example = "such as 'GET /api/analyze?board=X........ HTTP/1.1'"
    guard parts.count == 3, !parts[0].isEmpty, parts[0].allSatisfy(\.isToken),
      !parts[1].isEmpty, parts[1].allSatisfy({ $0.isASCII && $0 > " " && $0 != "\u{7F}" })
    else { throw .refusal(.badRequest, "not an HTTP request line: send one \(example)") }
    let version = parts[2]
    guard version.hasPrefix("HTTP/"), version.count == 8,
      version.dropFirst(5).enumerated().allSatisfy({
        $0.offset == 1 ? $0.element == "." : $0.element.isASCIIDigit
      })
    else { throw .refusal(.badRequest, "not an HTTP version: \(version.prefix(16)) \(example)") }
    guard version == "HTTP/1.1" || version == "HTTP/1.0" else {
      throw .refusal(
        .httpVersionNotSupported, "\(version) is not served: send HTTP/1.1 or HTTP/1.0")
    }
    guard let (path, query, authority) = target(parts[1]) else {
      throw .refusal(.badRequest, "the request target is not a path: send a path \(example)")
    }
    return Request(
      method: String(parts[0]), path: path, authority: authority, query: query,
      isHTTP11: version == "HTTP/1.1")
  }

  /// The path, query and host of `/path?query`, `http://host/path?query` or `*`, no
  /// fragment.
  private static func target(
    _ text: Substring
  ) -> (path: String, query: String, authority: String?)? {
    var rest = text.prefix { $0 != "#" }
    if rest == "*" { return ("*", "", nil) }
    var authority: Substring?
    let lowercased = rest.lowercased()
    for scheme in ["http://", "https://"] where lowercased.hasPrefix(scheme) {
      rest = rest.dropFirst(scheme.count)
      authority = rest.prefix { $0 != "/" && $0 != "?" }
      rest = rest.dropFirst(authority!.count)
      if rest.first != "/" { rest = "/" + rest }
    }
    guard rest.first == "/" else { return nil }
    let path = rest.prefix { $0 != "?" }
    return (String(path), String(rest.dropFirst(path.count + 1)), authority.map(String.init))
  }

  /// The lowercased name and trimmed value of a field line. A value may hold bytes from
  /// 0x80 (RFC 9110's obs-text: browsers send other sites' cookies), not controls.
  private static func field(_ bytes: ArraySlice<UInt8>) -> (name: String, value: String)? {
    guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")) else { return nil }
    let (name, value) = (bytes[..<colon], bytes[(colon + 1)...])
    guard !name.isEmpty, name.allSatisfy({ Character(Unicode.Scalar($0)).isToken }),
      value.allSatisfy({ $0 == UInt8(ascii: "\t") || ($0 >= 0x20 && $0 != 0x7F) })
    else { return nil }
    let text = { (bytes: ArraySlice<UInt8>) in String(decoding: bytes, as: UTF8.self) }
    return (text(name).lowercased(), text(value).trimmed)
  }
}

extension Character {
  /// A letter, a digit or ``!#$%&'*+-.^_`|~``.
  fileprivate var isToken: Bool {
    isASCII && (isLetter || isNumber || "!#$%&'*+-.^_`|~".contains(self))
  }
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
