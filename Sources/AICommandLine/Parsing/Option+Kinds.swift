/// The kinds of value `ai`'s options take, each with the usage error that says what to
/// type instead.
extension Option where Value == Int {
  /// An option whose value is a whole number in `range`.
  ///
  /// - Parameter meaning: What the number is, for the error: "the number of rows".
  static func integer(
    _ name: String, aliases: [String] = [], value: String = "N", example: String,
    in range: ClosedRange<Int>, meaning: String, help: String
  ) -> Self {
    Option(name, aliases: aliases, value: value, example: example, help: help) {
      text throws(CLIError) in
      guard let number = Int(text), range.contains(number) else {
        throw .usage(
          "--\(name) takes \(meaning) from \(range.lowerBound) to \(range.upperBound), "
            + "not \(text.quotedValue)")
      }
      return number
    }
  }
}

extension Option where Value == String {
  /// An option whose value is text that the command reads itself, such as a board,
  /// which needs the other options to be read.
  static func text(
    _ name: String, aliases: [String] = [], value: String, example: String, help: String
  ) -> Self {
    Option(name, aliases: aliases, value: value, example: example, help: help) { $0 }
  }
}

extension Option {
  /// An option whose value is one of a few words, in any case.
  ///
  /// - Parameters:
  ///   - choices: Each word and what it means.
  ///   - described: The words as the error lists them: "x or o (your side)".
  static func choice(
    _ name: String, value: String, help: String, choices: [(word: String, value: Value)],
    described: String
  ) -> Self where Value: Sendable {
    Option(name, value: value, example: choices[choices.count > 1 ? 1 : 0].word, help: help) {
      text throws(CLIError) in
      if let match = choices.first(where: { $0.word == text.lowercased() }) {
        return match.value
      }
      let words = choices.map(\.word)
      throw .usage(
        "--\(name) takes \(described), not \(text.quotedValue)"
          + Suggestion.didYouMean(text, among: words))
    }
  }
}
