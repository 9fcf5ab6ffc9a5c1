import Foundation
import Testing
import TicTacToeTools

@testable import AICommandLine

/// Every example of the manual (the README and each page of `docs/`) runs as printed there,
/// with `ai` on the PATH as the README's first lines put it, and prints what the page
/// shows, times and rates masked. So the manual cannot drift from the program.
@Suite struct ReadmeTests {
  /// One `$ command` of a code block and the lines shown after it.
  struct Session: Hashable, Sendable {
    /// The command line, as typed after `$ `.
    var command: String
    /// What the page shows it printing (stdout and stderr as a terminal shows them).
    var shown: [String] = []

    /// What a person typed into `ai play`: the text after each prompt's `> `.
    var typed: [String] {
      shown.compactMap { line in line.range(of: "> ").map { String(line[$0.upperBound...]) } }
    }
  }

  /// A code block of the manual with at least one `$ ` line.
  struct Block: Sendable, CustomTestStringConvertible {
    /// The page, by its path from the package's root (`docs/commands.md`).
    var file: String
    /// The page's line where the block starts.
    var line: Int
    var sessions: [Session]
    var testDescription: String { "\(file):\(line): $ \(sessions[0].command)" }
    /// Whether a command of the block calls `curl`.
    var usesCurl: Bool { sessions.contains { $0.command.hasPrefix("curl ") } }
  }

  /// The README's folder: the package's root.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The manual's pages, by their paths from the root: the README, then `docs/`'s, sorted.
  static let pages: [String] = {
    let docs =
      (try? FileManager.default.contentsOfDirectory(
        atPath: root.appendingPathComponent("docs").path)) ?? []
    return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
  }()

  /// The text of the page at `path` from the root (empty when it cannot be read).
  static func text(of path: String) -> String {
    (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) ?? ""
  }

  /// The blocks of shell sessions of every page, in order.
  static let blocks: [Block] = pages.flatMap(blocks(in:))

  /// The blocks of shell sessions of the page at `path`: those fenced with plain backticks
  /// or `sh`, in order.
  static func blocks(in path: String) -> [Block] {
    var blocks: [Block] = []
    var current: Block?
    var inBlock = false
    for (number, line) in text(of: path).components(separatedBy: "\n").enumerated() {
      if line.hasPrefix("```") {
        if inBlock, let block = current, !block.sessions.isEmpty { blocks.append(block) }
        inBlock.toggle()
        current =
          inBlock && (line == "```" || line == "```sh")
          ? Block(file: path, line: number + 1, sessions: []) : nil
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
  }

  /// The commands that the examples of `blocks` run (`best` for `$ ai best ...`).
  static func commands(in blocks: [Block]) -> Set<String> {
    Set(
      blocks.flatMap(\.sessions).compactMap { session in
        session.command.components(separatedBy: "ai ").dropFirst().first?.split(separator: " ")
          .first
          .map(String.init)
      })
  }

  /// The README shows the three jobs; the manual has examples of every command, each on
  /// its own page.
  @Test func theManualHasExamplesOfEveryCommand() {
    #expect(
      Self.commands(in: Self.blocks(in: "README.md")).isSuperset(of: ["best", "play", "bench"]))
    #expect(
      Self.commands(in: Self.blocks(in: "docs/commands.md")).isSuperset(of: [
        "play", "best", "analyze", "match", "solve", "perft", "bench",
      ]))
    #expect(Self.commands(in: Self.blocks(in: "docs/server.md")).contains("serve"))
  }

  /// Every `$ ` line of every page is an example that runs: none hides in a block of
  /// another kind (```text), where no test would read it.
  @Test(arguments: pages)
  func everyCommandShownRuns(page: String) {
    let shown = Self.text(of: page).components(separatedBy: "\n").filter { $0.hasPrefix("$ ") }
    let run = Self.blocks(in: page).flatMap(\.sessions).map { "$ " + $0.command }
    #expect(shown == run, "\(page): a `$ ` line outside a block of examples")
  }

  /// The README is a front door: what `ai` is, how to start, and links to the manual.
  @Test func theReadmeIsShort() {
    let lines = Self.text(of: "README.md").filter { $0 == "\n" }.count
    #expect(lines <= 200, "README.md has \(lines) lines: move the detail to docs/")
  }

  /// Every relative link of every page (`[text](docs/commands.md#ai-best)`, an image's
  /// `src`, an `href`) leads to a file of the package, and to a heading of that page when
  /// it names one.
  @Test(arguments: pages)
  func everyLinkLeadsSomewhere(page: String) {
    let text = Self.text(of: page)
    let targets =
      text.matches(of: /\]\(([^)\s]+)\)/).map(\.1)
      + text.matches(of: /(?:src|href)="([^"]+)"/).map(\.1)
    for target in targets where !target.contains("://") {
      let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
      let file = parts[0].isEmpty ? page : Self.path(parts[0], from: page)
      let exists = FileManager.default.fileExists(
        atPath: Self.root.appendingPathComponent(file).path)
      #expect(exists, "\(page) links to \(target): no file \(file)")
      if exists, parts.count == 2 {
        #expect(
          Self.anchors(of: Self.text(of: file)).contains(String(parts[1])),
          "\(page) links to \(target): \(file) has no such heading")
      }
    }
  }

  /// The path from the root of `link`, written in the page at `page`.
  static func path(_ link: Substring, from page: String) -> String {
    var parts = page.split(separator: "/").dropLast().map(String.init)
    for part in link.split(separator: "/") where part != "." {
      if part == ".." { parts.removeLast() } else { parts.append(String(part)) }
    }
    return parts.joined(separator: "/")
  }

  /// The anchors of a page's headings, as GitHub makes them: lowercased, punctuation
  /// dropped but hyphens, spaces made hyphens.
  static func anchors(of text: String) -> Set<String> {
    var inBlock = false
    var anchors = Set<String>()
    for line in text.components(separatedBy: "\n") {
      if line.hasPrefix("```") { inBlock.toggle() }
      guard !inBlock, line.hasPrefix("#") else { continue }
      let title = line.drop { $0 == "#" }.drop { $0 == " " }
      anchors.insert(
        String(
          title.lowercased().compactMap { character -> Character? in
            character == " "
              ? "-"
              : character.isLetter || character.isNumber
                || character == "-" || character == "_" ? character : nil
          }))
    }
    return anchors
  }

  /// The blocks that need only `ai` and the shell, and those that also call `curl`. A block
  /// that repeats an earlier one word for word (a README example on its manual page) runs
  /// once, under the earlier.
  static let plainBlocks = distinct(blocks.filter { !$0.usesCurl })
  static let curlBlocks = distinct(blocks.filter(\.usesCurl))

  /// `blocks` without those whose sessions an earlier block has already.
  static func distinct(_ blocks: [Block]) -> [Block] {
    var seen: Set<[Session]> = []
    return blocks.filter { seen.insert($0.sessions).inserted }
  }

  @Test(arguments: plainBlocks)
  func everyExamplePrintsWhatThePageShows(block: Block) throws {
    try check(block)
  }

  @Test(Tools.enabled(for: Tools.curl), arguments: curlBlocks)
  func everyCurlExamplePrintsWhatThePageShows(block: Block) throws {
    guard Tools.expectPresent(Tools.curl) else { return }
    try check(block)
  }

  /// Runs `block` and compares what it printed with what its page shows.
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
        // curl: its first line is what the page shows; the block stops it with kill.
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
      BenchWorkload.allCases.map(\.rawValue).contains(String(fields[0])), Int(fields[1]) != nil
    {
      return fields[0..<3].joined(separator: " ") + " #"
    }
    // JSON's times and rates.
    let timing =
      /"(seconds|nodesPerSecond|positionsPerSecond|medianSeconds|minSeconds)": [0-9.e+-]+/
    return line.replacing(timing) { match in "\"\(match.1)\": #" }
  }

  /// Every option of every command is in the manual, as `--name`, so that what the help
  /// offers the manual explains (`perft --unique` once was not): `serve`'s in
  /// `docs/server.md`, the others' in `docs/commands.md`.
  @Test(arguments: Tool.commands.map(\.name))
  func everyOptionIsDocumented(command: String) throws {
    let page = command == "serve" ? "docs/server.md" : "docs/commands.md"
    let text = Self.text(of: page)
    try #require(!text.isEmpty, "\(page) is read")
    let declaration = try #require(Tool.command(named: command))
    for option in declaration.declarations where option.name != "help" {
      let documented = text.ranges(of: "--\(option.name)").contains {
        !(text[$0.upperBound...].first.map { $0.isLetter || $0 == "-" } ?? false)
      }
      #expect(documented, "ai \(command) --\(option.name) is not in \(page)")
    }
  }
}
