import Glibc

/// Why `ai serve` could not start listening.
struct ServerError: Error, Equatable {
  /// The address and port asked for: `127.0.0.1:9339`.
  let address: String
  /// The port asked for.
  let port: Int
  /// The system's error number.
  let code: Int32

  /// The exit status when the server cannot start: 69, BSD's EX_UNAVAILABLE (the
  /// service is unavailable), apart from usage errors and bad data.
  static let exitStatus = ExitStatus.unavailable

  /// One line saying what failed and what to type instead.
  var message: String {
    let start = "cannot listen on \(address): "
    switch code {
    case EADDRINUSE:
      return start
        + "the port is in use (another server?): choose another with --port N, or --port 0 "
        + "for any free one"
    case EACCES where port < 1024:
      return start + "ports below 1024 need privileges: choose --port 1024 or above"
    case EADDRNOTAVAIL:
      return start
        + "the address is not one of this machine's: try --host 127.0.0.1 or --host ::1"
    case EAFNOSUPPORT:
      return start + "this machine has no IPv6: try --host 127.0.0.1"
    default:
      return start + String(cString: strerror(code))
    }
  }
}
