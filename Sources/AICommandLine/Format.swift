import TicTacToe

/// Small number formats for the command line.
enum Format {
  /// Seconds with enough digits to read a short time: `0.004213 s`.
  static func seconds(_ seconds: Double) -> String {
    JSONValue.number(seconds, digits: 6).text + " s"
  }
}

extension Duration {
  /// The duration in seconds.
  var seconds: Double {
    Double(components.seconds) + Double(components.attoseconds) * 1e-18
  }
}
