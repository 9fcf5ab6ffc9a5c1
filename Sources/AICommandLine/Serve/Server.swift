import Glibc

/// `ai serve`'s event loop: one thread, non-blocking sockets and `poll(2)`.
///
/// A search runs on the loop's thread: every board the API takes is answered in well
/// under a second, and the tables stay warm from one request to the next.
struct Server {
  let listener: Int32
  /// The port listened on: the one asked for, or the one the system chose for 0.
  let port: Int
  /// Milliseconds a client has to do its part (``Connection/timeout``).
  let timeout: Int
  /// The most connections open at once; one more is answered 503 and closed.
  let maxConnections: Int
  private var connections: [Connection] = []
  private var router = Router()
  /// Until when accepting waits, after the process ran out of file descriptors.
  private var acceptPausedUntil = 0
  /// Room to read a connection's bytes into: the most read at once.
  private var readBuffer = [UInt8](repeating: 0, count: 16_384)

  /// A server listening on `host` at `port` (0 for any free port).
  init(host: ServeHost, port: Int, timeout: Int, maxConnections: Int) throws(ServeHost.ListenError)
  {
    (listener, self.port) = try host.listen(port: port)
    self.timeout = timeout
    self.maxConnections = maxConnections
  }

  /// Serves until a stop signal arrives, then closes every socket; returns the signal.
  mutating func run(until stop: StopSignals) -> Int32 {
    defer {
      for connection in connections { close(connection.descriptor) }
      close(listener)
    }
    while true {
      let now = Connection.now
      let accepting = now >= acceptPausedUntil
      var descriptors = [stop.descriptor, accepting ? listener : -1].map {
        pollfd(fd: $0, events: Int16(POLLIN), revents: 0)
      }
      for connection in connections {
        descriptors.append(pollfd(fd: connection.descriptor, events: connection.events, revents: 0))
      }
      let wake = (connections.map(\.deadline) + (accepting ? [] : [acceptPausedUntil])).min()
      let timeout = wake.map { Int32(clamping: max(0, $0 - now)) } ?? -1
      if poll(&descriptors, nfds_t(descriptors.count), timeout) < 0 && errno != EINTR { continue }
      if descriptors[0].revents != 0, let signal = stop.received() { return signal }
      if descriptors[1].revents != 0 { acceptConnections() }
      let after = Connection.now
      for index in connections.indices where index + 2 < descriptors.count {
        let events = descriptors[index + 2].revents
        if events != 0 {
          connections[index].serve(events: events, router: &router, buffer: &readBuffer)
        }
        if connections[index].phase != .closed && after >= connections[index].deadline {
          connections[index].expire()
        }
      }
      connections.removeAll { connection in
        if connection.phase == .closed { close(connection.descriptor) }
        return connection.phase == .closed
      }
    }
  }

  /// Accepts the connections waiting, answering 503 to those beyond the bound.
  private mutating func acceptConnections() {
    for _ in 0..<64 {
      let descriptor = accept(listener, nil, nil)
      if descriptor < 0 {
        if errno == EMFILE || errno == ENFILE || errno == ENOBUFS || errno == ENOMEM {
          acceptPausedUntil = Connection.now + 100
        }
        if errno == EINTR || errno == ECONNABORTED { continue }
        return
      }
      Self.makeNonBlocking(descriptor)
      var one: Int32 = 1
      setsockopt(
        descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
      guard connections.count < maxConnections else {
        let bytes = HTTPResponse.refusal(
          .serviceUnavailable,
          "the server has \(maxConnections) connections open, its most: try again in a moment"
        ).bytes(forHead: false, keepAlive: false)
        _ = bytes.withUnsafeBytes {
          send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL | MSG_DONTWAIT))
        }
        shutdown(descriptor, Int32(SHUT_WR))
        close(descriptor)
        continue
      }
      connections.append(Connection(descriptor: descriptor, timeout: timeout))
    }
  }

  /// Makes `descriptor` non-blocking and closed on exec.
  static func makeNonBlocking(_ descriptor: Int32) {
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
  }
}
