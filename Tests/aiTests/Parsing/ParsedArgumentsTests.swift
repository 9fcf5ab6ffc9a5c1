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
}
