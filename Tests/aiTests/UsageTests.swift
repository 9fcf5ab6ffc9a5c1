import Testing

/// Help, version, and every kind of bad command line: the exit status, one line on
/// stderr that says what was wrong, nothing on stdout.
@Suite struct UsageTests {
  @Test(arguments: [
    (["--help"], "usage: ai <command> [options]"),
    (["-h"], "usage: ai <command> [options]"),
    (["help"], "usage: ai <command> [options]"),
    (["help", "best"], "usage: ai best BOARD"),
    (["help", "analyze"], "usage: ai analyze BOARD"),
    (["help", "board"], "Boards are written row by row"),
    (["help", "rules"], "Every game is played under one of these rules:"),
    (["best", "--help"], "usage: ai best BOARD"),
    (["analyze", "-h"], "usage: ai analyze BOARD"),
    (["best", "X........", "--help"], "usage: ai best BOARD"),
    (["help", "--help"], "usage: ai <command> [options]"),
    (["help", "-h"], "usage: ai <command> [options]"),
    (["help", "version"], "usage: ai --version"),
    (["help", "perft"], "usage: ai perft [DEPTH]"),
    // Plain `ai` asks what the tool does, as swift-argument-parser reads a bare command.
    ([], "usage: ai <command> [options]"),
  ])
  func helpGoesToStdout(arguments: [String], firstLine: String) throws {
    let result = try AI.run(arguments)
    #expect(result.status == 0)
    #expect(result.stdout.contains(firstLine))
    #expect(result.stderr.isEmpty)
  }

  @Test func helpShowsTheEnginesOwnAnswerToItsExample() throws {
    let help = try AI.run("--help").stdout
    let answer = try AI.run("best", "X.O/.X./..O").stdout
    #expect(help.contains("$ ai best X.O/.X./..O\n  " + answer))
  }

  /// The help of `play` and `match` lists every level, the look-ahead ones included.
  @Test(arguments: ["play", "match"])
  func helpListsTheLevels(command: String) throws {
    let help = try AI.run(command, "--help").stdout
    let section = try #require(help.components(separatedBy: "\nlevels:\n").dropFirst().first)
    let lines = section.components(separatedBy: "\n\n")[0].split(separator: "\n")
    // A level's line starts with its name, two spaces in; a longer meaning goes on below.
    let names = lines.filter { !$0.hasPrefix("   ") }.map { $0.split(separator: " ").first }
    #expect(names == ["perfect", "strong", "casual", "random", "ahead-N"])
    #expect(lines.joined().contains("sees N plies ahead, N from 1 to 16"))
  }

  @Test func plainAIPrintsTheHelp() throws {
    let help = try AI.run("--help")
    #expect(try AI.run([]).stdout == help.stdout && help.status == 0)
  }

  /// Every spelling of version gives the same line, and the help names them.
  @Test(arguments: ["--version", "-V", "version"])
  func versionIsOneLine(spelling: String) throws {
    let result = try AI.run(spelling)
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("ai ") && result.lines.count == 1)
    #expect(try AI.run("--help").stdout.contains("-V, --version"))
    #expect(
      try AI.run("help", "version").stdout.contains("usage: ai --version (or ai -V, ai version)"))
  }
}
