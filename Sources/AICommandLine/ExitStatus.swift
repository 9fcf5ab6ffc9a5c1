/// The exit statuses of `ai`, after BSD's sysexits; each ``CLIError`` maps to one.
enum ExitStatus {
  static let success: Int32 = 0
  static let usage: Int32 = 64  // EX_USAGE
  static let data: Int32 = 65  // EX_DATAERR
  /// `ai serve` cannot listen on its address (EX_UNAVAILABLE).
  static let unavailable: Int32 = 69
  static let resources: Int32 = 71  // EX_OSERR
  static let ioError: Int32 = 74  // EX_IOERR
}
