import Foundation
import Testing
import TicTacToe

/// Every kind of bad command line for every command, run against the built `ai`: the
/// exit status (64 usage, 65 bad data), one line on stderr that says what was wrong,
/// nothing on stdout, and no crash.
@Suite struct BadInputMatrixTests {
  @Test(
    arguments: [
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
      (["perft", "10"], 64, "depth 10 is out of range: it must be from 0 to 9"),
      (["perft", "-1"], 64, "depth -1 is out of range"),
      (["perft", "deep"], 64, "the depth must be a whole number from 0 to 9, not 'deep'"),
      (["perft", "99999999999999999999"], 64, "the depth must be a whole number"),
      (["perft", "1", "2"], 64, "takes at most one depth"),
      (["perft", "1", "--from", "XXX/OO./..."], 65, "the game is already over (X won)"),
      (["perft", "1", "--from", "XXX/OOO/..."], 65, "illegal board"),
      (["perft", "--from"], 64, "--from needs a value"),
      (["perft", "--rows", "5", "--cols", "5"], 64, "a 5x5 board is too big"),
      (["perft", "--k", "4"], 64, "k must be from 1 to 3"),
      (["bench", "--runs", "0"], 64, "--runs takes the number of runs from 1 to 1000000, not '0'"),
      (["bench", "--runs", "many"], 64, "not 'many'"),
      (["bench", "chess"], 64, "no workload 'chess': the workloads are perft, minimax"),
      (["bench", "--divide"], 64, "unknown option '--divide' for 'bench'"),
      (["play", "--as", "z"], 64, "--as takes x or o"),
      (
        ["play", "--level", "godlike"], 64, "--level takes a level: perfect, strong, casual, random"
      ),
      (["play", "--seed", "-1"], 64, "--seed takes a whole number"),
      (["play", "--from", "XXX/OO./..."], 65, "is already over (X won)"),
      (["play", "--from", "XXX/OOO/..."], 65, "illegal board"),
      (["play", "5"], 64, "'ai play' takes no arguments"),
      (["play", "--rows", "17"], 64, "--rows takes the number of rows from 1 to 16"),
      (["match", "--x", "god"], 64, "--x takes a level"),
      (["match", "--games", "0"], 64, "--games takes the number of games from 1"),
      (["match", "--from", "XOX/XOO/OXX"], 65, "is already over (draw)"),
      (["match", "extra"], 64, "'ai match' takes no arguments"),
      (["bench", "memo", "memo"], 64, "workload 'memo' is named twice"),
      (["perft", "0", "--divide"], 64, "--divide needs a depth of 1 or more"),
      (["solve"], 64, "'ai solve' writes the whole table and needs --all"),
      (["solve", "--all", "X........"], 64, "'ai solve --all' takes no board"),
      (["solve", "--all", "--format", "xml"], 64, "--format takes csv or jsonl, not 'xml'"),
      (["solve", "--all", "--rows", "5", "--cols", "4"], 64, "a 5x4 board is too big"),
      (["solve", "--all", "--k", "0"], 64, "--k takes the winning line length from 1 to 16"),
    ] as [([String], Int32, String)])
  func failsWithOneLine(arguments: [String], status: Int32, message: String) throws {
    let result = try AI.run(arguments)
    #expect(result.status == status, "\(arguments)")
    #expect(result.stdout.isEmpty, "\(arguments)")
    #expect(result.stderr.hasPrefix("ai: error: "), "\(arguments)")
    #expect(result.stderr.contains(message), "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1 && result.stderr.hasSuffix("\n"))
  }
}

/// Bad input that needs a shell to deliver (bytes that are not UTF-8 in an argument, a
/// closed stdin), batches in any order, and play scripts of every kind.
@Suite struct BadInputThroughTheShellTests {
  /// Runs `script` with `bash -c`, `$AI` set to the built `ai`.
  static func shell(_ script: String) throws -> AI.Result {
    try AI.runShell(script)
  }

  @Test func anArgumentThatIsNotUTF8() throws {
    let result = try Self.shell(#""$AI" best "$(printf 'X\xff.......')""#)
    #expect(result.status == 65)
    #expect(result.stderr.hasPrefix("ai: error: U+FFFD at position 2 is not a cell"))
    let option = try Self.shell(#""$AI" best X........ --rows "$(printf '\xfe')""#)
    #expect(option.status == 64)
    #expect(option.stderr.split(separator: "\n").count == 1)
  }

  @Test func aClosedStdin() throws {
    let batch = try Self.shell(#""$AI" best - <&-"#)
    #expect(batch.status == 0 && batch.stdout.isEmpty && batch.stderr.isEmpty)
    let play = try Self.shell(#""$AI" play --seed 1 <&-"#)
    #expect(play.status == 0)
    #expect(
      play.stdout.hasSuffix("resume with: ai play --from .../.../... --as x --level perfect\n"))
  }

  @Test func batchesAnswerEveryLineInOrderWhateverTheMix() throws {
    let good = ["X........", "XO./.X./...", "..../..../....", "XXX/OO./...", "XOX/XOO/OXX"]
    let bad = [
      "XXX/OOO/...", "hello", "X.O/.X/..O", "OO.......", "", "|",
      String(repeating: "X", count: 3_000),
    ]
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<5 {
      let lines = (good + bad.filter { !$0.isEmpty }).shuffled(using: &generator)
      let result = try AI.run("best", "-", "--json", input: lines.joined(separator: "\n") + "\n")
      #expect(result.status == 65)
      #expect(result.lines.count == lines.count)
      for (line, answer) in zip(lines, result.lines) {
        let object = try #require(
          try JSONSerialization.jsonObject(with: Data(answer.utf8)) as? [String: Any])
        if good.contains(line) {
          #expect(object["board"] is String, "\(line)")
        } else {
          #expect(object["input"] as? String == line)
          #expect((object["error"] as? String)?.isEmpty == false)
        }
      }
    }
  }

  /// Whatever is typed, a game in progress is never lost: the run ends cleanly with the
  /// resume command, or after a finished game with a goodbye.
  @Test func noInputSequenceLosesTheGame() throws {
    let tokens = [
      "1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "10", "-1", "u", "h", "?", "", "x",
      "yes", "n", "y", "99999999999999999999", "5 5", "\t", "ü", "UNDO",
    ]
    var generator = SeededGenerator(seed: 17)
    for _ in 0..<25 {
      let script = (0..<Int.random(in: 0...14, using: &generator)).map { _ in
        tokens.randomElement(using: &generator)!
      }
      let result = try AI.run("play", "--seed", "3", input: script.joined(separator: "\n"))
      #expect(result.status == 0, "\(script)")
      #expect(result.stderr.isEmpty, "\(script)")
      let last = result.lines.last ?? ""
      #expect(last.hasPrefix("resume with: ai play --from ") || last == "Bye.", "\(script)")
    }
  }
}
