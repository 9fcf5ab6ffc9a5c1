// The failures `ai` reports on one line of stderr, and the exit status of each.

/// What was wrong, without the `ai: error:` prefix, and the exit status it earns.
struct CLIError: Error, Equatable {
  let message: String
  let exitStatus: Int32

  private init(_ message: String, _ exitStatus: Int32) {
    (self.message, self.exitStatus) = (message, exitStatus)
  }

  /// The command line is wrong (an unknown option, a value out of range): exit 64.
  static func usage(_ text: String) -> Self { Self(text, ExitStatus.usage) }
  /// The input is wrong (an illegal board, a bad line in a batch): exit 65.
  static func data(_ text: String) -> Self { Self(text, ExitStatus.data) }
  /// A service the work needs cannot be had (the address `ai serve` listens on): exit 69.
  static func unavailable(_ text: String) -> Self { Self(text, ExitStatus.unavailable) }
  /// The work needs more memory, files or threads than this process may take: exit 71.
  static func resources(_ text: String) -> Self { Self(text, ExitStatus.resources) }
  /// Reading the input or writing the output failed: exit 74.
  static func io(_ text: String) -> Self { Self(text, ExitStatus.ioError) }

  /// The same failure, its message saying what it is about first: `pos.txt: ...`.
  func about(_ subject: String) -> CLIError { CLIError("\(subject): \(message)", exitStatus) }
}

/// The exit statuses of `ai`, after BSD's sysexits.
enum ExitStatus {
  static let success: Int32 = 0
  static let usage: Int32 = 64  // EX_USAGE
  static let data: Int32 = 65  // EX_DATAERR
  static let unavailable: Int32 = 69  // EX_UNAVAILABLE: `ai serve` cannot listen
  static let resources: Int32 = 71  // EX_OSERR
  static let ioError: Int32 = 74  // EX_IOERR
}
