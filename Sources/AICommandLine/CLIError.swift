// The failures `ai` reports on one line of stderr, and the exit status of each.

enum CLIError: Error, Equatable {
  /// The command line is wrong (an unknown option, a value out of range): exit 64.
  case usage(String)
  /// The input is wrong (an illegal board, a bad line in a batch): exit 65.
  case data(String)
  /// A service the work needs cannot be had (the address `ai serve` listens on): exit 69.
  case unavailable(String)
  /// The work needs more memory, files or threads than this process may take: exit 71.
  case resources(String)
  /// Reading the input or writing the output failed: exit 74.
  case io(String)

  var exitStatus: Int32 {
    switch self {
    case .usage: ExitStatus.usage
    case .data: ExitStatus.data
    case .unavailable: ExitStatus.unavailable
    case .resources: ExitStatus.resources
    case .io: ExitStatus.ioError
    }
  }

  /// The same failure, its message saying what it is about first: `pos.txt: ...`.
  func about(_ subject: String) -> CLIError {
    switch self {
    case .usage(let text): .usage("\(subject): \(text)")
    case .data(let text): .data("\(subject): \(text)")
    case .unavailable(let text): .unavailable("\(subject): \(text)")
    case .resources(let text): .resources("\(subject): \(text)")
    case .io(let text): .io("\(subject): \(text)")
    }
  }

  /// Without the `ai: error:` prefix.
  var message: String {
    switch self {
    case .usage(let text), .data(let text), .unavailable(let text), .resources(let text),
      .io(let text):
      text
    }
  }
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
