import Glibc

/// One client's connection: its requests answered in order (keep-alive and pipelining
/// included) while the client keeps up with the answers.
struct Connection {
  /// Where a connection stands: answering requests; sending its last answer; that sent
  /// and its sending side shut, reading and dropping what the client still sends (so that
  /// closing does not reset the connection too early); done.
  enum Phase: Equatable {
    case open
    case closing
    case draining
    case closed
  }

  /// Milliseconds a closing connection may take to read its last answer.
  static let closingGrace = 1_000
  /// Answer bytes waiting beyond which no more requests are read (a client that pipelines
  /// but never reads).
  static let pendingLimit = 1 << 16

  let descriptor: Int32
  /// Milliseconds the client has to send a whole request head and to take an answer.
  let timeout: Int
  /// Bytes received that are not yet a whole request.
  private var input: [UInt8] = []
  /// Answer bytes not yet sent.
  private var output: [UInt8] = []
  /// When the client's time is up, on ``now``'s clock.
  private(set) var deadline: Int
  private(set) var phase = Phase.open

  init(descriptor: Int32, timeout: Int) {
    self.descriptor = descriptor
    self.timeout = timeout
    deadline = Self.now + timeout
  }

  /// Milliseconds now on a clock that only goes forward, from an arbitrary start.
  static var now: Int {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return time.tv_sec * 1000 + time.tv_nsec / 1_000_000
  }

  /// What `poll` is to wait for.
  var events: Int16 {
    switch phase {
    case .open:
      Int16((output.count < Self.pendingLimit ? POLLIN : 0) | (output.isEmpty ? 0 : POLLOUT))
    case .closing: Int16(POLLOUT)
    case .draining: Int16(POLLIN)
    case .closed: 0
    }
  }

  /// Reads (into `buffer`, shared by the connections), answers and sends after `poll`
  /// reported `events`.
  mutating func serve(events: Int16, router: inout Router, buffer: inout [UInt8]) {
    if Int32(events) & Int32(POLLIN | POLLHUP | POLLERR) != 0 && phase != .closing {
      let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
      if count > 0 && phase == .open { input += buffer[..<count] }  // dropped unless open
      if count == 0 || (count < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) {
        // The client closed its side (or the connection broke): answer what it sent in
        // full, then close.
        phase = phase == .open ? .closing : .closed
        input.removeAll()
      }
    }
    answerRequests(router: &router)
    if !output.isEmpty && !send() { phase = .closed }
    // More answers may fit now that some went out.
    answerRequests(router: &router)
    if phase == .closing && output.isEmpty {
      shutdown(descriptor, Int32(SHUT_WR))
      phase = .draining
      deadline = Self.now + Self.closingGrace
    }
  }

  /// Ends the client's time: a request begun gets 408; any other connection is closed.
  mutating func expire() {
    guard phase == .open && !input.isEmpty && output.isEmpty else {
      phase = .closed
      return
    }
    finish(
      with: .refusal(
        .requestTimeout,
        "the request took longer than \(timeout / 1000) s to arrive: send the whole request "
          + "head at once"))
    if !send() { phase = .closed }
  }

  /// Answers every whole request received while the client keeps up with the answers.
  private mutating func answerRequests(router: inout Router) {
    while phase == .open && !input.isEmpty && output.count < Self.pendingLimit {
      switch RequestParser.parse(input[...]) {
      case .incomplete:
        return
      case .refused(let refusal):
        return finish(with: refusal)
      case .request(let request, let length):
        input.removeFirst(length)
        let response = router.respond(to: request)
        let keepAlive = request.keepAlive && !response.closes
        output += response.bytes(forHead: request.method == "HEAD", keepAlive: keepAlive)
        deadline = Self.now + timeout
        if !keepAlive {
          phase = .closing
          input.removeAll()
        }
      }
    }
  }

  /// Queues `response` as the last answer.
  private mutating func finish(with response: HTTPResponse) {
    output += response.bytes(forHead: false, keepAlive: false)
    input.removeAll()
    phase = .closing
    deadline = Self.now + Self.closingGrace
  }

  /// Sends as much of `output` as the socket takes; false when the client went away.
  private mutating func send() -> Bool {
    while !output.isEmpty {
      let count = output.withUnsafeBytes {
        Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      if count > 0 {
        output.removeFirst(count)
      } else if count >= 0 || errno != EINTR {
        return count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)
      }
    }
    return true
  }
}
