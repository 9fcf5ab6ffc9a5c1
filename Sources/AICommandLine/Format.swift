import TicTacToe

/// Small number formats for the command line.
enum Format {
  /// Seconds with enough digits to read a short time: `0.004213 s`.
  static func seconds(_ seconds: Double) -> String {
    JSONValue.number(seconds, digits: 6).text + " s"
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
