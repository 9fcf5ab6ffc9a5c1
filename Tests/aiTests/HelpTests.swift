import DataFiles
import Foundation
import Testing

@testable import AICommandLine

/// The help texts, derived from the commands' declarations: they fit an 80-column
/// terminal, list every option, and their examples run.
@Suite struct HelpTests {
  /// Every way to ask for help, and the in-game help of `ai play`.
  static let helpRequests: [[String]] =
    [["--help"], ["help", "board"], ["help", "rules"], ["help", "version"]]
    + Tool.commands.flatMap { [["help", $0.name], [$0.name, "--help"]] }

  @Test(arguments: helpRequests)
  func everyLineFitsEightyColumns(arguments: [String]) throws {
    let result = try AI.run(arguments)
    #expect(result.status == 0)
    #expect(!result.lines.isEmpty)
    for line in result.lines where line.count > 80 {
      Issue.record("\(arguments): \(line.count) columns: \(line)")
    }
  }

  @Test func theGamesOwnHelpFitsEightyColumns() throws {
    let result = try AI.run(["play", "--seed", "1"], input: Data("?\nq\n".utf8))
    #expect(result.stdout.contains("hint"))
    // The resume command is one line to copy, however long the program's path.
    for line in result.lines where line.count > 80 && !line.hasPrefix("resume with: ") {
      Issue.record("\(line.count) columns: \(line)")
    }
  }

  @Test(arguments: Tool.commands.map(\.name))
  func helpListsEveryOptionAndArgument(command: String) throws {
    let declaration = try #require(Tool.command(named: command))
    let help = try AI.run(command, "--help").stdout
    for option in declaration.declarations {
      #expect(help.contains("\n  \(option.term)"), "--\(option.name)")
      #expect(help.contains(option.isRequired ? option.synopsis : "[\(option.synopsis)]"))
    }
    for positional in declaration.positionals {
      #expect(help.contains("\n  \(positional.name) "))
    }
  }

  @Test(arguments: Tool.commands.map(\.name))
  func namesAreDeclaredOnce(command: String) throws {
    let declaration = try #require(Tool.command(named: command))
    let names = declaration.declarations.flatMap(\.names) + ["help"]
    #expect(Set(names).count == names.count)
    #expect(declaration.declarations.allSatisfy { !$0.help.isEmpty && !$0.help.contains("\n") })
  }

  /// Every example in every command's help that ends by itself runs as written and
  /// succeeds; `ai bench` without `--runs` runs once per workload, since its 100 timed
  /// runs take half a minute in a debug build and time nothing a test reads. An example
  /// the manual shows too runs there, against what the manual shows it printing
  /// (`ReadmeTests`).
  @Test(
    arguments: Tool.commands.flatMap { command in
      command.examples.filter { !$0.runsUntilStopped }.map(\.command)
    }.filter { !ReadmeTests.plainBlocks.flatMap(\.sessions).map(\.command).contains($0) })
  func everyExampleRuns(example: String) throws {
    let ai =
      #"ai() { if [ "$1" = bench ] && ! [[ " $* " == *" --runs "* ]]; "#
      + #"then "$AI" "$@" --runs 1; else "$AI" "$@"; fi; }"#
    let result = try AI.runShell(
      "cd \"$(mktemp -d)\" && \(ai) && exec < /dev/null && \(example)")
    #expect(result.status == 0, "\(example): \(result.stderr)")
  }

  /// Every example that runs until stopped (a server) starts as written, says it is up,
  /// answers, and stops cleanly on SIGTERM.
  @Test(
    arguments: Tool.commands.flatMap { command in
      command.examples.filter(\.runsUntilStopped).map(\.command)
    })
  func everyServerExampleStartsAndStops(example: String) throws {
    let words = example.split(separator: " ").map(String.init)
    #expect(words.first == "ai")
    let server = try Served(running: Array(words.dropFirst()))
    #expect(server.firstLine.hasPrefix("ai: serving on http://"), "\(example)")
    if !example.contains("::1") { #expect(try server.get("/api/health").status == 200) }
    #expect(server.stop() == 0, "\(example)")
  }

  /// `n` with its digits grouped by three, as the help writes figures: 549,946.
  static func grouped(_ n: Int) -> String {
    let digits = String(n)
    return digits.enumerated().map { index, digit in
      index > 0 && (digits.count - index) % 3 == 0 ? ",\(digit)" : "\(digit)"
    }.joined()
  }

  /// The figures the help states are the ones `data/` holds: the bench's node counts
  /// (`bench.csv`) and the positions of 3x3 and 3x4 (`perft-counts.csv`).
  @Test func theFiguresTheHelpStatesAreTheDataFilesOnes() throws {
    let bench = try DataFile.benchNodes()
    let counts = try DataFile.rows("perft-counts.csv").map { $0.compactMapValues { Int($0) } }
    let ticTacToe = try #require(counts.first { $0["rows"] == 3 && $0["cols"] == 3 })
    let threeByFour = try #require(counts.first { $0["rows"] == 3 && $0["cols"] == 4 })
    let benchHelp = try AI.run("help", "bench").stdout.replacing("\n", with: " ")
      .replacing(/\s+/, with: " ")
    for (workload, words) in [("perft", "nodes"), ("minimax", "nodes"), ("memo", "expanded")] {
      let figure = "(\(Self.grouped(bench[workload]!)) \(words))"
      #expect(benchHelp.contains(figure), "\(workload): \(figure)")
    }
    let text = { (command: String) in
      try AI.run("help", command).stdout.replacing(/\n +/, with: " ")
    }
    let positions = { (row: [String: Int]) in Self.grouped(row["positions"]!) }
    #expect(
      try text("solve").contains(
        "\(positions(ticTacToe)) for 3x3, \(positions(threeByFour)) for 3x4"))
    #expect(
      try text("perft").contains(
        "\(positions(ticTacToe)) and \(ticTacToe["positions_up_to_symmetry"]!) for 3x3"))
  }
}
