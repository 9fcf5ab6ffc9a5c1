/// A failure the command line reports on one line of stderr, with its exit status.
enum CLIError: Error, Equatable {
  /// The command line itself is wrong (an unknown option, a value out of range): exit 64.
  case usage(String)
  /// The input is wrong (an illegal board, a bad line in a batch): exit 65.
  case data(String)
  /// The work needs more memory than this process may take, found before it starts: exit 71.
  case resources(String)
  /// Reading the input or writing the output failed: exit 74.
  case io(String)

  var exitStatus: Int32 {
    switch self {
    case .usage: ExitStatus.usage
    case .data: ExitStatus.data
    case .resources: ExitStatus.resources
    case .io: ExitStatus.ioError
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
