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
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
        positionals.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      if argument == "-h" {
        self.flags.insert("help")
        continue
      }
      let body = argument.drop { $0 == "-" }
      let name = String(body.prefix { $0 != "=" })
      let inlineValue = body.contains("=") ? String(body.drop { $0 != "=" }.dropFirst()) : nil
      if !argument.hasPrefix("--") || (options[name] == nil && !flags.contains(name)) {
        if Self.looksLikeBoard(argument) {
          positionals.append(argument)
          continue
        }
        let known = (options.keys.sorted() + flags.sorted()).map { "--\($0)" }
        throw .usage(
          "unknown option '\(argument)' for '\(command)': it takes "
            + known.joined(separator: ", "))
      }
      if flags.contains(name) {
        guard inlineValue == nil else { throw .usage("--\(name) takes no value") }
        self.flags.insert(name)
        continue
      }
      let canonical = options[name]!
      guard values[canonical] == nil else { throw .usage("--\(name) is given twice") }
      if let inlineValue {
        values[canonical] = inlineValue
      } else if index < arguments.count {
        values[canonical] = arguments[index]
        index += 1
      } else {
        throw .usage("--\(name) needs a value, such as --\(name) 3")
      }
    }
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
      let shown = text.isEmpty ? "an empty value" : "'\(text)'"
      throw .usage(
        "--\(name) takes \(meaning) from \(range.lowerBound) to \(range.upperBound), not \(shown)")
    }
    return value
  }
}
