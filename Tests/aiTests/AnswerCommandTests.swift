import Foundation
import Testing

/// `ai best` and `ai analyze`, end to end.
@Suite struct AnswerCommandTests {
  @Test(arguments: [
    ("X.O/.X./O..", "best: 9 (X wins in 1)"),
    ("XO./.X./...", "best: 9 (O loses in 4)"),
    ("X.O/.X./..O", "best: 6 (X draws)"),
    (".........", "best: 1 2 3 4 5 6 7 8 9 (X draws)"),
    ("X2O456789", "best: 4 7 9 (X wins in 5)"),
    ("-X-O-----", "best: 1 5 (X wins in 5)"),
    ("XXX/OO./...", "game over: X won"),
    ("XOX/XOO/OXX", "game over: draw"),
  ])
  func bestPrintsTheMovesAndTheReason(board: String, answer: String) throws {
    let result = try AI.run("best", board)
    #expect(result.status == 0)
    #expect(result.stdout == answer + "\n")
    #expect(result.stderr.isEmpty)
  }

  /// `--from BOARD` gives the board as play, match and perft take it.
  @Test(arguments: ["best", "analyze"])
  func theBoardCanComeWithFrom(command: String) throws {
    let from = try AI.run(command, "--from", "XO./.X./...")
    let argument = try AI.run(command, "XO./.X./...")
    #expect(from.status == 0 && from.stderr.isEmpty)
    #expect(from.stdout == argument.stdout && !from.stdout.isEmpty)
    let moved = try AI.run(command, "--from", "XO./.X./...", "--moves", "9")
    #expect(moved.stdout == (try AI.run(command, "XO./.X./..O")).stdout)
  }

  /// A board that starts with a dash is read as BOARD whenever the notation reads it:
  /// all dashes, with blanks around it, with `k=N`, as `--from` and a batch read it.
  @Test(arguments: ["---------", "-X-O----- k=2", "-X-O----- ", "---/---/---", "----/ k=2"])
  func aBoardThatStartsWithADashIsBoard(board: String) throws {
    let argument = try AI.run("best", board)
    let from = try AI.run("best", "--from", board)
    #expect(argument.status == 0, "\(argument.stderr)")
    #expect(argument.stdout == from.stdout && !from.stdout.isEmpty)
    let play = try AI.run("play", board)
    #expect(play.status == 64 && play.stderr.contains("--from"), "\(play.stderr)")
  }

  @Test func analyzeDrawsTheBoardAndEveryMove() throws {
    let result = try AI.run("analyze", "XO./.X./...")
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    #expect(
      result.stdout.hasPrefix(
        """
         X | O | 3
        ---+---+---
         4 | X | 6
        ---+---+---
         7 | 8 | 9

        XO./.X./...  O to move: loss in 4

        move  value  plies
           9  loss       4
           3  loss       2
           4  loss       2
           6  loss       2
           7  loss       2
           8  loss       2

        pv: 9 4 3 6
        nodes: 
        """))
    #expect(result.lines == (try README.example(of: "ai analyze XO./.X./...")))
  }

  @Test func jsonIsOneObjectWithTheDocumentedKeys() throws {
    for command in ["best", "analyze"] {
      let result = try AI.run(command, "XO./.X./...", "--json")
      #expect(result.status == 0)
      #expect(result.lines.count == 1)
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
      #expect(
        Set(object.keys) == [
          "board", "rows", "cols", "k", "toMove", "status", "value", "plies", "best", "pv",
          "moves", "nodes",
        ])
      #expect(object["best"] as? [Int] == [9])
      #expect(object["pv"] as? [Int] == [9, 4, 3, 6])
      #expect(object["value"] as? String == "loss")
      #expect(object["toMove"] as? String == "O")
      // The node count the README publishes for this board, in its `ai analyze` example.
      let nodes = try README.example(of: "ai analyze XO./.X./...").last { $0.hasPrefix("nodes: ") }
      #expect(object["nodes"] as? Int == nodes.flatMap { Int($0.dropFirst("nodes: ".count)) })
      let moves = try #require(object["moves"] as? [[String: Any]])
      #expect(moves.map { $0["cell"] as? Int } == [3, 4, 6, 7, 8, 9])
      #expect(moves.last?["row"] as? Int == 2 && moves.last?["col"] as? Int == 2)
      #expect(result.stdout.hasPrefix(#"{"board": "XO./.X./...", "rows": 3, "cols": 3, "k": 3,"#))
    }
  }

  @Test func jsonOfAFinishedGameHasNulls() throws {
    let result = try AI.run("best", "XXX/OO./...", "--json")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(object["toMove"] is NSNull && object["value"] is NSNull)
    #expect(object["status"] as? String == "x-won" && object["plies"] as? Int == 0)
  }

  @Test func batchAnswersEveryLineAndReportsTheBadOne() throws {
    let input = "X........\nnot a board\n\nXXX/OO./...\nOO./.../...\n..O/.X./...\n"
    let result = try AI.run("best", "-", input: input)
    #expect(result.status == 65)
    #expect(
      result.lines == [
        "X../.../...  best: 5 (O draws)",
        "XXX/OO./...  game over: X won",
        "..O/.X./...  best: 1 2 4 6 7 8 9 (X draws)",
      ])
    let errors = result.stderr.split(separator: "\n")
    #expect(errors.count == 2)
    #expect(errors[0].hasPrefix("ai: error: line 2: 'n' at position 1 is not a cell"))
    #expect(errors[1].hasPrefix("ai: error: line 5: illegal board: X has 0 pieces and O has 2"))
  }

  /// The board a batch line or an analysis shows is written as the notation writes it
  /// (a lone row closed by `/`, `k=N` unless k is the default), so it reads back as
  /// the same game.
  @Test(arguments: ["..../..../..../.... k=3", "X.O../ k=3", "X..O/ k=2", "XO./.X./..."])
  func theBoardShownReadsBackAsTheSameGame(board: String) throws {
    for options in [[], ["--outcome"]] {
      let batch = try AI.run(["best", "-"] + options, input: Data((board + "\n").utf8))
      #expect(batch.status == 0, "\(batch.stderr)")
      let (shown, answer) = try #require(
        batch.stdout.split(separator: "  ").first.map {
          (String($0), batch.stdout.dropFirst($0.count + 2))
        })
      let again = try AI.run(["best", shown] + options)
      #expect(again.stdout == answer && again.status == 0, "\(shown): \(again.stderr)")
    }
    let analysis = try AI.run("analyze", board)
    let header = try #require(
      analysis.stdout.split(separator: "\n").first { $0.contains(" to move: ") })
    let shown = String(header.split(separator: "  ")[0])
    #expect(try AI.run("analyze", shown).stdout == analysis.stdout, "\(header)")
  }

  @Test func jsonBatchKeepsEveryLineInOrder() throws {
    let input = "X........\n\u{1}bad\"line\nXXX/OO./...\n"
    let result = try AI.run("analyze", "-", "--json", input: input)
    #expect(result.status == 65)
    #expect(result.lines.count == 3)
    let objects = try result.lines.map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    #expect(objects[0]["board"] as? String == "X../.../...")
    #expect(objects[1]["input"] as? String == "\u{1}bad\"line")
    #expect((objects[1]["error"] as? String)?.hasPrefix("U+1 at position 1 is not a cell") == true)
    #expect(objects[2]["status"] as? String == "x-won")
  }

  /// A line of nothing but blanks, as the board reader trims them (spaces, tabs, form
  /// feeds, vertical tabs, CRs, and Unicode's line ends), is skipped, not read as a board.
  @Test func batchSkipsEveryLineTheReaderFindsBlank() throws {
    let blanks = [" \t\r", "\u{0C}", "\u{0B}", "\u{85}", " \u{2028}\u{2029} ", "\r\n"]
    let input = "X........\n" + blanks.joined(separator: "\n") + "\nXO.......\n"
    let result = try AI.run("best", "-", input: input)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty)
    #expect(result.lines.count == 2)
    // A line that is not all blanks is still a board to read.
    let word = try AI.run("best", "-", input: "\u{0C}k=3\n\u{A0}\n")
    #expect(word.status == 65 && word.stderr.split(separator: "\n").count == 2)
  }

  @Test func batchOfOnlyGoodLinesExitsZero() throws {
    let result = try AI.run("best", "-", input: "X........\r\n.........\n")
    #expect(result.status == 0)
    #expect(result.lines.count == 2)
    let empty = try AI.run("best", "-", input: "")
    #expect(empty.status == 0 && empty.stdout.isEmpty && empty.stderr.isEmpty)
  }

  @Test func batchSurvivesInvalidUTF8() throws {
    let input = Data([0x58, 0xFF, 0xFE, 0x0A]) + Data(".........\n".utf8)
    let result = try AI.run(["best", "-"], input: input)
    #expect(result.status == 65)
    #expect(result.lines == [".../.../...  best: 1 2 3 4 5 6 7 8 9 (X draws)"])
    #expect(result.stderr.hasPrefix("ai: error: line 1: U+FFFD at position 2 is not a cell"))
  }

  @Test func otherGeometries() throws {
    let wide = try AI.run("best", "..../..../....", "--k", "3")
    #expect(wide.status == 0)
    let byOption = try AI.run("best", "X...........", "--rows", "3", "--k=3", "--json")
    #expect(byOption.stdout.contains(#""board": "X.../..../....", "rows": 3, "cols": 4, "k": 3"#))
  }
}
