import Testing

@_spi(Fuzzing) @testable import AICommandLine

/// The request head reader, on its own: what it reads, what it waits for, what it refuses.
@Suite struct RequestParserTests {
  /// Parses `text`'s bytes.
  static func parse(_ text: String) -> RequestParser.Outcome {
    RequestParser.parse(Array(text.utf8)[...])
  }

  @Test func aWholeRequest() {
    let text = "GET /api/analyze?board=X........ HTTP/1.1\r\nHost: x\r\n\r\nGET /"
    guard case .request(let request, let length) = Self.parse(text) else {
      Issue.record("not read")
      return
    }
    #expect(request.method == "GET" && request.path == "/api/analyze")
    #expect(request.query == "board=X........")
    #expect(request.isHTTP11 && request.keepAlive && !request.hasBody && request.hostCount == 1)
    // The next request's first bytes are left for later.
    #expect(length == text.utf8.count - "GET /".utf8.count)
  }

  /// A target in absolute form names its host, which wins over `Host`; each `Origin`
  /// field is counted, so that a second one is seen.
  static let targets: [(head: String, path: String, authority: String?, origins: Int)] = [
    ("GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n", "/api/health", nil, 0),
    (
      "GET http://evil.example/api/health HTTP/1.1\r\nHost: x\r\n\r\n", "/api/health",
      "evil.example", 0
    ),
    ("GET HTTP://127.0.0.1:9339?q=1 HTTP/1.1\r\nHost: x\r\n\r\n", "/", "127.0.0.1:9339", 0),
    ("GET https://[::1]/ HTTP/1.1\r\nOrigin: a\r\nHost: x\r\nOrigin: b\r\n\r\n", "/", "[::1]", 2),
    ("GET * HTTP/1.1\r\nHost: x\r\nOrigin: a\r\n\r\n", "*", nil, 1),
  ]

  @Test(arguments: targets)
  func anAbsoluteTargetNamesItsHost(head: String, path: String, authority: String?, origins: Int) {
    guard case .request(let request, _) = Self.parse(head) else {
      Issue.record("not read")
      return
    }
    #expect(request.path == path && request.authority == authority)
    #expect(request.host == "x" && request.originCount == origins)
  }

  /// Heads and whether the client keeps the connection.
  static let keepAlive: [(String, Bool)] = [
    ("GET / HTTP/1.1\r\nHost: x\r\n\r\n", true),
    ("GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", false),
    ("GET / HTTP/1.1\r\nHost: x\r\nConnection: Upgrade, CLOSE\r\n\r\n", false),
    ("GET / HTTP/1.0\r\n\r\n", false),
    ("GET / HTTP/1.0\r\nConnection: keep-alive\r\n\r\n", true),
  ]

  @Test(arguments: keepAlive)
  func connectionFieldDecidesKeepAlive(head: String, keeps: Bool) {
    guard case .request(let request, _) = Self.parse(head) else {
      Issue.record("not read")
      return
    }
    #expect(request.keepAlive == keeps)
  }

  /// Header values with bytes of 0x80 and above (RFC 9110's obs-text), which browsers send
  /// unchanged in cookies: read, and not interpreted.
  static let obsText: [[UInt8]] = [
    Array("Cookie: a=café".utf8),
    Array("X-Latin-1: caf".utf8) + [0xE9],
    [0x58, 0x3A, 0x80, 0xFF, 0x09, 0xC3],  // `X:` then bytes that are not UTF-8, and a tab
    Array("Connection: close".utf8) + [0xC2, 0xA0],  // not `close`: kept alive
  ]

  @Test(arguments: obsText)
  func aValueMayHoldAnyByteAbove0x7F(field: [UInt8]) {
    let head =
      Array("GET /api/health HTTP/1.1\r\nHost: x\r\n".utf8) + field + Array("\r\n\r\n".utf8)
    guard case .request(let request, let length) = RequestParser.parse(head[...]) else {
      Issue.record("not read: \(RequestParser.parse(head[...]))")
      return
    }
    #expect(length == head.count)
    #expect(request.path == "/api/health" && request.keepAlive && request.hostCount == 1)
  }

  /// Beginnings of heads that are fine so far.
  static let incomplete = [
    "", "G", "GET / HTTP/1.1", "GET / HTTP/1.1\r\n", "GET / HTTP/1.1\r\nHost: x\r\n",
    "GET / HTTP/1.1\r\nHost: x\r\n\r",
  ]

  @Test(arguments: incomplete)
  func aPartialHeadWaitsForMore(text: String) {
    #expect(Self.parse(text) == .incomplete)
  }

  /// Heads and the status they are refused with.
  static let refused: [(String, HTTPStatus)] = [
    ("garbage\r\n", .badRequest),
    ("GET /\r\n", .badRequest),
    ("GET / HTTP/1.1 extra\r\n", .badRequest),
    ("GET\t/ HTTP/1.1\r\n", .badRequest),
    ("GET / HTTP/3\r\n", .badRequest),
    ("GET / HTTP/2.0\r\n", .httpVersionNotSupported),
    ("GET /\u{7F} HTTP/1.1\r\n", .badRequest),
    ("GET /é HTTP/1.1\r\n", .badRequest),
    ("GET / HTTP/1.1\r\nNo colon\r\n\r\n", .badRequest),
    ("GET / HTTP/1.1\r\nA\rB: c\r\n\r\n", .badRequest),
    // Control bytes other than a tab stay refused in a value; a name is ASCII.
    ("GET / HTTP/1.1\r\nA: b\u{0}c\r\n\r\n", .badRequest),
    ("GET / HTTP/1.1\r\nA: b\u{7F}\r\n\r\n", .badRequest),
    ("GET / HTTP/1.1\r\nA: café\u{1B}\r\n\r\n", .badRequest),
    ("GET / HTTP/1.1\r\nCafé: a\r\n\r\n", .badRequest),
    ("GET / HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n", .badRequest),
    ("GET /" + String(repeating: "a", count: 4100), .uriTooLong),
    ("GET / HTTP/1.1\r\nA: " + String(repeating: "b", count: 8200), .headerFieldsTooLarge),
    (String(repeating: "\r\n", count: 4200), .headerFieldsTooLarge),
  ]

  @Test(arguments: refused)
  func aBadHeadIsRefused(text: String, status: HTTPStatus) {
    guard case .refused(let failure) = Self.parse(text) else {
      Issue.record("not refused: \(Self.parse(text))")
      return
    }
    #expect(failure.status == status)
    // `{"error": "..."}` with a message, and the connection closed after it.
    #expect(failure.body.count > "{\"error\": \"\"}\n".utf8.count && failure.closes)
  }

  @Test func theBoundsAreExact() {
    // A request line of exactly the bound is read; one byte more is refused.
    let path = String(repeating: "a", count: RequestParser.maximumRequestLineBytes - 14)
    let line = "GET /\(path) HTTP/1.1"
    #expect(line.utf8.count == RequestParser.maximumRequestLineBytes)
    guard case .request = Self.parse(line + "\r\nHost: x\r\n\r\n") else {
      Issue.record("the longest request line is refused")
      return
    }
    guard case .refused(let failure) = Self.parse("GET /a\(path) HTTP/1.1\r\n") else {
      Issue.record("a request line over the bound is read")
      return
    }
    #expect(failure.status == .uriTooLong)
  }

  /// Each status with its reason phrase as RFC 9110 spells it.
  static let statusLines: [(HTTPStatus, String)] = [
    (.ok, "200 OK"), (.badRequest, "400 Bad Request"), (.notFound, "404 Not Found"),
    (.methodNotAllowed, "405 Method Not Allowed"), (.requestTimeout, "408 Request Timeout"),
    (.uriTooLong, "414 URI Too Long"),
    (.headerFieldsTooLarge, "431 Request Header Fields Too Large"),
    (.serviceUnavailable, "503 Service Unavailable"),
    (.httpVersionNotSupported, "505 HTTP Version Not Supported"),
  ]

  @Test(arguments: statusLines)
  func aStatusLineHasItsReason(status: HTTPStatus, line: String) {
    let bytes = HTTPResponse.error(status, "x").bytes(forHead: true, keepAlive: false, date: "d")
    #expect(bytes.starts(with: Array("HTTP/1.1 \(line)\r\n".utf8)))
  }
}
