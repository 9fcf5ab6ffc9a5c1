// A command declared once: its arguments, options, help, examples and the work it makes.
import TicTacToe

/// As swift-argument-parser's `ParsableCommand`: parsing, help and usage errors derive from it.
struct CommandDeclaration: Sendable {
  typealias Work = () throws(CLIError) -> Int32

  let name: String
  let abstract: String
  var positionals: [Positional] = []
  /// What to write instead of more positional arguments than it takes.
  var extraAdvice: String?
  /// What it calls a positional argument when it takes none.
  var extraNoun = "arguments"
  let options: [any OptionDeclaring]
  let discussion: [HelpBlock]
  var sections: [HelpSection] = []
  var examples: [Example] = []
  /// Options people give it under other names, and what to write instead.
  var misnamed: [Misnamed] = []
  /// Reads and checks the parsed arguments, and gives back the command's work.
  let make: @Sendable (ParsedArguments) throws(CLIError) -> Work

  var declarations: [OptionDeclaration] { options.map(\.declaration) }

  /// The usage line's words: `ai best BOARD [--rows N] ... [--json]`.
  var usage: [String] {
    ["ai", name] + positionals.map(\.usage)
      + declarations.map { $0.isRequired ? $0.synopsis : "[\($0.synopsis)]" }
  }

  /// The command with its positionals and required flags: `solve --all`, `best BOARD`.
  var synopsis: String {
    ([name] + positionals.map(\.usage) + declarations.filter(\.isRequired).map(\.synopsis))
      .joined(separator: " ")
  }

  /// What it says to `argument`, an option it takes under another name.
  func misnamed(_ argument: String) -> Misnamed? {
    guard argument.hasPrefix("--") else { return nil }
    let name = argument.dropFirst(2).prefix { $0 != "=" }.lowercased()
    return misnamed.first { $0.names.contains(name) }
  }

  func tooMany(_ given: [String]) -> String {
    var advice = extraAdvice ?? "see 'ai \(name) --help'"
    // A board given to a command that takes none as an argument (play, match).
    if declarations.contains(BoardOptions.from.declaration),
      !positionals.contains(where: { $0.name == "BOARD" }),
      let board = given.first(where: { (try? Position(notation: $0)) != nil })
    {
      advice =
        "give the start position with --from, such as 'ai \(name) --from "
        + "\(board.suggested ?? "X.O/.X./..O")'"
    }
    // A shape given to a command that takes it as options (`ai play 4x4`).
    let shapes = given.lazy.compactMap { BoardOptions.shapeAdvice($0, for: self.name) }
    if positionals.isEmpty, let shape = shapes.first { advice = shape }
    // A rule or `k=N` apart from the board: unquoted, or given to a command that takes none.
    if declarations.contains(BoardOptions.rules.declaration),
      let words = BoardOptions.wordsAdvice(given, for: name)
    {
      advice = words
    }
    guard let last = positionals.last else {
      return "'ai \(synopsis)' takes no \(extraNoun) but got \(given[0].quotedValue): \(advice)"
    }
    return "'ai \(name)' takes \(last.arity == .one ? "one" : "at most one") "
      + "\(last.name.lowercased()) but got \(given.count) arguments; \(advice)"
  }
}

/// An argument without a name, such as perft's `DEPTH`, declared with its arity.
struct Positional: Sendable, Equatable {
  enum Arity: Sendable, Equatable { case one, optional, many }

  let name: String
  let arity: Arity
  let help: String
  /// A typical value, for the hint when someone writes it as an option.
  let example: String

  var usage: String {
    switch arity {
    case .one: name
    case .optional: "[\(name)]"
    case .many: "[\(name)...]"
    }
  }
}

/// Names (without dashes) people give an option the command has under another (`--json`).
struct Misnamed: Sendable {
  let names: [String]
  let advice: String
  let instead: String
}

/// A command line to try, shown in help: `ai perft --divide 3` and what it shows.
struct Example: Sendable {
  let command: String
  let note: String

  init(_ command: String, _ note: String) { (self.command, self.note) = (command, note) }

  /// A server: the help tests start it, then stop it.
  var runsUntilStopped: Bool { command.hasPrefix("ai serve") }
}
