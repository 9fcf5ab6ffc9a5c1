import Glibc

/// `ai serve`'s event loop: one thread, non-blocking sockets and `poll(2)`. It accepts
/// connections up to a bound, reads requests within bounded buffers and deadlines,
/// answers them in order (keep-alive and pipelining included), refuses what it cannot
/// serve with a status and a reason, and stops cleanly on a stop signal.
///
/// A search runs on the loop's thread: every board the API takes is answered in well
/// under a second, and the tables stay warm from one request to the next.
struct Server {
  /// The socket it listens on.
  let listener: Listener
  /// Its bounds.
  let limits: ServeLimits
  /// The open connections.
  private var connections: [Connection] = []
  /// What answers requests.
  private var router = Router()
  /// Until when accepting waits, after the process ran out of file descriptors.
  private var acceptPausedUntil = 0

  /// Room to read a connection's bytes into: the most read at once.
  private var readBuffer = [UInt8](repeating: 0, count: 16_384)

  /// A server on `listener`, within `limits`.
  init(listener: Listener, limits: ServeLimits) {
    self.listener = listener
    self.limits = limits
  }

  /// Serves until one of ``StopSignals/signals`` arrives, then closes every connection
  /// and the listener.
  ///
  /// - Returns: The signal that stopped it.
  mutating func run(until stop: StopSignals) -> Int32 {
    defer {
      for connection in connections { close(connection.descriptor) }
      connections.removeAll()
      listener.close()
    }
    while true {
      let now = MonotonicClock.now
      var descriptors = [
        pollfd(fd: stop.descriptor, events: Int16(POLLIN), revents: 0),
        pollfd(
          fd: now >= acceptPausedUntil ? listener.descriptor : -1, events: Int16(POLLIN),
          revents: 0),
      ]
      for connection in connections {
        descriptors.append(
          pollfd(fd: connection.descriptor, events: events(of: connection), revents: 0))
      }
      var wake = connections.map(\.deadline).min() ?? -1
      if now < acceptPausedUntil {
        wake = wake < 0 ? acceptPausedUntil : min(wake, acceptPausedUntil)
      }
      let timeout = wake < 0 ? -1 : Int32(clamping: max(0, wake - now))
      let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
      if ready < 0 && errno != EINTR { continue }
      if descriptors[0].revents != 0, let signal = stop.received() { return signal }
      if descriptors[1].revents != 0 { acceptConnections() }
      let after = MonotonicClock.now
      for index in connections.indices where index + 2 < descriptors.count {
        let events = descriptors[index + 2].revents
        if events != 0 {
          Self.serve(
            &connections[index], events: events, router: &router, buffer: &readBuffer,
            limits: limits)
        }
        if connections[index].phase != .closed && after >= connections[index].deadline {
          Self.expire(&connections[index], limits: limits)
        }
      }
      connections.removeAll { connection in
        if connection.phase == .closed { close(connection.descriptor) }
        return connection.phase == .closed
      }
    }
  }

  /// What to wait for on `connection`: its requests while it is open and its client
  /// reads its answers, its answers while any are pending, the client's end when
  /// draining.
  private func events(of connection: Connection) -> Int16 {
    var events: Int32 = 0
    switch connection.phase {
    case .open:
      if connection.pending < limits.pendingOutput { events |= Int32(POLLIN) }
      if connection.pending > 0 { events |= Int32(POLLOUT) }
    case .closing: events = Int32(POLLOUT)
    case .draining: events = Int32(POLLIN)
    case .closed: break
    }
    return Int16(events)
  }

  /// Accepts the connections waiting, answering 503 to those beyond the bound.
  private mutating func acceptConnections() {
    for _ in 0..<64 {
      let descriptor = accept(listener.descriptor, nil, nil)
      if descriptor < 0 {
        if errno == EMFILE || errno == ENFILE || errno == ENOBUFS || errno == ENOMEM {
          acceptPausedUntil = MonotonicClock.now + 100
        }
        if errno == EINTR || errno == ECONNABORTED { continue }
        return
      }
      Socket.makeNonBlocking(descriptor)
      var one: Int32 = 1
      setsockopt(
        descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
      guard connections.count < limits.connections else {
        let refusal = HTTPResponse.refusal(
          HTTPFailure(
            status: .serviceUnavailable,
            message: "the server has \(limits.connections) connections open, its most: "
              + "try again in a moment"))
        let bytes = refusal.bytes(forHead: false, keepAlive: false, date: HTTPDate.now)
        _ = bytes.withUnsafeBytes {
          send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL | MSG_DONTWAIT))
        }
        shutdown(descriptor, Int32(SHUT_WR))
        close(descriptor)
        continue
      }
      connections.append(
        Connection(descriptor: descriptor, deadline: MonotonicClock.now + limits.timeout))
    }
  }

  /// Reads, answers and sends on `connection` after `poll` reported `events`.
  private static func serve(
    _ connection: inout Connection, events: Int16, router: inout Router,
    buffer: inout [UInt8], limits: ServeLimits
  ) {
    let readable = Int32(events) & Int32(POLLIN | POLLHUP | POLLERR) != 0
    if readable && connection.phase != .closing {
      if !connection.receive(using: &buffer) {
        // The client closed its side (or the connection broke): answer what it sent in
        // full, then close.
        connection.phase = connection.phase == .open ? .closing : .closed
        connection.input.removeAll()
      }
    }
    answerRequests(on: &connection, router: &router, limits: limits)
    if connection.pending > 0 && !connection.send() { connection.phase = .closed }
    // More answers may fit now that some went out.
    answerRequests(on: &connection, router: &router, limits: limits)
    if connection.phase == .closing && connection.pending == 0 {
      shutdown(connection.descriptor, Int32(SHUT_WR))
      connection.phase = .draining
      connection.deadline = MonotonicClock.now + limits.closingGrace
    }
  }

  /// Answers every whole request in `connection`'s input while its client keeps up with
  /// the answers.
  private static func answerRequests(
    on connection: inout Connection, router: inout Router, limits: ServeLimits
  ) {
    while connection.phase == .open && !connection.input.isEmpty
      && connection.pending < limits.pendingOutput
    {
      switch RequestParser.parse(connection.input[...]) {
      case .incomplete:
        return
      case .refused(let failure):
        finish(&connection, with: .refusal(failure), limits: limits)
        return
      case .request(let request, let length):
        connection.input.removeFirst(length)
        let response = router.respond(to: request)
        let keepAlive = request.keepAlive && !response.closes
        connection.queue(
          response.bytes(forHead: request.isHead, keepAlive: keepAlive, date: HTTPDate.now))
        connection.deadline = MonotonicClock.now + limits.timeout
        if !keepAlive {
          connection.phase = .closing
          connection.input.removeAll()
        }
      }
    }
  }

  /// Queues `response` as `connection`'s last answer.
  private static func finish(
    _ connection: inout Connection, with response: HTTPResponse, limits: ServeLimits
  ) {
    connection.queue(response.bytes(forHead: false, keepAlive: false, date: HTTPDate.now))
    connection.input.removeAll()
    connection.phase = .closing
    connection.deadline = MonotonicClock.now + limits.closingGrace
  }

  /// Ends `connection`'s time: a request begun and not finished gets 408; an idle
  /// connection, or one that did not take its answers, is closed.
  private static func expire(_ connection: inout Connection, limits: ServeLimits) {
    if connection.phase == .open && !connection.input.isEmpty && connection.pending == 0 {
      finish(
        &connection,
        with: .refusal(
          HTTPFailure(
            status: .requestTimeout,
            message: "the request took longer than \(limits.timeout / 1000) s to arrive: "
              + "send the whole request head at once")),
        limits: limits)
      if !connection.send() { connection.phase = .closed }
    } else {
      connection.phase = .closed
    }
  }
}
