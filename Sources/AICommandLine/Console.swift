// `stdout` and `stdin` are C globals that Swift 6 counts as shared mutable state; they
// are read only to ask whether a stream failed.
@preconcurrency import Glibc

/// Standard output and error, written without Foundation.
enum Console {
  /// Writes `text` and a newline to stdout.
  static func out(_ text: String) {
    print(text)
  }

  /// Writes `text` to stdout without a newline, and flushes it: a prompt.
  static func write(_ text: String) {
    print(text, terminator: "")
    fflush(nil)
  }

  /// Writes `ai: error: message` to stderr as one line.
  static func error(_ message: String) {
    writeError("ai: error: \(message.escapingControlCharacters)\n")
  }

  /// Writes `text` to stderr as it is, after flushing stdout so the two stay in order
  /// when they share a terminal.
  static func writeError(_ text: String) {
    fflush(stdout)
    var text = text
    text.withUTF8 { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = Glibc.write(2, bytes.baseAddress! + offset, bytes.count - offset)
        if written <= 0 { return }
        offset += written
      }
    }
  }

  /// The lines of stdin, one at a time, without their line ends; invalid UTF-8 is
  /// repaired rather than refused. After the last, ``inputFailure`` tells a read error
  /// from the end of the input.
  static func inputLines() -> AnyIterator<String> {
    AnyIterator { readLine(strippingNewline: true) }
  }

  /// Why reading stdin failed, if it did (not the end of the input).
  static var inputFailure: String? {
    guard ferror(stdin) != 0 else { return nil }
    return "cannot read the input" + (errno == 0 ? "" : " (\(String(cString: strerror(errno))))")
  }

  /// Flushes stdout; why writing it failed, if it did (a full disk, a closed stdout).
  static func outputFailure() -> String? {
    errno = 0
    let flushed = fflush(stdout) == 0
    guard !flushed || ferror(stdout) != 0 else { return nil }
    let reason = errno == 0 ? "" : " (\(String(cString: strerror(errno))))"
    return "cannot write the output\(reason)"
  }
}

extension String {
  /// The string with control characters made visible (`\n`, `\r`, `\t`, else
  /// `\u{1B}`), so a message stays on one line and cannot drive the terminal.
  var escapingControlCharacters: String {
    var result = ""
    for scalar in unicodeScalars {
      switch scalar {
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\u{0}"..."\u{1F}", "\u{7F}"..."\u{9F}", "\u{2028}", "\u{2029}":
        result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
