extension String {
  /// The string with its hidden scalars made visible (`\n`, `\r`, `\t`, else `\u{1B}`),
  /// so a message stays on one line, cannot drive the terminal and shows what it says.
  var escapingControlCharacters: String {
    var result = ""
    for scalar in unicodeScalars {
      switch scalar {
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.isHidden:
        result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
