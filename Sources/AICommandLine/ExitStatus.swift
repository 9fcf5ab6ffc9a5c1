/// The exit statuses of `ai`, after BSD's sysexits.
enum ExitStatus {
  /// Success.
  static let success: Int32 = 0
  /// Bad input data.
  static let data: Int32 = 65
  /// `ai serve` cannot listen on its address (EX_UNAVAILABLE).
  static let unavailable: Int32 = 69
  /// Reading the input or writing the output failed.
  static let ioError: Int32 = 74
}
