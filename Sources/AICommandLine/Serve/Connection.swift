import Glibc

/// One client's connection: its requests are answered in order (keep-alive and pipelining
/// included) while its client keeps up with the answers.
struct Connection {
  /// Where a connection stands.
  enum Phase: Equatable {
    /// Reading requests and answering them.
    case open
    /// Sending its last answer, then closing: no more requests are read.
    case closing
    /// Its last answer sent and its sending side shut: reading and dropping what the
    /// client still sends, so that closing does not reset the connection too early.
    case draining
    /// Done: to be closed.
    case closed
  }

  /// Milliseconds a closing connection may take to read its last answer.
  static let closingGrace = 1_000
  /// Answer bytes a connection may have waiting before the server stops reading its
  /// requests (a client that pipelines requests but never reads).
  static let pendingLimit = 1 << 16

  /// The socket.
  let descriptor: Int32
  /// Milliseconds the client has to send a whole request head and to take an answer.
  let timeout: Int
  /// Bytes received that are not yet a whole request.
  private var input: [UInt8] = []
  /// Answer bytes not yet sent, from `sent` on.
  private var output: [UInt8] = []
  /// How many bytes of `output` are sent.
  private var sent = 0
  /// When the client's time is up, on ``now``'s clock.
  private(set) var deadline: Int
  /// Where the connection stands.
  private(set) var phase = Phase.open

  /// A connection on `descriptor` whose client has `timeout` milliseconds to do its part.
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

  /// The answer bytes still to send.
  private var pending: Int { output.count - sent }

  /// What `poll` is to wait for.
  var events: Int16 {
    switch phase {
    case .open:
      Int16((pending < Self.pendingLimit ? POLLIN : 0) | (pending > 0 ? POLLOUT : 0))
    case .closing: Int16(POLLOUT)
    case .draining: Int16(POLLIN)
    case .closed: 0
    }
  }

  /// Reads (into `buffer`, shared by the connections), answers and sends after `poll`
  /// reported `events`.
  mutating func serve(events: Int16, router: inout Router, buffer: inout [UInt8]) {
    if Int32(events) & Int32(POLLIN | POLLHUP | POLLERR) != 0 && phase != .closing
      && !receive(using: &buffer)
    {
      // The client closed its side (or the connection broke): answer what it sent in
      // full, then close.
      phase = phase == .open ? .closing : .closed
      input.removeAll()
    }
    answerRequests(router: &router)
    if pending > 0 && !send() { phase = .closed }
    // More answers may fit now that some went out.
    answerRequests(router: &router)
    if phase == .closing && pending == 0 {
      shutdown(descriptor, Int32(SHUT_WR))
      phase = .draining
      deadline = Self.now + Self.closingGrace
    }
  }

  /// Ends the client's time: a request begun gets 408; any other connection is closed.
  mutating func expire() {
    guard phase == .open && !input.isEmpty && pending == 0 else {
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
    while phase == .open && !input.isEmpty && pending < Self.pendingLimit {
      switch RequestParser.parse(input[...]) {
      case .incomplete:
        return
      case .refused(let refusal):
        finish(with: refusal)
        return
      case .request(let request, let length):
        input.removeFirst(length)
        let response = router.respond(to: request)
        let keepAlive = request.keepAlive && !response.closes
        queue(
          response.bytes(
            forHead: request.method == "HEAD", keepAlive: keepAlive, date: HTTPResponse.date))
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
    queue(response.bytes(forHead: false, keepAlive: false, date: HTTPResponse.date))
    input.removeAll()
    phase = .closing
    deadline = Self.now + Self.closingGrace
  }

  /// Reads what the client sent into `input` (dropped unless open); false when the client
  /// has closed its side or the connection failed.
  private mutating func receive(using buffer: inout [UInt8]) -> Bool {
    let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
    if count > 0 {
      if phase == .open { input += buffer[..<count] }
      return true
    }
    return count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR)
  }

  /// Sends as much of the pending answers as the socket takes; false when the client
  /// went away.
  private mutating func send() -> Bool {
    while pending > 0 {
      let count = output.withUnsafeBytes {
        Glibc.send(descriptor, $0.baseAddress! + sent, pending, Int32(MSG_NOSIGNAL))
      }
      if count > 0 {
        sent += count
      } else if count < 0 && errno == EINTR {
        continue
      } else {
        return count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)
      }
    }
    output.removeAll(keepingCapacity: true)
    sent = 0
    return true
  }

  /// Queues `bytes` to send.
  private mutating func queue(_ bytes: [UInt8]) {
    if sent > 0 {
      output.removeFirst(sent)
      sent = 0
    }
    output += bytes
  }
}
