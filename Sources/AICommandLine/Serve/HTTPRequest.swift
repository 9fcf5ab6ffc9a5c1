/// One request head as ``RequestParser`` reads it: what the server needs to answer, and
/// nothing else (other header fields are checked for form, then dropped).
struct HTTPRequest: Sendable, Equatable {
  /// The method as sent, case included: `GET`.
  var method: String
  /// The path of the target, still percent-encoded: `/api/analyze`.
  var path: String
  /// The query of the target without its `?`, still encoded; empty when there is none.
  var query: String
  /// Whether the request is HTTP/1.1 (else 1.0).
  var isHTTP11: Bool
  /// Whether the client asks to keep the connection open after the answer: HTTP/1.1
  /// unless `Connection: close`, HTTP/1.0 only with `Connection: keep-alive`.
  var keepAlive: Bool
  /// Whether the head announces a body (`Content-Length` above 0, or
  /// `Transfer-Encoding`), which a GET or a HEAD does not carry here.
  var hasBody: Bool
  /// The number of `Host` fields: HTTP/1.1 requires exactly one.
  var hostCount: Int

  /// Whether the method is HEAD: the answer has the GET's head and no body.
  var isHead: Bool { method == "HEAD" }
}
