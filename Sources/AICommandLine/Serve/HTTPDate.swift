import Glibc

/// The `Date` header field's value, in the form HTTP requires: `Sun, 06 Nov 1994
/// 08:49:37 GMT`.
enum HTTPDate {
  private static let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
  private static let months = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]

  /// The time `seconds` since 1970 in UTC, as HTTP writes it.
  static func text(_ seconds: Int) -> String {
    var time = time_t(seconds)
    var parts = tm()
    gmtime_r(&time, &parts)
    let twoDigits = { (value: Int32) in value < 10 ? "0\(value)" : "\(value)" }
    return "\(days[Int(parts.tm_wday)]), \(twoDigits(parts.tm_mday)) "
      + "\(months[Int(parts.tm_mon)]) \(1900 + Int(parts.tm_year)) "
      + "\(twoDigits(parts.tm_hour)):\(twoDigits(parts.tm_min)):\(twoDigits(parts.tm_sec)) GMT"
  }

  /// The time now, as HTTP writes it.
  static var now: String { text(time(nil)) }
}
