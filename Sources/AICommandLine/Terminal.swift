import Glibc

/// Whether a Ctrl-C arrived; set by the signal handler, read by the line reader.
nonisolated(unsafe) private var interruptReceived: sig_atomic_t = 0

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

  /// Makes Ctrl-C interrupt a pending read instead of killing the process, so the game
  /// can end cleanly with its resume string.
  static func catchInterrupts() {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { _ in interruptReceived = 1 }
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0  // no SA_RESTART: a read in progress returns EINTR
    sigaction(SIGINT, &action, nil)
    // A parent may have left SIGINT blocked (some process launchers do); unblock it, or
    // Ctrl-C would never arrive.
    var interrupt = sigset_t()
    sigemptyset(&interrupt)
    sigaddset(&interrupt, SIGINT)
    sigprocmask(SIG_UNBLOCK, &interrupt, nil)
  }

  /// Whether Ctrl-C has been pressed.
  static var wasInterrupted: Bool { interruptReceived != 0 }
}

/// Reads stdin line by line with `read(2)`, telling end of input from an interrupt.
struct LineReader {
  /// One read.
  enum Line: Equatable {
    /// A line, without its line end; invalid UTF-8 is repaired.
    case text(String)
    /// End of input (Ctrl-D, or the pipe closed).
    case end
    /// Ctrl-C.
    case interrupted
  }

  private var buffer: [UInt8] = []
  /// How much of `buffer` is known to hold no newline, so each byte is scanned once.
  private var scanned = 0
  private var atEnd = false

  /// The next line.
  mutating func next() -> Line {
    while true {
      if Terminal.wasInterrupted { return .interrupted }
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
      } else if count == 0 || errno != EINTR {
        atEnd = true
      }
      // EINTR: loop, and report the interrupt if it was Ctrl-C.
    }
  }
}
