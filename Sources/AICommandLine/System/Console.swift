import Glibc

/// Standard output and error, written with `write(2)` rather than C's stdio so that a
/// failed write is caught at once with its reason; touched from the main thread only.
enum Console {
  /// stdout's bytes not yet written: small at first (an error under a tight memory limit
  /// must still be written), grown by a long output and kept. One thread, so no runtime
  /// exclusivity check on each access (a batch's answers each make one).
  @exclusivity(unchecked) nonisolated(unsafe) private static var pending = ByteBuffer(
    capacity: 1 << 10)
  @exclusivity(unchecked) nonisolated(unsafe) private static var failure: String?

  /// Writes `text` and a newline to stdout, at once on a terminal.
  static func out(_ text: String) {
    out { $0.append(line: text) }
  }

  /// Lets `body` append whole lines, newlines included, straight into stdout's buffer.
  static func out(appending body: (inout ByteBuffer) -> Void) {
    body(&pending)
    if Terminal.outputIsTerminal || pending.count >= 1 << 16 { flush() }
  }

  /// Writes `text` to stdout without a newline, at once: a prompt.
  static func write(_ text: String) {
    pending.append(string: text)
    flush()
  }

  /// Writes what stdout has pending; after a failure, drops it: nobody can read it.
  static func flush() {
    defer { pending.removeAll() }
    guard failure == nil, !pending.isEmpty else { return }
    if let code = pending.withUnsafeBytes({ writeAll($0, to: 1) }) {
      failure = "cannot write the output (\(String(cString: strerror(code))))"
    }
  }

  /// Whether writing stdout has failed, without flushing it: cheap enough for every line.
  static var outputHasFailed: Bool { failure != nil }

  /// Flushes stdout; why writing it failed, if it ever did.
  static func outputFailure() -> String? {
    flush()
    return failure
  }

  /// Writes `ai: error: message` to stderr as one line.
  static func error(_ message: String) {
    writeError("ai: error: \(message.escaped())\n")
  }

  /// Writes `text` to stderr as it is, after flushing stdout so the two stay in order.
  static func writeError(_ text: String) {
    flush()
    var text = text
    _ = text.withUTF8 { writeAll(UnsafeRawBufferPointer($0), to: 2) }  // nowhere to say so
  }

  /// Writes all of `buffer` to `descriptor`, retrying partial and interrupted writes; the
  /// errno of a failure, or nil. In a game it waits for room before each write, letting
  /// the stop signals through, so that a full pipe cannot keep the game from stopping.
  private static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
    var offset = 0
    while offset < buffer.count {
      var size = buffer.count - offset
      if Terminal.catchesStops {
        guard Terminal.waitToWrite(descriptor) else { return EINTR }
        size = min(size, Terminal.atomicWrite)
      }
      let written = Glibc.write(descriptor, buffer.baseAddress! + offset, size)
      if written > 0 {
        offset += written
      } else if written < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
        // A descriptor left non-blocking by whoever started `ai`: wait for room.
        Terminal.poll(descriptor, for: POLLOUT, timeout: -1)
      } else if written == 0 || errno != EINTR {
        return written < 0 ? errno : EIO
      }
    }
    return nil
  }
}
