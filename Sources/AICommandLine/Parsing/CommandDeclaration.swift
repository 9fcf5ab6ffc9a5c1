/// Everything `ai` knows of a command before running it: its name, its one-line
/// abstract, its arguments and options, its help, and how to make it from what was
/// typed. The command line, its help and its usage errors are all derived from these
/// values, as swift-argument-parser derives them from a `ParsableCommand`.
struct CommandDeclaration: Sendable {
  /// The work a command was made for: run it to get the exit status.
  typealias Work = () throws(CLIError) -> Int32

  /// The command's name: `best`.
  let name: String
  /// One line for `ai --help`'s list of commands.
  let abstract: String
  /// Its positional arguments, in order.
  let positionals: [Positional]
  /// What it says to more positional arguments than it takes.
  let extraArguments: ExtraArguments?
  /// Its options and flags, in the order help lists them.
  let options: [OptionDeclaration]
  /// What help says between the usage line and the options.
  let discussion: [HelpBlock]
  /// What help says after the options: JSON keys, levels, keys of a game.
  let sections: [HelpSection]
  /// Commands to try, each with what it shows.
  let examples: [Example]
  /// Reads the parsed arguments into the command, checking them, and gives back its
  /// work.
  let make: @Sendable (ParsedArguments) throws(CLIError) -> Work

  /// A command declared with these parts.
  init(
    name: String, abstract: String, positionals: [Positional] = [],
    extraArguments: ExtraArguments? = nil, options: [any OptionDeclaring], discussion: [HelpBlock],
    sections: [HelpSection] = [],
    examples: [Example] = [],
    make: @escaping @Sendable (ParsedArguments) throws(CLIError) -> Work
  ) {
    self.name = name
    self.abstract = abstract
    self.positionals = positionals
    self.extraArguments = extraArguments
    self.options = options.map(\.declaration)
    self.discussion = discussion
    self.sections = sections
    self.examples = examples
    self.make = make
  }

  /// The usage line: `ai best BOARD [--rows N] ... [--json]`.
  var usage: [String] {
    ["ai", name] + positionals.map(\.usage)
      + options.map { $0.isRequired ? $0.synopsis : "[\($0.synopsis)]" }
  }

  /// The most positional arguments it takes.
  var positionalLimit: Int {
    positionals.reduce(0) { $1.arity == .many ? .max : $0 + 1 }
  }

  /// The usage error for `given`, more positional arguments than it takes: `'ai perft'
  /// takes at most one depth but got 2 arguments; ...`, `'ai play' takes no arguments but
  /// got '5': ...`.
  func tooMany(_ given: [String]) -> String {
    let advice = extraArguments?.advice ?? "see 'ai \(name) --help'"
    guard let last = positionals.last else {
      let command = (["ai", name] + options.filter(\.isRequired).map(\.synopsis))
      return "'\(command.joined(separator: " "))' takes no \(extraArguments?.noun ?? "arguments") "
        + "but got \(given[0].quotedValue): \(advice)"
    }
    return "'ai \(name)' takes \(last.arity == .one ? "one" : "at most one") "
      + "\(last.name.lowercased()) but got \(given.count) arguments; \(advice)"
  }
}

/// What a command says to positional arguments beyond those it takes.
struct ExtraArguments: Sendable {
  /// What a command without positional arguments calls one: `arguments`, or `board`
  /// where a board is the likely slip.
  var noun = "arguments"
  /// What to write instead: `give the start position with --from BOARD`.
  let advice: String
}

/// A command line to try, shown in help.
struct Example: Sendable {
  /// The command line as typed in a shell: `ai perft --divide 3`.
  let command: String
  /// What it shows.
  let note: String
  /// Whether it runs until stopped (a server), rather than ending by itself: the help
  /// tests start it, check that it is up, then stop it.
  var runsUntilStopped = false
}
