import Glibc

/// One client's connection: the bytes received and not yet read as requests, the answers
/// not yet sent, and the time by which the client must have done its part.
struct Connection {
  /// Where a connection stands.
  enum Phase: Equatable {
    /// Reading requests and answering them.
    case open
    /// Sending its last answer, then closing: no more requests are read.
    case closing
    /// Its last answer sent and its sending side shut: reading and dropping what the
    /// client still sends, so that closing does not reset the connection before the
    /// client has read the answer.
    case draining
    /// Done: to be closed.
    case closed
  }

  /// The socket.
  let descriptor: Int32
  /// Bytes received that are not yet a whole request.
  var input: [UInt8] = []
  /// Answer bytes not yet sent, from `sent` on.
  var output: [UInt8] = []
  /// How many bytes of `output` are sent.
  var sent = 0
  /// When the client's time is up, on ``MonotonicClock``.
  var deadline: Int
  /// Where the connection stands.
  var phase = Phase.open

  /// The answer bytes still to send.
  var pending: Int { output.count - sent }

  /// Reads what the client sent, as much as `buffer` holds, and appends it to `input`
  /// (dropped once draining).
  ///
  /// - Parameter buffer: Room to read into, shared by the connections.
  /// - Returns: False when the client has closed its side or the connection failed.
  mutating func receive(using buffer: inout [UInt8]) -> Bool {
    let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
    if count > 0 {
      if phase == .open { input += buffer[..<count] }
      return true
    }
    return count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR)
  }

  /// Sends as much of the pending answer as the socket takes.
  ///
  /// - Returns: False when the connection failed (the client went away).
  mutating func send() -> Bool {
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
  mutating func queue(_ bytes: [UInt8]) {
    if sent > 0 {
      output.removeFirst(sent)
      sent = 0
    }
    output += bytes
  }
}
