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
    options: [any OptionDeclaring], discussion: [HelpBlock], sections: [HelpSection] = [],
    examples: [Example] = [],
    make: @escaping @Sendable (ParsedArguments) throws(CLIError) -> Work
  ) {
    self.name = name
    self.abstract = abstract
    self.positionals = positionals
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
