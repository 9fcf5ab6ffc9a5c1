import Foundation
import Testing

@testable import AICommandLine

/// Every example in the README runs as printed there, with `ai` on the PATH as the
/// README's first lines put it, and prints what the README shows, times and rates
/// masked. So the README cannot drift from the program.
@Suite struct ReadmeTests {
  /// One `$ command` of a README code block and the lines shown after it.
  struct Session: Sendable {
    /// The command line, as typed after `$ `.
    var command: String
    /// What the README shows it printing (stdout and stderr as a terminal shows them).
    var shown: [String] = []

    /// What a person typed into `ai play`: the text after each prompt's `> `.
    var typed: [String] {
      shown.compactMap { line in line.range(of: "> ").map { String(line[$0.upperBound...]) } }
    }
  }

  /// A code block of the README with at least one `$ ` line.
  struct Block: Sendable, CustomTestStringConvertible {
    /// The README's line where the block starts.
    var line: Int
    var sessions: [Session]
    var testDescription: String { "README.md:\(line): $ \(sessions[0].command)" }
    /// Whether a command of the block calls `curl`.
    var usesCurl: Bool { sessions.contains { $0.command.hasPrefix("curl ") } }
  }

  /// The README's folder: the package's root.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The README's blocks of shell sessions, in order.
  static let blocks: [Block] = {
    let text =
      (try? String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
    var blocks: [Block] = []
    var current: Block?
    var inBlock = false
    for (number, line) in text.components(separatedBy: "\n").enumerated() {
      if line.hasPrefix("```") {
        if inBlock, let block = current, !block.sessions.isEmpty { blocks.append(block) }
        inBlock.toggle()
        current =
          inBlock && (line == "```" || line == "```sh")
          ? Block(line: number + 1, sessions: []) : nil
        continue
      }
      guard inBlock, current != nil else { continue }
      if line.hasPrefix("$ ") {
        current!.sessions.append(Session(command: String(line.dropFirst(2))))
      } else if !current!.sessions.isEmpty {
        current!.sessions[current!.sessions.count - 1].shown.append(line)
      }
    }
    return blocks
  }()

  @Test func theReadmeHasExamplesOfEveryCommand() {
    let commands = Set(
      Self.blocks.flatMap(\.sessions).compactMap { session in
        session.command.components(separatedBy: "ai ").dropFirst().first?.split(separator: " ")
          .first
          .map(String.init)
      })
    #expect(
      commands.isSuperset(of: [
        "play", "best", "analyze", "match", "solve", "perft", "bench", "serve",
      ]))
  }

  /// The blocks that need only `ai` and the shell, and those that also call `curl`.
  static let plainBlocks = blocks.filter { !$0.usesCurl }
  static let curlBlocks = blocks.filter(\.usesCurl)

  @Test(arguments: plainBlocks)
  func everyExamplePrintsWhatTheReadmeShows(block: Block) throws {
    try check(block)
  }

  @Test(Tools.enabled(for: Tools.curl), arguments: curlBlocks)
  func everyCurlExamplePrintsWhatTheReadmeShows(block: Block) throws {
    guard Tools.expectPresent(Tools.curl) else { return }
    try check(block)
  }

  /// Runs `block` and compares what it printed with what the README shows.
  func check(_ block: Block) throws {
    // Each command runs in one script, as typed, with `ai` on the PATH; a separator after
    // each keeps its status for a following `echo $?`.
    var script = """
      cd '\(Self.root.path)' || exit 99
      bin=$(mktemp -d) && ln -s "$AI" "$bin/ai" && export PATH="$bin:$PATH" && exec 2>&1

      """
    for session in block.sessions {
      var command = session.command
      if command.hasSuffix(" &") {
        // A server started in the background, as a person would before trying it with
        // curl: its first line is what the README shows; the block stops it with kill.
        // A simple command, so that the job is `ai` itself and `kill %1` reaches it.
        script += """
          bg=$(mktemp)
          \(command.dropLast(2)) > "$bg" 2>&1 < /dev/null &
          for _ in $(seq 100); do [ -s "$bg" ] && break; sleep 0.1; done; cat "$bg"
          status=0; printf '\\036\\n'

          """
        continue
      }
      if command.contains("ai play") {
        command += " <<'TYPED'\n" + session.typed.joined(separator: "\n") + "\nTYPED"
      } else if !command.contains("<") && !command.contains("|") {
        command += " < /dev/null"
      }
      script += command + "\nstatus=$?; printf '\\036\\n'; (exit $status)\n"
    }
    // A server the block started and stopped is waited for; should the block not have
    // stopped it, it is killed, so that none is left running and the test ends.
    let result = try AI.runShell(script + "kill -KILL %1 2>/dev/null; wait\n")
    let outputs = result.stdout.components(separatedBy: "\u{1E}\n")
    #expect(outputs.count == block.sessions.count + 1, "\(result.stdout)")
    for (session, output) in zip(block.sessions, outputs) {
      let printed = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        .map { Self.masked(String($0)) }
      let shown = session.shown.map(Self.masked)
      // A block may end with blank lines that the program did not print.
      #expect(
        Array(printed) == Array(shown.reversed().drop { $0.isEmpty }.reversed()),
        "$ \(session.command)")
    }
  }

  /// `line` with what changes from run to run masked: times, rates, bench timings.
  static func masked(_ line: String) -> String {
    var line = line
    while line.hasSuffix(" ") { line.removeLast() }
    for prefix in ["time:", "nodes visited/s:", "distinct positions/s:"]
    where line.hasPrefix(prefix) {
      return prefix + " #"
    }
    // `ai bench`'s rows: the name, nodes and runs stay; the times and rate vary.
    let fields = line.split(separator: " ")
    if fields.first == "workload" { return fields.joined(separator: " ") }  // widths vary
    if fields.count == 6,
      ["perft", "minimax", "alphabeta", "memo", "solve", "solve-4x4"]
        .contains(fields[0]), Int(fields[1]) != nil
    {
      return fields[0..<3].joined(separator: " ") + " #"
    }
    // JSON's times and rates.
    let timing =
      /"(seconds|nodesPerSecond|positionsPerSecond|medianSeconds|minSeconds)": [0-9.e+-]+/
    return line.replacing(timing) { match in "\"\(match.1)\": #" }
  }

  /// Every option of every command is in the README, as `--name`, so that what the help
  /// offers the manual explains (`perft --unique` once was not).
  @Test(arguments: Tool.commands.map(\.name))
  func everyOptionIsDocumented(command: String) throws {
    let text = try String(
      contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    let declaration = try #require(Tool.command(named: command))
    for option in declaration.declarations where option.name != "help" {
      let documented = text.ranges(of: "--\(option.name)").contains {
        !(text[$0.upperBound...].first.map { $0.isLetter || $0 == "-" } ?? false)
      }
      #expect(documented, "ai \(command) --\(option.name) is not in the README")
    }
  }
}
