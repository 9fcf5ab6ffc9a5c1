import DataFiles
import Foundation
import NaiveGames
import Testing
import TicTacToe

@testable import AICommandLine

/// `--rules` through the built `ai`: every reachable 3x3 position under each rule variant
/// against the naive solver, columns for gravity moves, the published values, and play.
@Suite struct RulesCommandTests {
  /// The variants by their words, spelled out here.
  static let variants: [(word: String, rules: NaiveRules)] = [
    ("misere", NaiveRules(misere: true, gravity: false)),
    ("gravity", NaiveRules(misere: false, gravity: true)),
    ("gravity-misere", NaiveRules(misere: true, gravity: true)),
  ]

  /// `board` in the notation, rows separated by `/`.
  static func notation(_ board: NaiveBoard) -> String {
    (0..<board.rows).map { row in
      String((0..<board.columns).map { board.cells[row * board.columns + $0]?.letter ?? "." })
    }.joined(separator: "/")
  }

  @Test(arguments: variants.indices)
  func everyReachable3x3PositionHasTheNaiveOutcome(variant: Int) throws {
    let (word, rules) = Self.variants[variant]
    var solver = NaiveSolver(rows: 3, columns: 3, k: 3, rules: rules)
    let boards = Array(NaiveBoard.reachable(rows: 3, columns: 3, k: 3, rules: rules).joined())
    let input = boards.map(Self.notation).joined(separator: "\n") + "\n"
    let result = try AI.run(["best", "-", "--outcome", "--rules", word], input: Data(input.utf8))
    #expect(result.status == 0, "\(result.stderr)")
    let expected = boards.map { board in
      let prefix = Self.notation(board) + " \(word)  "
      if let winner = board.winner { return prefix + "game over: \(winner.letter) won" }
      if board.isFull { return prefix + "game over: draw" }
      let verb = ["win": "wins", "draw": "draws", "loss": "loses"]
      return prefix + "\(board.toMove.letter) \(verb[solver.value(of: board).outcome.rawValue]!)"
    }
    #expect(result.lines.count == expected.count)
    for (line, want) in zip(result.lines, expected) where line != want {
      Issue.record("\(line) is not \(want)")
      break
    }
  }

  /// Published (data/rule-variants.csv): misère tic-tac-toe is a draw, and the centre is
  /// X's one first move that does not lose.
  @Test func misereTicTacToeIsADrawFromTheCentreAlone() throws {
    let row = try #require(
      try DataFile.rows("rule-variants.csv").first {
        $0["rows"] == "3" && $0["cols"] == "3" && $0["rules"] == "misere"
      })
    #expect(row["value"] == "draw" && row["losing_first_moves"] == "8")
    let result = try AI.run("best", ".../.../...", "--rules", "misere")
    #expect(result.stdout == "best: 5 (X draws)\n")
  }

  /// Under gravity `--moves` takes columns: 2 then 2 drops X to the bottom of the middle
  /// column and O on it.
  @Test func gravityMovesAreColumns() throws {
    let result = try AI.run("analyze", "--rules", "gravity", "--moves", "2,2", "--json")
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(object["board"] as? String == ".../.O./.X.")
    #expect(object["rules"] as? String == "gravity")
    let full = try AI.run("best", "--rules", "gravity", "--moves", "1,1,1,1")
    #expect(full.status == 65)
    #expect(full.stderr.contains("column 1 is full"))
    let floating = try AI.run("best", "X../.../...", "--rules", "gravity")
    #expect(floating.status == 65)
    #expect(floating.stderr.contains("float"))
    // The normal rule's JSON names no rules.
    let normal = try AI.run("analyze", "--moves", "2,2", "--json")
    #expect(!normal.stdout.contains("rules"))
  }

  @Test func aRuleWordAndTheOptionMustAgree() throws {
    let result = try AI.run("best", ".../.X./... misere", "--rules", "gravity")
    #expect(result.status == 64)
    #expect(result.stderr.contains("the board says misere but --rules says gravity"))
  }

  /// A game under gravity: the player types columns, and the resume command keeps the
  /// rules and the moves as columns.
  @Test func playTakesColumnsAndResumesWithTheRules() throws {
    let result = try AI.run("play", "--rules", "gravity", "--seed", "1", input: "2\nq\n")
    #expect(result.status == 0)
    let resume = try #require(result.lines.last { $0.hasPrefix("resume with: ") })
    #expect(resume.contains("--rules gravity") && resume.contains("--moves 2,"))
    // X's piece landed at the bottom of column 2.
    #expect(result.stdout.contains(" | X | "))
  }

  /// `misère` is read wherever a rule is, in any case, accent or not: `--rules`, the word
  /// after the board, and the API's `rules=` (which reads it through `--rules`).
  @Test(arguments: [
    ["--rules", "misère", ".../.../..."], ["--rules", "MISÈRE", ".../.../..."],
    ["--rules", "Misere", ".../.../..."], [".../.../... misère"],
    ["--rules", "mise\u{300}re", ".../.../... Misère"],
  ])
  func misereIsReadInEverySpelling(arguments: [String]) throws {
    let result = try AI.run(["best"] + arguments)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "best: 5 (X draws)\n")
  }

  @Test(arguments: [
    ("rules=mis%C3%A8re", "misere"), ("rules=Gravity-Mis%C3%A8re", "gravity-misere"),
    ("rules=mise%CC%80re", "misere"),
  ])
  func theAPIReadsEverySpellingOfARule(query: String, word: String) throws {
    let request = try APIRequest(.analyze, query: query)
    #expect(request.position.geometry.rules.rawValue == word)
  }

  /// The API names the rules parameter for a rule written as a parameter of its own.
  @Test func theAPISuggestsRulesForARuleWrittenAsAParameter() throws {
    #expect(
      throws: CLIError.usage(
        "/api/analyze takes no parameter 'gravity': did you mean 'rules=gravity'? (it takes "
          + "board, rows, cols, columns, k, rules, moves)")
    ) { try APIRequest(.analyze, query: "gravity=1") }
  }

  /// With a workload named, `--rules` times that workload's variant under the rules.
  @Test func benchTimesTheNamedWorkloadUnderTheRules() throws {
    let result = try AI.run("bench", "solve-4x4", "--rules", "gravity", "--runs", "1", "--json")
    #expect(result.status == 0, "\(result.stderr)")
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let workloads = try #require(object["workloads"] as? [[String: Any]])
    #expect(workloads.map { $0["name"] as? String } == ["solve-4x4-gravity"])
    // The normal rules keep a 3x3 workload as it is.
    let normal = try AI.run("bench", "memo", "--rules", "normal", "--runs", "1")
    #expect(normal.status == 0 && normal.stdout.hasPrefix("workload"))
    #expect(normal.lines.dropFirst().first?.hasPrefix("memo ") == true)
  }

  /// `ai help rules` (or a rule's word) lists every rule with what it changes, and how to
  /// give one; `ai --help` names the topic.
  @Test(arguments: ["rules", "gravity", "Misère"])
  func theRulesHaveAHelpTopic(topic: String) throws {
    let result = try AI.run("help", topic)
    #expect(result.status == 0)
    for word in ["normal", "misere", "gravity", "gravity-misere"] {
      #expect(result.lines.contains { $0.hasPrefix("  \(word) ") }, "\(word)")
    }
    #expect(result.stdout.contains("--rules"))
    let overview = try AI.run("--help").stdout.replacing("\n", with: " ")
    #expect(overview.contains("'ai help rules'"))
    #expect(overview.contains("normal, misere, gravity or gravity-misere"))
  }

  /// `--rules gravity --rows 6 --cols 7` is Connect Four with nothing more said: four in
  /// a row win, and BitBully's values of `data/connect-four.csv` come back.
  @Test func gravityOnSixBySevenIsConnectFour() throws {
    let rows = try DataFile.rows("connect-four.csv")
    let input = rows.map { $0["board"]! }.joined(separator: "\n") + "\n"
    let result = try AI.run(
      ["best", "-", "--rules", "gravity", "--rows", "6", "--cols", "7"], input: Data(input.utf8))
    #expect(result.status == 0, "\(result.stderr)")
    let verb = ["win": "wins in", "draw": "draws", "loss": "loses in"]
    for (row, line) in zip(rows, result.lines) {
      // The default k goes unwritten: the board comes back as given, with its rule.
      #expect(line.hasPrefix(row["board"]! + " gravity  best: column "), "\(line)")
      let plies = row["value"] == "draw" ? "" : " " + row["plies"]!
      #expect(line.hasSuffix(" \(verb[row["value"]!]!)\(plies))"), "\(line)")
    }
    #expect(result.lines.count == rows.count)
  }

  /// Every example of `ai help rules` runs as written.
  @Test(arguments: Help.rulesExamples.map(\.command))
  func everyExampleOfTheRulesHelpRuns(example: String) throws {
    #expect(try AI.run("help", "rules").stdout.contains("$ " + example))
    let result = try AI.runShell("exec < /dev/null && \"$AI\" \(example.dropFirst(3))")
    #expect(result.status == 0, "\(example): \(result.stderr)")
  }
}
