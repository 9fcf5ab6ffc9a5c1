import Glibc

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
    writeError("ai: error: \(message.replacingLineBreaks)\n")
  }

  /// Writes `text` to stderr as it is, after flushing stdout so the two stay in order
  /// when they share a terminal.
  static func writeError(_ text: String) {
    fflush(nil)  // every stream: naming stdout is not concurrency-safe in Swift 6
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
  /// repaired rather than refused.
  static func inputLines() -> AnyIterator<String> {
    AnyIterator { readLine(strippingNewline: true) }
  }
}

extension String {
  /// The string with line breaks shown as `\n`, so a message stays on one line.
  var replacingLineBreaks: String {
    var result = ""
    for character in self {
      result += character.isNewline ? "\\n" : String(character)
    }
    return result
  }
}
