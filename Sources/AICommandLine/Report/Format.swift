import TicTacToe

/// Small number formats for the command line.
enum Format {
  /// Seconds with enough digits to read a short time: `0.004213 s`.
  static func seconds(_ seconds: Double) -> String {
    JSONValue.number(seconds, digits: 6).text + " s"
  }

  /// A number of bytes in decimal megabytes, `344 MB`, or kilobytes below one
  /// megabyte, `20 kB`; rounded up for an amount needed, down for one available.
  static func bytes(_ bytes: Int, roundingUp: Bool) -> String {
    let unit = bytes < 1_000_000 ? (size: 1_000, name: "kB") : (size: 1_000_000, name: "MB")
    let whole = roundingUp ? (bytes + unit.size - 1) / unit.size : bytes / unit.size
    return "\(grouped(whole)) \(unit.name)"
  }

  /// The shape of `geometry` as people write it: `4x4`, and `k=3` when the line is not
  /// the shorter side.
  static func shape(_ geometry: Geometry) -> String {
    let shape = "\(geometry.rows)x\(geometry.columns)"
    return geometry.k == min(geometry.rows, geometry.columns) ? shape : "\(shape) k=\(geometry.k)"
  }

  /// A whole number with its digits grouped by three, for a progress line:
  /// `1,234,567`.
  static func grouped(_ number: Int) -> String {
    let digits = Array(String(number.magnitude))
    var text = number < 0 ? "-" : ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { text.append(",") }
      text.append(digit)
    }
    return text
  }
}

extension Duration {
  /// The duration in seconds.
  var seconds: Double {
    Double(components.seconds) + Double(components.attoseconds) * 1e-18
  }
}
