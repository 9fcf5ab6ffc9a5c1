// The server's loop: the listening socket, `poll(2)` on every connection, the workers' answers.
import Glibc
import TicTacToe

/// One thread and non-blocking sockets; the searches run on ``Workers``.
struct Server {
  let listener: Int32
  /// The system's choice for 0.
  let port: Int
  let timeout: Int
  /// The most connections open at once; one more is answered 503 and closed.
  let maxConnections: Int
  /// Milliseconds the answers in flight get once a stop signal arrives.
  static let stopGrace = 2_000
  private let workers: Workers
  private let router: Router
  private var connections: [Connection] = []
  private var nextNumber = 0
  /// Until when accepting waits, after the process ran out of file descriptors.
  private var acceptPausedUntil = 0
  private var readBuffer = [UInt8](repeating: 0, count: 16_384)

  /// Listens on `host` at `port`, answering to its names and `allowing` (``AllowedHosts``),
  /// and starts the workers, a table of a board past 16 cells within `tableBudget` bytes; throws what failed and what to do:
  /// ``CLIError/unavailable(_:)`` for the address, ``CLIError/resources(_:)`` for files or
  /// threads. Serves fewer than `maxConnections` at once when `ulimit -n` leaves fewer
  /// descriptors, and refuses to start with none. `SO_REUSEADDR` gives a restarted server
  /// its port back at once.
  init(
    host: ServeHost, port: Int, allowing names: [String], timeout: Int, maxConnections: Int,
    workers: Int, tableBudget: Int = Searcher.defaultTableBudget
  ) throws(CLIError) {
    var address = sockaddr_storage()
    address.ss_family = sa_family_t(host.family)
    let (length, offset) =
      host.family == AF_INET
      ? (MemoryLayout<sockaddr_in>.size, MemoryLayout<sockaddr_in>.offset(of: \.sin_addr)!)
      : (MemoryLayout<sockaddr_in6>.size, MemoryLayout<sockaddr_in6>.offset(of: \.sin6_addr)!)
    withUnsafeMutableBytes(of: &address) {
      // sin_port and sin6_port sit at the same offset, after the family.
      $0.storeBytes(of: UInt16(port).bigEndian, toByteOffset: 2, as: UInt16.self)
      UnsafeMutableRawBufferPointer(rebasing: $0[offset...]).copyBytes(from: host.bytes)
    }
    let descriptor = socket(host.family, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 || (errno != EMFILE && errno != ENFILE) else { throw Self.tooFewFiles() }
    var (one, bound) = (Int32(1), socklen_t(length))
    let listening = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        descriptor >= 0
          && setsockopt(
            descriptor, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size)) == 0
          && bind(descriptor, $0, bound) == 0 && listen(descriptor, 128) == 0
          && getsockname(descriptor, $0, &bound) == 0
      }
    }
    guard listening else {
      let code = errno
      close(descriptor)
      throw .unavailable(host.failure(code, port: port))
    }
    makeNonBlocking(descriptor)
    (listener, self.timeout) = (descriptor, timeout)
    self.port = withUnsafeBytes(of: address) { Int($0[2]) << 8 | Int($0[3]) }
    router = Router(hosts: AllowedHosts(listeningOn: host, port: self.port, extra: names))
    do throws(Workers.StartError) {
      self.workers = try Workers(count: workers, tableBudget: tableBudget)
    } catch {
      close(descriptor)
      throw error.code == EMFILE || error.code == ENFILE
        ? Self.tooFewFiles() : .resources("ai serve \(error.message)")
    }
    // A descriptor is kept spare: to refuse one connection too many, to read a limit file.
    let room = Self.spareDescriptors(upTo: maxConnections + 1) - 1
    guard room >= Self.minimumConnections else {
      close(descriptor)
      throw Self.tooFewFiles()
    }
    self.maxConnections = min(maxConnections, room)
  }

  /// Fewer connections at once than a browser opens to one server is not serving.
  static let minimumConnections = 4

  /// How many more descriptors this process may open, counted up to `limit`.
  private static func spareDescriptors(upTo limit: Int) -> Int {
    var opened: [Int32] = []
    while opened.count < limit {
      let descriptor = open("/dev/null", O_RDONLY | O_CLOEXEC)
      guard descriptor >= 0 else { break }
      opened.append(descriptor)
    }
    for descriptor in opened { close(descriptor) }
    return opened.count
  }

  /// What to do when `ulimit -n` leaves too few descriptors to serve.
  static func tooFewFiles() -> CLIError {
    var limit = rlimit()
    getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit)
    return .resources(
      "ulimit -n \(limit.rlim_cur) leaves too few open files for ai serve, which needs room "
        + "for \(minimumConnections) connections: raise it, such as ulimit -n 256")
  }

  /// Serves until a byte arrives on the pipe `stop`, then gives the answers in flight up
  /// to ``stopGrace``.
  mutating func run(until stop: Int32) {
    defer {
      workers.stop()
      for connection in connections { close(connection.descriptor) }
      close(listener)
    }
    var stopDeadline: Int?
    while true {
      let now = Connection.now
      if let stopDeadline, now >= stopDeadline || connections.allSatisfy(\.isIdle) { return }
      let accepting = now >= acceptPausedUntil && stopDeadline == nil
      var descriptors = [stop, accepting ? listener : -1, workers.wake].map {
        pollfd(fd: $0, events: Int16(POLLIN), revents: 0)
      }
      for connection in connections {
        let events = connection.events
        descriptors.append(
          pollfd(fd: events == 0 ? -1 : connection.descriptor, events: events, revents: 0))
      }
      let wake =
        (connections.map(\.deadline) + [
          accepting ? .max : acceptPausedUntil, stopDeadline ?? .max,
        ]).min()!
      let timeout = wake == .max ? -1 : Int32(clamping: max(0, wake - now))
      if poll(&descriptors, nfds_t(descriptors.count), timeout) < 0 && errno != EINTR { continue }
      var signal: UInt8 = 0
      if descriptors[0].revents != 0, read(stop, &signal, 1) == 1, stopDeadline == nil {
        stopDeadline = Connection.now + Self.stopGrace
        for index in connections.indices { connections[index].stopReading() }
      }
      if descriptors[1].revents != 0 { acceptConnections() }
      if descriptors[2].revents != 0 {
        for (job, response) in workers.takeAnswers() {
          connections.firstIndex { $0.number == job.connection }.map {
            connections[$0].deliver(response, to: job.sequence)
          }
        }
      }
      let after = Connection.now
      for index in connections.indices where index + 3 < descriptors.count {
        let events = descriptors[index + 3].revents
        if events != 0 { connections[index].serve(events: events, buffer: &readBuffer) }
        if connections[index].phase != .closed && after >= connections[index].deadline {
          connections[index].expire()
        }
      }
      connections.removeAll { [workers] connection in
        guard connection.phase == .closed else { return false }
        close(connection.descriptor)
        workers.cancel(connection: connection.number)
        return true
      }
    }
  }

  /// Answers 503 to the connections beyond the bound.
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
      makeNonBlocking(descriptor)
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
      connections.append(
        Connection(
          descriptor: descriptor, number: nextNumber, timeout: timeout, workers: workers,
          router: router))
      nextNumber += 1
    }
  }
}
