// Standard output and error, written with `write(2)` so that a failed write is caught at once.
import Glibc

/// Rather than C's stdio, so that a failure comes with its reason; from the main thread only.
enum Console {
  /// stdout's bytes not yet written: small at first, for an error under a tight memory
  /// limit. One thread, so no exclusivity check on each of a batch's answers.
  @exclusivity(unchecked) nonisolated(unsafe) private static var pending = ByteBuffer(
    capacity: 1 << 10)
  @exclusivity(unchecked) nonisolated(unsafe) private static var failure: String?

  static func out(_ text: String) { out { $0.append(line: text) } }

  /// Lets `body` append whole lines into stdout's buffer, written at once on a terminal.
  static func out(appending body: (inout ByteBuffer) -> Void) {
    body(&pending)
    if Terminal.outputIsTerminal || pending.count >= 1 << 16 { flush() }
  }

  /// Writes `text` to stdout without a newline, at once: a prompt.
  static func write(_ text: String) {
    pending.append(string: text)
    flush()
  }

  /// Writes what stdout has pending; after a failure, drops it.
  static func flush() {
    defer { pending.removeAll() }
    guard failure == nil, !pending.isEmpty else { return }
    if let code = pending.withUnsafeBytes({ writeAll($0, to: 1) }) {
      failure = "cannot write the output (\(String(cString: strerror(code))))"
    }
  }

  /// Whether writing stdout has failed, without flushing it.
  static var outputHasFailed: Bool { failure != nil }

  /// Flushes stdout; why writing it failed, if it did.
  static func outputFailure() -> String? {
    flush()
    return failure
  }

  static func error(_ message: String) { writeError("ai: error: \(message.escaped())\n") }

  /// Flushes stdout first, so the two stay in order.
  static func writeError(_ text: String) {
    flush()
    var text = text
    _ = text.withUTF8 { writeAll(UnsafeRawBufferPointer($0), to: 2) }  // nowhere to say so
  }

  /// Writes all of `buffer` to `descriptor`; the errno of a failure, or nil. A game waits
  /// for room with the stop signals let through, so a full pipe cannot keep it from stopping.
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
