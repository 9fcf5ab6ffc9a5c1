/// The exit statuses of `ai`, after BSD's sysexits; each ``CLIError`` maps to one.
enum ExitStatus {
  static let success: Int32 = 0
  /// The command line is wrong (EX_USAGE).
  static let usage: Int32 = 64
  /// Bad input data (EX_DATAERR).
  static let data: Int32 = 65
  /// `ai serve` cannot listen on its address (EX_UNAVAILABLE).
  static let unavailable: Int32 = 69
  /// The work needs more memory than the process may take (EX_OSERR).
  static let resources: Int32 = 71
  /// Reading the input or writing the output failed (EX_IOERR).
  static let ioError: Int32 = 74
}
