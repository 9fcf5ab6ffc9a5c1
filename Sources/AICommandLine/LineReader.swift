import Glibc

/// Reads stdin line by line with `read(2)`, telling end of input from an interrupt.
///
/// Two ways to take a line: ``next()`` makes a `String` (a game's moves), and
/// ``nextLine(_:)`` lends the line's bytes where they lie in the buffer (a batch of
/// boards, where a string per line would cost more than the answer).
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

  /// One read by ``nextLine(_:)``: what its closure made of a line, or why there is
  /// none.
  enum Read<Value> {
    /// The closure's result for the line.
    case line(Value)
    /// End of input, or a read that failed: see ``failure``.
    case end
    /// A stop signal, by its number.
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
  /// Where `read(2)` puts its bytes, made on the first read and kept.
  private var chunk: [UInt8] = []
  /// The most bytes one `read(2)` asks for.
  private static let chunkSize = 1 << 16

  /// The next line.
  mutating func next() -> Line {
    switch nextBounds(checkingSignalsEveryLine: true) {
    case .line(let range):
      .text(String(decoding: buffer[range], as: UTF8.self))
    case .end: .end
    case .interrupted(let signal): .interrupted(signal: signal)
    }
  }

  /// The next line's bytes, without its line end (a final carriage return dropped too),
  /// lent to `body` for the length of the call.
  ///
  /// For a batch: before it waits for more input it writes what stdout has pending
  /// (whoever feeds the batch may be waiting for those answers before sending more),
  /// and it looks for a stop signal only then, not at every line.
  ///
  /// - Complexity: O(n) in the line's length; allocates nothing once the buffer has
  ///   grown to hold the longest line and one read.
  mutating func nextLine<Value>(_ body: (UnsafeRawBufferPointer) -> Value) -> Read<Value> {
    switch nextBounds(checkingSignalsEveryLine: false) {
    case .line(let range):
      .line(buffer.withUnsafeBytes { body(UnsafeRawBufferPointer(rebasing: $0[range])) })
    case .end: .end
    case .interrupted(let signal): .interrupted(signal: signal)
    }
  }

  /// Where the next line lies in `buffer`, reading more when no whole line is there.
  private enum Bounds {
    /// The line's bytes in `buffer`, without its line end.
    case line(Range<Int>)
    /// End of input, or a read that failed.
    case end
    /// A stop signal, by its number.
    case interrupted(Int32)
  }

  /// Finds the next line, reading as needed; a stop signal is looked for before each
  /// line, or only before each wait for input unless `checkingSignalsEveryLine`.
  private mutating func nextBounds(checkingSignalsEveryLine: Bool) -> Bounds {
    while true {
      if checkingSignalsEveryLine, let signal = Terminal.stopRequest {
        return .interrupted(signal)
      }
      if let newline = newlineIndex() { return .line(take(upTo: newline, skipping: 1)) }
      scanned = buffer.count
      if atEnd {
        guard start < buffer.count else { return .end }
        lastLineIsUnterminated = true
        return .line(take(upTo: buffer.count, skipping: 0))
      }
      if !checkingSignalsEveryLine {
        if let signal = Terminal.stopRequest { return .interrupted(signal) }
        Console.flush()
      }
      buffer.removeSubrange(..<start)
      (start, scanned) = (0, buffer.count)
      guard Terminal.waitForInput() else { continue }  // a signal: reported above
      if chunk.isEmpty { chunk = [UInt8](repeating: 0, count: Self.chunkSize) }
      let count = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
      if count > 0 {
        buffer.append(contentsOf: chunk[..<count])
      } else if count == 0 {
        atEnd = true
      } else if errno == EIO && Terminal.inputIsTerminal {
        return .interrupted(SIGHUP)  // the terminal hung up; its signal may lag
      } else if errno != EINTR {
        failureCode = errno
        atEnd = true
      }
    }
  }

  /// The index of the first newline from `scanned` on, if any.
  private func newlineIndex() -> Int? {
    guard scanned < buffer.count else { return nil }
    return buffer.withUnsafeBytes { bytes in
      memchr(bytes.baseAddress! + scanned, Int32(UInt8(ascii: "\n")), bytes.count - scanned)
        .map { UnsafeRawPointer($0) - bytes.baseAddress! }
    }
  }

  /// The line from `start` to `end` without a final carriage return; the next line
  /// starts `skipping` bytes after `end`.
  private mutating func take(upTo end: Int, skipping: Int) -> Range<Int> {
    var last = end
    if last > start && buffer[last - 1] == UInt8(ascii: "\r") { last -= 1 }
    defer { (start, scanned) = (end + skipping, end + skipping) }
    return start..<last
  }
}
