// One client's connection: its requests read, routed and answered in order.
import Glibc

/// Keep-alive and pipelining included, at most ``inFlightLimit`` at a time, at the pace the
/// client reads the answers. It reads only while its unparsed input is under ``inputLimit``,
/// so a client that sends faster than it reads holds a bounded amount of memory.
@_spi(Fuzzing) public struct Connection {
  /// `draining`: its side shut, reading and dropping what the client still sends, so that
  /// closing does not reset the connection before the client has read the last answer.
  public enum Phase: Equatable { case open, closing, draining, closed }
  /// Milliseconds a closing connection may take to read its last answer.
  static let closingGrace = 1_000
  /// Answer bytes waiting beyond which no more requests are read.
  static let pendingLimit = 1 << 16
  /// The most requests read and not yet answered, so one client cannot fill the queue.
  static let inFlightLimit = 4
  /// Unparsed bytes beyond which the socket is not read: more than any head may hold
  /// without a verdict, so a head is always whole or refused within it.
  static let inputLimit = 1 << 14

  /// The client's socket.
  public let descriptor: Int32
  /// Unique while the server runs: what a worker's answer names.
  public let number: Int
  /// Milliseconds the client has to send a whole request head and to take an answer.
  let timeout: Int
  let workers: Workers
  let router: Router
  private var input: [UInt8] = []
  /// Where the unparsed part of `input` starts.
  private var parsed = 0
  /// Whether the client has shut its side, or the server stopped reading.
  private var inputEnded = false
  private var output: [UInt8] = []
  /// The answers not yet in `output`, in request order; `bytes` is nil while searched.
  private var unanswered: [(sequence: Int, head: Bool, keepAlive: Bool, bytes: [UInt8]?)] = []
  private var sequence = 0
  /// When the client's time is up, on ``now``'s clock.
  private(set) var deadline: Int
  /// Where the connection is in its life.
  public private(set) var phase = Phase.open

  /// A connection on `descriptor`, its searches sent to `workers`, its requests to `router`.
  public init(descriptor: Int32, number: Int, timeout: Int, workers: Workers, router: Router) {
    (self.descriptor, self.number, self.timeout, self.workers, self.router) =
      (descriptor, number, timeout, workers, router)
    deadline = Self.now + timeout
  }

  /// Milliseconds on a monotonic clock.
  static var now: Int {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return time.tv_sec * 1000 + time.tv_nsec / 1_000_000
  }

  /// What `poll` is to wait for: nothing while only a worker's answer is awaited.
  public var events: Int16 {
    let reading =
      !inputEnded && input.count - parsed < Self.inputLimit && output.count < Self.pendingLimit
      && unanswered.count < Self.inFlightLimit
    let writing = Int16(output.isEmpty ? 0 : POLLOUT)
    switch phase {
    case .open: return Int16(reading ? POLLIN : 0) | writing
    case .closing: return writing
    case .draining: return Int16(POLLIN)
    case .closed: return 0
    }
  }

  var isIdle: Bool { output.isEmpty && unanswered.isEmpty }

  /// Whether an answer is awaited from a worker.
  public var awaitsWorker: Bool { unanswered.contains { $0.bytes == nil } }

  /// Reads into `buffer` (shared by the connections), answers and sends, after `poll`.
  public mutating func serve(events: Int16, buffer: inout [UInt8]) {
    if Int32(events) & Int32(POLLIN | POLLHUP | POLLERR) != 0 && phase != .closing {
      let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
      if count > 0 && phase == .open { input += buffer[..<count] }  // dropped unless open
      if count == 0 {
        if phase == .draining { phase = .closed }
        inputEnded = true
      } else if count < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR {
        phase = .closed  // the connection broke: no answer can reach the client
      }
    }
    advance()
  }

  /// Puts a worker's answer in its place among the answers, and sends what is ready.
  public mutating func deliver(_ response: HTTPResponse, to sequence: Int) {
    guard let index = unanswered.firstIndex(where: { $0.sequence == sequence }) else { return }
    let request = unanswered[index]
    unanswered[index].bytes = response.bytes(forHead: request.head, keepAlive: request.keepAlive)
    advance()
  }

  /// Reads no more requests; those routed are still answered.
  mutating func stopReading() {
    (inputEnded, input, parsed) = (true, [], 0)
    advance()
  }

  /// A request begun gets 408; the connection closes unless it awaits a worker.
  mutating func expire() {
    if !unanswered.isEmpty {
      deadline = Self.now + timeout
    } else if phase == .open && input.count > parsed && output.isEmpty {
      finish(
        with: .refusal(
          .requestTimeout,
          "the request took longer than \(timeout / 1000) s to arrive: send the whole request "
            + "head at once"))
      advance()
    } else {
      phase = .closed
    }
  }

  /// Reads the requests buffered, and sends the answers ready in turn, until neither moves:
  /// an answer sent may make room to read the next request.
  private mutating func advance() {
    while true {
      readRequests()
      var moved = false
      while let first = unanswered.first, let bytes = first.bytes {
        output += bytes
        unanswered.removeFirst()
        moved = true
      }
      if !output.isEmpty && !send() { phase = .closed }
      if !moved || phase == .closed { break }
    }
    if parsed > 0 && parsed >= input.count / 2 {
      input.removeFirst(parsed)
      parsed = 0
    }
    if phase == .closing && isIdle {
      shutdown(descriptor, Int32(SHUT_WR))
      phase = .draining
      deadline = Self.now + Self.closingGrace
    }
  }

  private mutating func readRequests() {
    while phase == .open && unanswered.count < Self.inFlightLimit
      && output.count < Self.pendingLimit
    {
      switch RequestParser.parse(input[parsed...]) {
      case .incomplete:
        if inputEnded { (phase, input, parsed) = (.closing, [], 0) }  // a part of a request is none
        return
      case .refused(let refusal):
        return finish(with: refusal)
      case .request(let request, let length):
        parsed += length
        let head = request.method == "HEAD"
        var keepAlive = request.keepAlive
        switch router.route(request) {
        case .answer(let response):
          keepAlive = keepAlive && !response.closes
          unanswered.append(
            (sequence, head, keepAlive, response.bytes(forHead: head, keepAlive: keepAlive)))
        case .search(let question):
          unanswered.append((sequence, head, keepAlive, nil))
          workers.submit(Workers.Job(connection: number, sequence: sequence, request: question))
        }
        sequence += 1
        deadline = Self.now + timeout
        if !keepAlive { (phase, input, parsed) = (.closing, [], 0) }
      }
    }
  }

  private mutating func finish(with response: HTTPResponse) {
    unanswered.append((sequence, false, false, response.bytes(forHead: false, keepAlive: false)))
    (phase, input, parsed) = (.closing, [], 0)
    deadline = Self.now + Self.closingGrace
  }

  /// Sends what the socket takes; false when the client went away.
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
