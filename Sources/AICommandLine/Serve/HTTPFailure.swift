/// A request refused before it reaches a route: the status to answer with and why, in
/// words for the `{"error": ...}` body.
struct HTTPFailure: Error, Sendable, Equatable {
  /// The status of the answer: 400, 405, 408, 414, 431, 503 or 505.
  let status: HTTPStatus
  /// One line saying what was wrong and what to send instead.
  let message: String
}
