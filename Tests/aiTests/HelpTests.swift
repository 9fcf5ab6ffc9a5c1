import Foundation
import Testing

@testable import AICommandLine

/// The help texts, derived from the commands' declarations: they fit an 80-column
/// terminal, list every option, and their examples run.
@Suite struct HelpTests {
  /// Every way to ask for help, and the in-game help of `ai play`.
  static let helpRequests: [[String]] =
    [["--help"], ["help", "board"], ["help", "version"]]
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
  /// runs take half a minute in a debug build and time nothing a test reads.
  @Test(
    arguments: Tool.commands.flatMap { command in
      command.examples.filter { !$0.runsUntilStopped }.map(\.command)
    })
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
}
