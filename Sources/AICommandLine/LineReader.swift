import Glibc

/// Reads stdin line by line with `read(2)`, telling end of input from an interrupt.
struct LineReader {
  /// One read.
  enum Line: Equatable {
    /// A line, without its line end; invalid UTF-8 is repaired.
    case text(String)
    /// End of input (Ctrl-D, or the pipe closed), or a read that failed: see ``failure``.
    case end
    /// A stop signal (see ``Terminal/stopSignals``), by its number.
    case interrupted(signal: Int32)
  }

  /// Why reading failed, as a message, if the end came from an error rather than the
  /// end of input.
  var failure: String? {
    failureCode.map { "cannot read the input (\(String(cString: strerror($0))))" }
  }
  private var failureCode: Int32?
  /// Whether the last line read ended at the end of input rather than with a newline
  /// (`printf 4 | ai play`, or `4` then Ctrl-D twice on a terminal): on a terminal the
  /// cursor is then still on that line.
  private(set) var lastLineIsUnterminated = false
  /// Bytes read and not yet returned start at `start`; the ones before it are dropped
  /// only when more must be read, so each line costs its own length.
  private var buffer: [UInt8] = []
  private var start = 0
  /// Where to look for the next newline: the bytes from `start` to here hold none.
  private var scanned = 0
  private var atEnd = false

  /// The next line.
  mutating func next() -> Line {
    while true {
      if let signal = Terminal.stopRequest { return .interrupted(signal: signal) }
      if let newline = buffer[scanned...].firstIndex(of: UInt8(ascii: "\n")) {
        return .text(take(upTo: newline, skipping: 1))
      }
      scanned = buffer.count
      if atEnd {
        guard start < buffer.count else { return .end }
        lastLineIsUnterminated = true
        return .text(take(upTo: buffer.count, skipping: 0))
      }
      buffer.removeSubrange(..<start)
      (start, scanned) = (0, buffer.count)
      guard Terminal.waitForInput() else { continue }  // a signal: reported above
      var chunk = [UInt8](repeating: 0, count: 4096)
      let count = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
      if count > 0 {
        buffer += chunk[..<count]
      } else if count == 0 {
        atEnd = true
      } else if errno == EIO && Terminal.inputIsTerminal {
        return .interrupted(signal: SIGHUP)  // the terminal hung up; its signal may lag
      } else if errno != EINTR {
        failureCode = errno
        atEnd = true
      }
    }
  }

  /// The line from `start` to `end` without a final carriage return, as text; the next
  /// line starts `skipping` bytes after `end`.
  private mutating func take(upTo end: Int, skipping: Int) -> String {
    var last = end
    if last > start && buffer[last - 1] == UInt8(ascii: "\r") { last -= 1 }
    defer { (start, scanned) = (end + skipping, end + skipping) }
    return String(decoding: buffer[start..<last], as: UTF8.self)
  }
}
