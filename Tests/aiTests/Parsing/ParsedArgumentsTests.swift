import Testing

@testable import AICommandLine

/// Positional arguments read against their declared arity: the usage line, the count
/// refused, and the words of the refusal, all from the declaration.
@Suite struct ParsedArgumentsTests {
  @Test func theUsageShowsTheArity() {
    let usage = [Positional.Arity.one, .optional, .many].map {
      Positional(name: "BOARD", arity: $0, help: "h", example: "X").usage
    }
    #expect(usage == ["BOARD", "[BOARD]", "[BOARD...]"])
  }

  @Test(
    arguments: [
      (
        ["perft", "1", "2"],
        "'ai perft' takes at most one depth but got 2 arguments; give the start position with --from BOARD"
      ),
      (
        ["best", "X", "O", "X"],
        "'ai best' takes one board but got 3 arguments; to answer many boards, put one per line on stdin and pass -"
      ),
      (
        ["play", "5", "6"],
        "'ai play' takes no arguments but got '5': to start from a position, give it with --from BOARD"
      ),
      (
        ["solve", "--all", "X"],
        "'ai solve --all' takes no board but got 'X': give the shape with --rows, --cols and --k"
      ),
      // A required flag is missed before a stray argument is counted.
      (
        ["solve", "X"],
        "'ai solve' writes the whole table and needs --all, such as 'ai solve --all'; for one board use 'ai best BOARD' or 'ai analyze BOARD'"
      ),
    ])
  func moreArgumentsThanDeclaredAreRefused(arguments: [String], message: String) throws {
    let command = try #require(Tool.command(named: arguments[0]))
    #expect(throws: CLIError.usage(message)) {
      try ParsedArguments(Array(arguments.dropFirst()), for: command)
    }
  }

  @Test func asManyAsDeclaredAreReadAndHelpIsNeverRefused() throws {
    let bench = try #require(Tool.command(named: "bench"))
    let workloads = try ParsedArguments(["perft", "memo", "minimax", "alphabeta"], for: bench)
    #expect(workloads.positionals == ["perft", "memo", "minimax", "alphabeta"])
    let perft = try #require(Tool.command(named: "perft"))
    #expect(try ParsedArguments(["1", "2", "--help"], for: perft).wantsHelp)
    let solve = try #require(Tool.command(named: "solve"))
    #expect(try ParsedArguments(["X", "-h"], for: solve).wantsHelp)
  }

  /// Every name of every option of every command, given with a slip, gets "did you mean"
  /// with that name: one dash, another case, and from three letters on a letter doubled
  /// or two swapped, from four a letter dropped.
  @Test(arguments: Tool.commands.map(\.name))
  func everySlipOfAnOptionIsNamed(command: String) throws {
    let declaration = try #require(Tool.command(named: command))
    for name in declaration.declarations.flatMap(\.names) {
      let letters = Array(name)
      var slips = ["-" + name, "--" + name.uppercased()]
      if letters.count >= 3 {
        slips.append("--" + name + String(letters[letters.count - 1]))
        slips.append("--" + String([letters[1], letters[0]] + letters.dropFirst(2)))
      }
      if letters.count >= 4 { slips.append("--" + String(letters.dropLast())) }
      for slip in slips where slip.dropFirst(2) != name {
        let error = #expect(throws: CLIError.self) {
          try ParsedArguments([slip, "1"], for: declaration)
        }
        #expect(
          error?.message.hasSuffix("did you mean '--\(name)'?") == true,
          "ai \(command) \(slip): \(error?.message ?? "")")
      }
    }
  }
}
