// `ai` itself: its commands, and the arguments it is given run to an exit status.
import Glibc
import TicTacToe

/// The `ai` command line: finds the command and runs it.
public enum Tool {
  /// In the order `ai --help` lists them.
  static let commands: [CommandDeclaration] = [
    PlayCommand.declaration, AnswerCommand.best, AnswerCommand.analyze,
    MatchCommand.declaration, SolveCommand.declaration, PerftCommand.declaration,
    BenchCommand.declaration, ServeCommand.declaration,
  ]

  static func command(named name: String) -> CommandDeclaration? {
    commands.first { $0.name == name }
  }

  /// Runs `ai` with `arguments` (without the program name) and returns the exit status
  /// (see ``CLIError``; 128 + N after signal N).
  public static func run(_ arguments: [String]) -> Int32 {
    signal(SIGQUIT, SIG_DFL)  // Ctrl-\ quits as in any Unix tool, not as a crash
    MemoryLimit.returnLargeBlocksToTheSystem()
    let status: Int32
    do {
      try MemoryLimit.checkRoomToRun()
      status = try work(for: arguments)()
    } catch {
      Console.error(error.message)
      if error.exitStatus == ExitStatus.ioError { return error.exitStatus }
      status = error.exitStatus
    }
    // Output that never arrived is a failure, but a game stopped by a signal keeps 128 + N.
    if let failure = Console.outputFailure(), status < 128 {
      Console.error(failure)
      return ExitStatus.ioError
    }
    return status
  }

  /// The exit status `arguments` earn as `ai` reads them, without running them.
  public static func check(_ arguments: [String]) -> Int32 {
    do {
      _ = try work(for: arguments)
      return ExitStatus.success
    } catch {
      return error.exitStatus
    }
  }

  private static func work(for arguments: [String]) throws(CLIError) -> CommandDeclaration.Work {
    // Plain `ai` prints the help on stdout, as swift-argument-parser and git do.
    guard let name = arguments.first else { return printing(Help.overview) }
    let rest = Array(arguments.dropFirst())
    switch name {
    case "-h", "--help", "--version", "-V", "version":
      guard rest.isEmpty else {
        throw .usage("'ai \(name)' takes no arguments; for a command's help: ai help COMMAND")
      }
      return printing(["-h", "--help"].contains(name) ? Help.overview : "ai \(Help.version)")
    case "help":
      guard rest.count <= 1 else {
        throw .usage("'ai help' takes one topic, such as 'ai help best'")
      }
      let topic = rest.first ?? "help"
      guard let text = Help.text(for: topic) else {
        let topics = commands.map(\.name) + ["board", "rules"]
        throw .usage(
          "no help for \(topic.quotedValue)"
            + Suggestion.didYouMean(topic, among: topics + ["notation", "help", "version"])
            + " (topics: \(topics.joined(separator: ", ")))")
      }
      return printing(text)
    default:
      guard let command = command(named: name) else { throw .usage(unknown(name)) }
      let parsed = try ParsedArguments(rest, for: command)
      return parsed.wantsHelp ? printing(Help.text(for: command)) : try command.make(parsed)
    }
  }

  private static func printing(_ text: @escaping @autoclosure () -> String)
    -> CommandDeclaration.Work
  {
    {
      Console.out(text())
      return ExitStatus.success
    }
  }

  private static func unknown(_ name: String) -> String {
    let list = commands.map(\.name).joined(separator: ", ")
    let start = "unknown command \(name.quotedValue)"
    let firstWords = commands.map(\.name) + ["help", "version", "--help", "--version"]
    if (try? Position(notation: name)) != nil {
      let board = name.suggested ?? "BOARD"
      return "\(start): a board follows a command, such as 'ai best \(board)' or "
        + "'ai perft --from \(board)'"
    }
    // `4x4`: a shape, which a game takes as options.
    if let advice = BoardOptions.shapeAdvice(name, for: PlayCommand.declaration.name) {
      return "\(start): \(advice)"
    }
    // `-v` and `--vers`: the start of an option's name, after one dash or two.
    let bare = name.drop { $0 == "-" }
    let abbreviated =
      name.hasPrefix("-") && !bare.isEmpty
      ? firstWords.first { $0.hasPrefix("--") && $0.dropFirst(2).hasPrefix(bare) } : nil
    if let closest = abbreviated ?? Suggestion.closest(to: name, among: firstWords) {
      return "\(start): did you mean 'ai \(closest)'?"
    }
    // `ai gravity`, `ai --misere`: a rule, which a command takes with --rules.
    if let rules = Rules.meant(by: String(bare)) {
      return "\(start): a rule follows a command with --rules, such as "
        + "'ai play --rules \(rules.rawValue)'"
    }
    let option = name.hasPrefix("-") ? " (an option must follow a command):" : ":"
    return "\(start)\(option) commands are \(list); see 'ai --help'"
  }
}
