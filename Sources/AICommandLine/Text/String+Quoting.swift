// How `ai` trims what it was given and quotes it back in messages, commands and JSON.

extension String {
  /// Without spaces, tabs and line ends at either end, as the engine trims a board.
  var trimmed: String {
    let isBlank = { (character: Character) in
      character == " " || character == "\t" || character.isNewline
    }
    guard let start = firstIndex(where: { !isBlank($0) }) else { return "" }
    return String(self[start...lastIndex(where: { !isBlank($0) })!])
  }

  /// Cut after `limit` code points (not characters, which may be unbounded), with `...`.
  func excerpt(_ limit: Int) -> String {
    let scalars = unicodeScalars
    guard let end = scalars.index(scalars.startIndex, offsetBy: limit, limitedBy: scalars.endIndex),
      end != scalars.endIndex
    else { return self }
    return String(scalars[..<end]) + "..."
  }

  /// A value the user gave, for a message: quoted, shortened past 40 code points.
  var quotedValue: String {
    if isEmpty { return "an empty value" }
    let start = excerpt(40)
    return start == self ? "'\(self)'" : "'\(start)' (\(count) characters)"
  }

  /// With `\n`, `\r`, `\t` and every hidden scalar made visible, so that it stays on one
  /// line and cannot drive a terminal: `\u{1B}`, or for `json` `\u001b`, quotes escaped.
  func escaped(json: Bool = false) -> String {
    var result = ""
    for scalar in unicodeScalars {
      switch scalar {
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\"" where json, "\\" where json: result += "\\" + String(scalar)
      case _ where scalar.isHidden && json:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      case _ where scalar.isHidden:
        result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// The value, without its blanks, as a word of a command that a message suggests; nil
  /// past 40 code points, where the message shows an example instead.
  var suggested: String? {
    let value = trimmed
    return value.excerpt(40) == value ? value.shellQuoted : nil
  }

  /// One word for a POSIX shell, in single quotes unless every character is safe.
  var shellQuoted: String {
    let isSafe = { (character: Character) in
      (character.isASCII && (character.isLetter || character.isNumber))
        || "_-./,:+@".contains(character)
    }
    if !isEmpty && allSatisfy(isSafe) { return self }
    return "'" + replacing("'", with: #"'\''"#) + "'"
  }
}

extension Unicode.Scalar {
  /// It can drive a terminal, end a line (in JavaScript too) or make text show as other text.
  var isHidden: Bool {
    switch value {
    case 0x00...0x1F, 0x7F...0x9F: true  // C0, DEL, C1
    case 0x2028, 0x2029: true  // line and paragraph separators
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true  // bidirectional
    default: false
    }
  }
}
