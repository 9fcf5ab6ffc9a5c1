// An option declared once, which parsing, help, usage errors and suggestions all read.

struct OptionDeclaration: Sendable, Equatable {
  /// The long name without dashes: `rows` for `--rows`.
  let name: String
  var aliases: [String] = []
  /// What help calls the value (`N`, `BOARD`), or nil for a flag.
  let valueName: String?
  let help: String
  /// A typical value, for the message when the value is missing.
  var example: String? = nil
  /// What `ai COMMAND` says without it, for one the command needs (nil: optional).
  var whenMissing: String? = nil
  /// What its items are called, for a value that lists numbers separated by commas
  /// (`moves`); nil for any other value.
  var listOf: String? = nil
  var isRequired: Bool { whenMissing != nil }
  var isFlag: Bool { valueName == nil }
  var names: [String] { [name] + aliases }

  /// `--rows N`, `--json`.
  var synopsis: String { "--\(name)" + (valueName.map { " \($0)" } ?? "") }
  /// With its aliases: `--cols N, --columns N`.
  var term: String {
    names.map { "--\($0)" + (valueName.map { " \($0)" } ?? "") }.joined(separator: ", ")
  }
}

/// Options of any value, listed together in a command.
protocol OptionDeclaring: Sendable { var declaration: OptionDeclaration { get } }

/// An option, and how its text becomes a `Value`: a flag is an `Option<Bool>` without text.
struct Option<Value>: OptionDeclaring {
  let declaration: OptionDeclaration
  /// Throws the usage error that says what to type instead.
  let parse: @Sendable (String) throws(CLIError) -> Value
}

extension Option {
  init(
    _ name: String, aliases: [String] = [], value: String, example: String, listOf: String? = nil,
    help: String, parse: @escaping @Sendable (String) throws(CLIError) -> Value
  ) {
    declaration = OptionDeclaration(
      name: name, aliases: aliases, valueName: value, help: help, example: example, listOf: listOf)
    self.parse = parse
  }

  /// One of a few words, in any case; `described` lists them for the error.
  static func choice(
    _ name: String, value: String, help: String, choices: [(word: String, value: Value)],
    described: String
  ) -> Self where Value: Sendable {
    Option(name, value: value, example: choices[choices.count > 1 ? 1 : 0].word, help: help) {
      text throws(CLIError) in
      if let match = choices.first(where: { $0.word == text.lowercased() }) { return match.value }
      throw .usage(
        "--\(name) takes \(described), not \(text.quotedValue)"
          + Suggestion.didYouMean(text, among: choices.map(\.word)))
    }
  }
}

extension Option<Bool> {
  /// `--json`, present or not; one the command needs says what `ai COMMAND` says without it.
  static func flag(_ name: String, whenMissing: String? = nil, help: String) -> Self {
    let declaration = OptionDeclaration(
      name: name, valueName: nil, help: help, whenMissing: whenMissing)
    return Option(declaration: declaration) { _ in true }
  }
}

extension Option where Value: FixedWidthInteger & Sendable {
  /// A whole number in `range`; `meaning` names it for the error: "the number of rows".
  static func integer(
    _ name: String, aliases: [String] = [], value: String = "N", example: String,
    in range: ClosedRange<Value>, meaning: String, help: String
  ) -> Self {
    Option(name, aliases: aliases, value: value, example: example, help: help) {
      text throws(CLIError) in
      guard let number = Value(text), range.contains(number) else {
        throw .usage(
          "--\(name) takes \(meaning) from \(range.lowerBound) to \(range.upperBound), "
            + "not \(text.quotedValue)")
      }
      return number
    }
  }
}
