/// A failure the command line reports on one line of stderr, with its exit status.
enum CLIError: Error, Equatable {
  /// The command line itself is wrong: an unknown command or option, a missing or
  /// extra argument, an option value out of range. Exit 64 (EX_USAGE).
  case usage(String)
  /// The input is wrong: an illegal board, a bad line in a batch. Exit 65 (EX_DATAERR).
  case data(String)
  /// The work needs more memory than this process may take (`ulimit -v`, `ulimit -d`,
  /// its cgroup's limit), found before anything is built. Exit 71 (EX_OSERR).
  case resources(String)
  /// Reading the input or writing the output failed. Exit 74 (EX_IOERR).
  case io(String)

  /// The exit status for this failure.
  var exitStatus: Int32 {
    switch self {
    case .usage: 64
    case .data: 65
    case .resources: 71
    case .io: 74
    }
  }

  /// The message, without the `ai: error:` prefix.
  var message: String {
    switch self {
    case .usage(let message), .data(let message), .resources(let message), .io(let message):
      message
    }
  }
}
