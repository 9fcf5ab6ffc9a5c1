// A connection over a socket pair, driven as the server's loop drives it, for the fuzz harness.
@_spi(Fuzzing) import AICommandLine
import Glibc

/// One `poll` at a time, with real workers: the fuzz harness sends a request stream through
/// it, in pieces, to see every answer a client would read.
@_spi(Fuzzing) public final class LoopbackConnection {
  /// Shared by every connection made here: a worker, the quick thread, and a small bound
  /// on each search so that one input stays fast.
  private static let workers = try! Workers(count: 1, nodeLimit: 200_000)
  nonisolated(unsafe) private static var made = 0
  private var connection: Connection
  private let client: Int32
  private var buffer = [UInt8](repeating: 0, count: 16_384)
  /// What the client has read.
  public private(set) var received: [UInt8] = []

  /// A connection whose server answers to the `Host` names `localhost` and `x`.
  public init() {
    var ends: [Int32] = [-1, -1]
    precondition(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &ends) == 0, "no socket pair")
    for end in ends { makeNonBlocking(end) }
    client = ends[1]
    Self.made += 1
    connection = Connection(
      descriptor: ends[0], number: Self.made, timeout: 60_000, workers: Self.workers,
      router: Router(hosts: AllowedHosts(listeningOn: .loopback, port: 80, extra: ["x"])))
  }

  deinit {
    close(client)
    close(connection.descriptor)
    Self.workers.cancel(connection: connection.number)
  }

  /// Sends `bytes` as the client, letting the server read as it would; false when the
  /// server stopped reading before taking them all.
  public func send(_ bytes: ArraySlice<UInt8>) -> Bool {
    var rest = bytes
    while !rest.isEmpty {
      let sent = rest.withUnsafeBytes {
        Glibc.send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      if sent > 0 {
        rest = rest.dropFirst(sent)
      } else if !settle() {
        return false
      }
    }
    return true
  }

  /// Shuts the client's side, as a client that has sent its last request.
  public func endInput() { shutdown(client, Int32(SHUT_WR)) }

  /// Runs the loop until nothing more can happen: no event ready and no answer awaited
  /// from a worker; the client reads all it is sent. Returns whether anything happened.
  @discardableResult
  public func settle() -> Bool {
    var moved = false
    while true {
      let awaiting = connection.awaitsWorker
      var descriptors = [
        pollfd(
          fd: connection.events == 0 ? -1 : connection.descriptor, events: connection.events,
          revents: 0),
        pollfd(fd: Self.workers.wake, events: Int16(POLLIN), revents: 0),
      ]
      let ready = poll(&descriptors, 2, awaiting ? 60_000 : 0)
      precondition(ready > 0 || !awaiting, "a worker never answered")
      if descriptors[1].revents != 0 {
        for (job, response) in Self.workers.takeAnswers() where job.connection == connection.number
        {
          connection.deliver(response, to: job.sequence)
        }
      }
      if descriptors[0].revents != 0 {
        connection.serve(events: descriptors[0].revents, buffer: &buffer)
      }
      let read = readClient()
      guard ready > 0 || read else { return moved }
      moved = true
    }
  }

  /// Reads what the server sent; whether anything was read or the server shut its side.
  private func readClient() -> Bool {
    var any = false
    while true {
      let count = buffer.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, 0) }
      guard count > 0 else { return any }
      received += buffer[..<count]
      any = true
    }
  }
}
