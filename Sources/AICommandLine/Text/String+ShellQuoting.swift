extension String {
  /// The string as one word for a POSIX shell, so that a printed command can be pasted
  /// back: as it is when every character is safe unquoted, else in single quotes.
  var shellQuoted: String {
    let safe = Set("_-./,:+@")
    let isSafe = { (character: Character) in
      (character.isASCII && (character.isLetter || character.isNumber))
        || safe.contains(character)
    }
    if !isEmpty && allSatisfy(isSafe) { return self }
    var quoted = "'"
    for character in self { quoted += character == "'" ? #"'\''"# : String(character) }
    return quoted + "'"
  }
}
