import Glibc

/// The signal that asked `ai play` to stop (Ctrl-C, a kill, a closed terminal), or 0;
/// set by the signal handler, read by the line reader.
nonisolated(unsafe) private var stopSignal: sig_atomic_t = 0

/// What `ai play` may do to the terminal, and how it reads lines.
enum Terminal {
  /// Whether stdout is a terminal and `NO_COLOR` is unset: only then colour and cursor
  /// control are used.
  static var isStyled: Bool {
    isatty(1) == 1 && getenv("NO_COLOR") == nil
  }

  /// Whether stderr is a terminal: progress lines go there only then.
  static var errorIsTerminal: Bool { isatty(2) == 1 }

  /// Whether stdin is a terminal (else moves come from a pipe or a file).
  static var inputIsTerminal: Bool { isatty(0) == 1 }

  /// The signals that end a game early but cleanly, with its resume string: Ctrl-C,
  /// `kill`, and the terminal closing.
  static let stopSignals = [SIGINT, SIGTERM, SIGHUP]

  /// Makes the stop signals interrupt a pending read instead of killing the process, so
  /// the game can end cleanly with its resume string.
  static func catchInterrupts() {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { signal in stopSignal = signal }
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0  // no SA_RESTART: a read in progress returns EINTR
    var signals = sigset_t()
    sigemptyset(&signals)
    for signal in stopSignals {
      sigaction(signal, &action, nil)
      sigaddset(&signals, signal)
    }
    // A parent may have left them blocked (some process launchers do); unblock them, or
    // Ctrl-C would never arrive.
    sigprocmask(SIG_UNBLOCK, &signals, nil)
  }

  /// The stop signal received, if any.
  static var stopRequest: Int32? { stopSignal == 0 ? nil : stopSignal }
}

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

  /// Why reading failed, if the end came from an error rather than the end of input.
  var failure: String? { failureCode.map { String(cString: strerror($0)) } }
  private var failureCode: Int32?
  private var buffer: [UInt8] = []
  /// How much of `buffer` is known to hold no newline, so each byte is scanned once.
  private var scanned = 0
  private var atEnd = false

  /// The next line.
  mutating func next() -> Line {
    while true {
      if let signal = Terminal.stopRequest { return .interrupted(signal: signal) }
      if let newline = buffer[scanned...].firstIndex(of: UInt8(ascii: "\n")) {
        var line = Array(buffer[..<newline])
        buffer.removeSubrange(...newline)
        scanned = 0
        if line.last == UInt8(ascii: "\r") { line.removeLast() }
        return .text(String(decoding: line, as: UTF8.self))
      }
      scanned = buffer.count
      if atEnd {
        guard !buffer.isEmpty else { return .end }
        defer {
          buffer.removeAll()
          scanned = 0
        }
        return .text(String(decoding: buffer, as: UTF8.self))
      }
      var chunk = [UInt8](repeating: 0, count: 4096)
      let count = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
      if count > 0 {
        buffer += chunk[..<count]
      } else if count == 0 {
        atEnd = true
      } else if errno != EINTR {
        failureCode = errno
        atEnd = true
      }
      // EINTR: loop, and report the interrupt if it was Ctrl-C.
    }
  }
}
