import TicTacToe

/// The `ai` command line: finds the command and runs it.
public enum Tool {
  /// The commands, by name.
  static let commands = ["best", "analyze", "play", "match", "solve", "perft", "bench", "help"]

  /// Runs `ai` with `arguments` (without the program name) and returns the exit status:
  /// 0, 64 for a usage error, 65 for bad data, 74 when the input cannot be read or the
  /// output written, 128 + N when `ai play` is stopped by signal N. Each error goes to
  /// stderr as one line.
  public static func run(_ arguments: [String]) -> Int32 {
    let status: Int32
    do {
      status = try dispatch(arguments, running: true)
    } catch {
      Console.error(error.message)
      if case .io = error { return error.exitStatus }
      status = error.exitStatus
    }
    // Output that never arrived is a failure, even after the work succeeded; but a game
    // stopped by a signal keeps its status (128 + N), as when its terminal has closed.
    if let failure = Console.outputFailure(), status < 128 {
      Console.error(failure)
      return ExitStatus.ioError
    }
    return status
  }

  /// Reads and checks `arguments` as `ai` would, without running the command or printing
  /// anything: the exit status the command line itself earns (0, 64 or 65). For the
  /// fuzzer and for tests.
  public static func check(_ arguments: [String]) -> Int32 {
    do {
      return try dispatch(arguments, running: false)
    } catch {
      return error.exitStatus
    }
  }

  private static func dispatch(_ arguments: [String], running: Bool) throws(CLIError) -> Int32 {
    guard let command = arguments.first else {
      throw .usage("no command given: try 'ai best X.O/.X./..O', or 'ai --help' for the commands")
    }
    let rest = Array(arguments.dropFirst())
    switch command {
    case "-h", "--help", "--version", "-V", "version":
      guard rest.isEmpty else {
        throw .usage("'ai \(command)' takes no arguments; for a command's help: ai help COMMAND")
      }
      if running {
        Console.out(["-h", "--help"].contains(command) ? Help.overview : "ai \(Help.version)")
      }
    case "help":
      guard rest.count <= 1 else {
        throw .usage("'ai help' takes one topic, such as 'ai help best'")
      }
      let topic = rest.first ?? "help"
      guard let text = Help.text(for: topic) else {
        throw .usage(
          "no help for \(topic.quotedValue): topics are \(commands.joined(separator: ", ")) and board"
        )
      }
      if running { Console.out(text) }
    default:
      guard let spec = CommandSpec.named(command) else {
        let suggestion =
          command.hasPrefix("-") ? "an option must follow a command" : "no such command"
        throw .usage(
          "unknown command \(command.quotedValue) (\(suggestion)): commands are "
            + "\(commands.joined(separator: ", ")); see 'ai --help'")
      }
      let parsed = try Arguments(
        rest, command: command, options: spec.options, flags: spec.flags.union(["help"]))
      if parsed.flags.contains("help") {
        if running { Console.out(spec.help) }
        return ExitStatus.success
      }
      let command = try spec.make(parsed)
      return running ? try command() : ExitStatus.success
    }
    return ExitStatus.success
  }
}

/// What `ai` needs to know of a command: the options it takes (with their aliases),
/// its flags, its help, and how to make it from its split arguments: checking them and
/// giving back the work to run.
struct CommandSpec {
  let options: [String: String]
  let flags: Set<String>
  let help: String
  let make: (Arguments) throws(CLIError) -> () throws(CLIError) -> Int32

  /// The command called `name`, if there is one.
  static func named(_ name: String) -> CommandSpec? {
    switch name {
    case "best", "analyze":
      let kind = AnswerCommand.Kind(rawValue: name)!
      return CommandSpec(
        options: BoardOptions.names, flags: ["json"], help: Help.text(for: name)!
      ) { arguments throws(CLIError) in try AnswerCommand(kind, arguments: arguments).run }
    case "perft":
      return CommandSpec(
        options: BoardOptions.names.merging(["from": "from", "threads": "threads"]) { $1 },
        flags: ["divide", "hash", "unique", "json"], help: Help.perft
      ) { arguments throws(CLIError) in try PerftCommand(arguments).run }
    case "play":
      return CommandSpec(options: PlayCommand.options, flags: [], help: Help.play) {
        arguments throws(CLIError) in try PlayCommand(arguments).run
      }
    case "match":
      return CommandSpec(options: MatchCommand.options, flags: ["json"], help: Help.match) {
        arguments throws(CLIError) in try MatchCommand(arguments).run
      }
    case "solve":
      return CommandSpec(
        options: BoardOptions.names.merging(["format": "format"]) { $1 }, flags: ["all"],
        help: Help.solve
      ) { arguments throws(CLIError) in try SolveCommand(arguments).run }
    case "bench":
      return CommandSpec(options: ["runs": "runs"], flags: ["json"], help: Help.bench) {
        arguments throws(CLIError) in try BenchCommand(arguments).run
      }
    default:
      return nil
    }
  }
}
