/// The bounds that keep `ai serve` answering whatever clients do.
struct ServeLimits: Sendable, Equatable {
  /// The most connections open at once; one more is answered 503 and closed.
  var connections = 64
  /// Milliseconds a client has to send a whole request head, from its connection or its
  /// previous answer; a client that takes longer gets 408 (or, idle between requests,
  /// is closed), and so does one that does not read its answer in that time.
  var timeout = 10_000
  /// Milliseconds a closing connection may take to read its last answer.
  var closingGrace = 1_000
  /// Answer bytes a connection may have waiting before the server stops reading its
  /// requests (a client that pipelines requests but never reads).
  var pendingOutput = 1 << 16
}
