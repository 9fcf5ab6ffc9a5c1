/// A command's arguments, split into options and positional arguments.
///
/// Options are `--name value` or `--name=value`; flags are `--name`. `--` ends the
/// options. A lone `-` is positional (it means stdin). An argument that starts with `-`
/// but is not a known option is read as positional when it could be a board
/// (`-X-O-----`), so the notation's `-` for an empty cell needs no quoting.
struct Arguments {
  /// The values of the options given, by name without dashes.
  private(set) var values: [String: String] = [:]
  /// The flags given, by name without dashes.
  private(set) var flags: Set<String> = []
  /// The positional arguments, in order.
  private(set) var positionals: [String] = []

  /// Splits `arguments` for the command `command`.
  ///
  /// - Parameters:
  ///   - options: Names of options that take a value, with their aliases mapped to one name.
  ///   - flags: Names of flags.
  /// - Throws: ``CLIError/usage(_:)`` for an unknown option, a missing value, a value
  ///   given to a flag, or an option given twice.
  init(
    _ arguments: [String], command: String, options: [String: String], flags: Set<String>
  ) throws(CLIError) {
    /// The name of `argument` when it is a known option or flag (`--name`,
    /// `--name=value`, or `-h` for help), else nil.
    func knownName(_ argument: String) -> String? {
      if argument == "-h" { return "help" }
      guard argument.hasPrefix("--"), !argument.dropFirst(2).hasPrefix("-") else { return nil }
      let name = String(argument.dropFirst(2).prefix { $0 != "=" })
      return options[name] != nil || flags.contains(name) ? name : nil
    }
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || argument == "-" || !argument.hasPrefix("-")
        || Self.isNegativeNumber(argument)
      {
        positionals.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      guard let name = knownName(argument) else {
        if Self.looksLikeBoard(argument) {
          positionals.append(argument)
          continue
        }
        let known = (options.keys.sorted() + flags.sorted()).map { "--\($0)" }
        throw .usage(
          "unknown option \(argument.quotedValue) for '\(command)': it takes "
            + known.joined(separator: ", "))
      }
      let inlineValue =
        argument.contains("=") ? String(argument.drop { $0 != "=" }.dropFirst()) : nil
      if flags.contains(name) {
        guard inlineValue == nil else { throw .usage("--\(name) takes no value") }
        guard !self.flags.contains(name) || name == "help" else {  // help twice is harmless
          throw .usage("--\(name) is given twice")
        }
        self.flags.insert(name)
        continue
      }
      let canonical = options[name]!
      guard values[canonical] == nil else { throw .usage("--\(name) is given twice") }
      if let inlineValue {
        values[canonical] = inlineValue
      } else if index < arguments.count, knownName(arguments[index]) == nil {
        values[canonical] = arguments[index]
        index += 1
      } else {
        let example = Self.examples[canonical] ?? "VALUE"
        let dashed =
          index < arguments.count
          ? " (for a value that starts with --, write --\(name)=VALUE)" : ""
        throw .usage("--\(name) needs a value, such as --\(name) \(example)\(dashed)")
      }
    }
  }

  /// A typical value of each option, for the message when one is missing.
  private static let examples = [
    "rows": "3", "cols": "3", "k": "3", "from": "X.O/.X./..O", "as": "o", "level": "strong",
    "x": "perfect", "o": "random", "games": "100", "seed": "42", "format": "jsonl", "runs": "5",
    "threads": "2",
  ]

  /// Whether `argument` is a minus sign and digits, such as `-1`: a (bad) number, not an
  /// option.
  private static func isNegativeNumber(_ argument: String) -> Bool {
    argument.count > 1 && argument.dropFirst().allSatisfy { $0.isASCII && $0.isNumber }
  }

  /// Whether `argument` is made only of board characters, such as `-X-O-----`.
  private static func looksLikeBoard(_ argument: String) -> Bool {
    argument.count > 1 && argument.contains { $0 != "-" }
      && argument.allSatisfy { "XxOo.-_/|123456789".contains($0) }
  }

  /// The integer value of option `name`, if given.
  ///
  /// - Throws: ``CLIError/usage(_:)`` when the value is not an integer in `range`.
  func integer(_ name: String, in range: ClosedRange<Int>, meaning: String) throws(CLIError)
    -> Int?
  {
    guard let text = values[name] else { return nil }
    guard let value = Int(text), range.contains(value) else {
      throw .usage(
        "--\(name) takes \(meaning) from \(range.lowerBound) to \(range.upperBound), not \(text.quotedValue)"
      )
    }
    return value
  }
}

extension String {
  /// A value the user gave, for a message: quoted, shortened past 40 characters, or
  /// "an empty value".
  var quotedValue: String {
    if isEmpty { return "an empty value" }
    return count > 40 ? "'\(prefix(40))...' (\(count) characters)" : "'\(self)'"
  }
}
