import TicTacToe

/// The `ai` command line: finds the command and runs it.
enum Tool {
  /// The commands, by name.
  static let commands = ["best", "analyze", "play", "match", "perft", "bench", "help"]

  /// Runs `ai` with `arguments` (without the program name) and returns the exit status.
  static func run(_ arguments: [String]) -> Int32 {
    do {
      return try dispatch(arguments)
    } catch {
      Console.error(error.message)
      return error.exitStatus
    }
  }

  private static func dispatch(_ arguments: [String]) throws(CLIError) -> Int32 {
    guard let command = arguments.first else {
      throw .usage("no command given: try 'ai best X.O/.X./..O', or 'ai --help' for the commands")
    }
    let rest = Array(arguments.dropFirst())
    switch command {
    case "-h", "--help", "--version", "-V", "version":
      guard rest.isEmpty else {
        throw .usage("'ai \(command)' takes no arguments; for a command's help: ai help COMMAND")
      }
      Console.out(["-h", "--help"].contains(command) ? Help.overview : "ai \(Help.version)")
    case "help":
      guard rest.count <= 1 else {
        throw .usage("'ai help' takes one topic, such as 'ai help best'")
      }
      guard let topic = rest.first else {
        Console.out(Help.overview)
        return ExitStatus.success
      }
      guard let text = Help.text(for: topic) else {
        throw .usage(
          "no help for '\(topic)': topics are \(commands.joined(separator: ", ")) and board")
      }
      Console.out(text)
    case "best", "analyze":
      let kind = AnswerCommand.Kind(rawValue: command)!
      let parsed = try Arguments(
        rest, command: command, options: BoardOptions.names, flags: ["json", "help"])
      if parsed.flags.contains("help") {
        Console.out(Help.text(for: command)!)
        return ExitStatus.success
      }
      return try AnswerCommand(kind, arguments: parsed).run()
    case "perft":
      let parsed = try Arguments(
        rest, command: command, options: BoardOptions.names.merging(["from": "from"]) { $1 },
        flags: ["divide", "hash", "unique", "json", "help"])
      if parsed.flags.contains("help") {
        Console.out(Help.perft)
        return ExitStatus.success
      }
      return try PerftCommand(parsed).run()
    case "play":
      let parsed = try Arguments(
        rest, command: command, options: PlayCommand.options, flags: ["help"])
      if parsed.flags.contains("help") {
        Console.out(Help.play)
        return ExitStatus.success
      }
      return try PlayCommand(parsed).run()
    case "match":
      let parsed = try Arguments(
        rest, command: command, options: MatchCommand.options, flags: ["json", "help"])
      if parsed.flags.contains("help") {
        Console.out(Help.match)
        return ExitStatus.success
      }
      return try MatchCommand(parsed).run()
    case "bench":
      let parsed = try Arguments(
        rest, command: command, options: ["runs": "runs"], flags: ["json", "help"])
      if parsed.flags.contains("help") {
        Console.out(Help.bench)
        return ExitStatus.success
      }
      return try BenchCommand(parsed).run()
    default:
      let suggestion =
        command.hasPrefix("-") ? "an option must follow a command" : "no such command"
      throw .usage(
        "unknown command '\(command)' (\(suggestion)): commands are "
          + "\(commands.joined(separator: ", ")); see 'ai --help'")
    }
    return ExitStatus.success
  }
}
