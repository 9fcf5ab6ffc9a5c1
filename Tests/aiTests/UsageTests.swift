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
    (["best", "--help"], "usage: ai best BOARD"),
    (["analyze", "-h"], "usage: ai analyze BOARD"),
    (["best", "X........", "--help"], "usage: ai best BOARD"),
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

  @Test func versionIsOneLine() throws {
    let result = try AI.run("--version")
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("ai ") && result.lines.count == 1)
  }

  @Test(arguments: [
    ([], 64, "no command given"),
    (["play-chess"], 64, "unknown command 'play-chess'"),
    (["--bogus"], 64, "unknown command '--bogus'"),
    (["help", "nope"], 64, "no help for 'nope'"),
    (["help", "best", "analyze"], 64, "'ai help' takes one topic"),
    (["best"], 64, "'ai best' needs a board"),
    (["analyze"], 64, "'ai analyze' needs a board"),
    (["best", "X........", "O........"], 64, "takes one board but got 2"),
    (["best", "X........", "--frobnicate"], 64, "unknown option '--frobnicate' for 'best'"),
    (["best", "X........", "--json=yes"], 64, "--json takes no value"),
    (["best", "X........", "--rows"], 64, "--rows needs a value"),
    (
      ["best", "X........", "--rows", "abc"], 64,
      "--rows takes the number of rows from 1 to 16, not 'abc'"
    ),
    (["best", "X........", "--rows", ""], 64, "not an empty value"),
    (["best", "X........", "--rows", "0"], 64, "from 1 to 16, not '0'"),
    (["best", "X........", "--cols", "99999999999999999999999"], 64, "from 1 to 16"),
    (["best", "X........", "--k", "-1"], 64, "--k takes the winning line length"),
    (["best", "X........", "--rows", "3", "--rows", "3"], 64, "--rows is given twice"),
    (["best", "X........", "--rows", "5", "--cols", "4"], 64, "a 5x4 board is too big"),
    (["best", "X.O/.X./..O", "--rows", "4"], 64, "the board has 3 rows but --rows says 4"),
    (["best", "X.O/.X./..O", "--k", "4"], 64, "k must be from 1 to 3"),
    (["best", "..../..../..../..../...."], 65, "at most 16 cells"),
    (["best", "......../......../........", "--k", "3"], 64, "at most 16 cells"),
    (["best", "/"], 65, "row 1 is empty"),
    (["best", "|||"], 65, "row 1 is empty"),
    (["version", "extra"], 64, "'ai version' takes no arguments"),
    (["--help", "extra"], 64, "'ai --help' takes no arguments"),
    (["best", "XXX/OOO/..."], 65, "illegal board: both X and O have a line"),
    (["best", "X.O/.Y./..O"], 65, "'Y' at position 6 is not a cell"),
    (["analyze", "X.O.X..O"], 65, "8 cells"),
    (["best", ""], 65, "the board is empty"),
    (["best", String(repeating: "X", count: 100_000)], 65, "the board has 100000 cells"),
  ])
  func badCommandLinesFailWithOneLine(arguments: [String], status: Int32, message: String) throws {
    let result = try AI.run(arguments)
    #expect(result.status == status)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("ai: error: "))
    #expect(result.stderr.contains(message), "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1 && result.stderr.hasSuffix("\n"))
  }
}
