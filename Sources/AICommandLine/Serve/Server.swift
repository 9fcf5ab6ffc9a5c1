import Glibc

/// `ai serve`'s event loop: one thread, non-blocking sockets and `poll(2)`. It reads,
/// parses, routes and writes; the searches run on ``Workers``, so that no request waits
/// behind another's search.
struct Server {
  let listener: Int32
  /// The port listened on: the one asked for, or the one the system chose for 0.
  let port: Int
  /// Milliseconds a client has to do its part (``Connection/timeout``).
  let timeout: Int
  /// The most connections open at once; one more is answered 503 and closed.
  let maxConnections: Int
  /// Milliseconds the answers in flight get once a stop signal arrives.
  static let stopGrace = 2_000
  private let workers: Workers
  private var connections: [Connection] = []
  /// The number the next connection gets.
  private var nextNumber = 0
  /// Until when accepting waits, after the process ran out of file descriptors.
  private var acceptPausedUntil = 0
  /// Room to read a connection's bytes into: the most read at once.
  private var readBuffer = [UInt8](repeating: 0, count: 16_384)

  /// A server listening on `host` at `port` (0 for any free port), searching on `workers`
  /// threads.
  init(host: ServeHost, port: Int, timeout: Int, maxConnections: Int, workers: Int)
    throws(ServeHost.ListenError)
  {
    (listener, self.port) = try host.listen(port: port)
    self.timeout = timeout
    self.maxConnections = maxConnections
    self.workers = Workers(count: workers)
  }

  /// Serves until a stop signal arrives, then gives the answers in flight up to
  /// ``stopGrace`` and closes every socket; returns the signal.
  mutating func run(until stop: StopSignals) -> Int32 {
    defer {
      workers.stop()
      for connection in connections { close(connection.descriptor) }
      close(listener)
    }
    var stopped: (signal: Int32, deadline: Int)?
    while true {
      let now = Connection.now
      if let stopped, now >= stopped.deadline || connections.allSatisfy(\.isIdle) {
        return stopped.signal
      }
      let accepting = now >= acceptPausedUntil && stopped == nil
      var descriptors = [stop.descriptor, accepting ? listener : -1, workers.wake].map {
        pollfd(fd: $0, events: Int16(POLLIN), revents: 0)
      }
      for connection in connections {
        let events = connection.events
        descriptors.append(
          pollfd(fd: events == 0 ? -1 : connection.descriptor, events: events, revents: 0))
      }
      let wake =
        (connections.map(\.deadline) + [
          accepting ? .max : acceptPausedUntil, stopped?.deadline ?? .max,
        ]).min()!
      let timeout = wake == .max ? -1 : Int32(clamping: max(0, wake - now))
      if poll(&descriptors, nfds_t(descriptors.count), timeout) < 0 && errno != EINTR { continue }
      if descriptors[0].revents != 0, let signal = stop.received(), stopped == nil {
        stopped = (signal, Connection.now + Self.stopGrace)
        for index in connections.indices { connections[index].stopReading(workers: workers) }
      }
      if descriptors[1].revents != 0 { acceptConnections() }
      if descriptors[2].revents != 0 {
        for (job, response) in workers.takeAnswers() {
          connections.firstIndex { $0.number == job.connection }.map {
            connections[$0].deliver(response, to: job.sequence, workers: workers)
          }
        }
      }
      let after = Connection.now
      for index in connections.indices where index + 3 < descriptors.count {
        let events = descriptors[index + 3].revents
        if events != 0 {
          connections[index].serve(events: events, workers: workers, buffer: &readBuffer)
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
      connections.append(Connection(descriptor: descriptor, number: nextNumber, timeout: timeout))
      nextNumber += 1
    }
  }

  /// Makes `descriptor` non-blocking and closed on exec.
  static func makeNonBlocking(_ descriptor: Int32) {
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
  }
}
