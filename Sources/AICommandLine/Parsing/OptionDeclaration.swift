/// What `ai` knows of one option or flag: its names, its value and its help. Parsing,
/// help, usage errors and suggestions all read this one value, as
/// swift-argument-parser's `@Option` and `@Flag` do.
struct OptionDeclaration: Sendable, Equatable {
  /// The long name without dashes: `rows` for `--rows`.
  let name: String
  /// Other long names for the same option: `columns` for `--cols`.
  let aliases: [String]
  /// What help calls the value (`N`, `BOARD`), or nil for a flag, which takes none.
  let valueName: String?
  /// One line of help, without the name; the help formatter wraps it.
  let help: String
  /// A typical value, for the message when the value is missing; nil for a flag.
  let example: String?
  /// For one the command needs, what `ai COMMAND` says when it is missing (`writes the
  /// whole table and needs --all, ...`); nil when it is optional. Its usage line shows
  /// it without brackets.
  var whenMissing: String? = nil

  /// Whether the command needs it.
  var isRequired: Bool { whenMissing != nil }

  /// Whether this is a flag: present or not, with no value.
  var isFlag: Bool { valueName == nil }

  /// Every name it answers to, the main one first.
  var names: [String] { [name] + aliases }

  /// How help writes it: `--rows N`, `--json`.
  var synopsis: String {
    "--\(name)" + (valueName.map { " \($0)" } ?? "")
  }

  /// How help lists it with its aliases: `--cols N, --columns N`.
  var term: String {
    names.map { "--\($0)" + (valueName.map { " \($0)" } ?? "") }.joined(separator: ", ")
  }
}

/// Anything that declares an option or a flag, so a command can list its typed options
/// and flags together.
protocol OptionDeclaring: Sendable {
  /// The declaration.
  var declaration: OptionDeclaration { get }
}

/// An option that takes a value, and how its text becomes a `Value`.
struct Option<Value>: OptionDeclaring {
  let declaration: OptionDeclaration
  /// Reads the text given, or throws the usage error that says what to type instead.
  let parse: @Sendable (String) throws(CLIError) -> Value

  /// An option `--name VALUE`.
  ///
  /// - Parameters:
  ///   - name: The long name without dashes.
  ///   - aliases: Other long names.
  ///   - value: What help calls the value.
  ///   - example: A typical value.
  ///   - help: One line of help.
  ///   - parse: Reads the text given.
  init(
    _ name: String, aliases: [String] = [], value: String, example: String, help: String,
    parse: @escaping @Sendable (String) throws(CLIError) -> Value
  ) {
    declaration = OptionDeclaration(
      name: name, aliases: aliases, valueName: value, help: help, example: example)
    self.parse = parse
  }
}

/// A flag: `--json`, present or not.
struct Flag: OptionDeclaring {
  let declaration: OptionDeclaration

  /// A flag `--name`; one the command needs gives what `ai COMMAND` says without it.
  init(_ name: String, whenMissing: String? = nil, help: String) {
    declaration = OptionDeclaration(
      name: name, aliases: [], valueName: nil, help: help, example: nil, whenMissing: whenMissing)
  }
}

/// An argument without a name, such as perft's `DEPTH` or best's `BOARD`, with how many
/// it takes: parsing refuses more, and help, usage and the hint when someone writes it
/// as an option (`--depth 3`) are derived from it.
struct Positional: Sendable, Equatable {
  /// How many values it takes.
  enum Arity: Sendable, Equatable {
    /// One (a command may let it be left out when another option stands in for it).
    case one
    /// None or one.
    case optional
    /// Any number.
    case many
  }

  /// What help calls it: `BOARD`.
  let name: String
  /// How many it takes.
  let arity: Arity
  /// One line of help.
  let help: String
  /// A typical value, for the hint.
  let example: String

  /// How help's usage line shows it: `BOARD`, `[DEPTH]`, `[WORKLOAD...]`.
  var usage: String {
    switch arity {
    case .one: name
    case .optional: "[\(name)]"
    case .many: "[\(name)...]"
    }
  }
}
