import Foundation
import FuzzHarness
import Testing

/// The fuzzer's seed corpus, and every crash it ever found, replayed through the same
/// harness: an input that once broke a reader must keep being refused cleanly.
///
/// Each file runs first in its own process, the built `ai-fuzz`, so a trap fails that
/// file alone, with its name and the signal, and the other files still run. Then the
/// exit statuses `ai` gives the file's texts are checked against the ones the manual's
/// rules give, written below with the reason for each.
@Suite struct FuzzCorpusTests {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("fuzz-corpus")

  static let files =
    (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?
    .sorted() ?? []

  /// The statuses `ai` must give each file's texts (see the exit statuses in
  /// `docs/notation.md`): one for a board, a command line, a game's options or a perft; one
  /// per line of a batch that is not blank; for requests, 0 for each head read, or the
  /// status of the refusal that ends the connection (see the limits in `docs/server.md`).
  /// A file added to the corpus needs its row here.
  static let expected: [String: [Int32]] = [
    "args-bad": [64],  // `best --rows '' --frob`: --rows needs a value
    "args-bench": [0],  // `bench memo --runs 3`
    "args-best": [0],  // `best X.O/.X./..O --json`
    "args-rules": [0],  // `best --rules gravity --moves 2,2,1 --json`: columns
    "args-dash-board": [0],  // `analyze -X-O-----`: a board, not an option
    "args-help": [0],  // `help board`
    "args-match": [0],  // `match --x perfect --o random --games 10`
    "args-perft": [0],  // `perft 7 --hash` on 3x4, k = 3: 12 empty cells
    "args-play": [0],  // `play --as o --level casual --seed 42`
    "args-solve": [0],  // `solve --all --format jsonl`
    "batch-4x4": [0, 0],  // two legal 4x4 boards, k = 4
    // Read a byte at a time: X alone; a line of 5,000 bytes is skipped (no status); empty.
    "batch-long-line": [0, 0],
    // Read 4,097 bytes at a time: a line of exactly 4,096 bytes (X and blanks) is read; one
    // of 2,049 two-byte characters is skipped, its excerpt cut between characters.
    "batch-at-the-limit": [0, 0],
    // Found by the fuzzer: a line over the limit whose fourth to 24th bytes are all
    // continuation bytes; its excerpt backs off at most three of them. Then three lines
    // that are not boards.
    "batch-continuation-bytes": [65, 65, 65],
    // On a 1x1 board, a line of the lone byte 0x81, which the byte reader once took for
    // an empty cell (its own mark for a Unicode digit) where the text reader refused it.
    "batch-stray-byte": [65],
    // X alone: fine; not a board; a blank line is skipped; X won (a CR line end is
    // dropped): fine; two O and no X: no game reaches it.
    "batch-mixed": [0, 65, 0, 65],
    // A floating X under gravity; a misère and a normal board, the rule word read.
    "batch-rules": [65, 0, 0],
    "board-3x3": [0],
    "board-4x4-k3": [0],
    "board-bad-char": [65],  // Y is neither a piece nor an empty cell
    "board-cols-only": [0],  // --cols 4 makes 12 cells 3x4
    "board-digits": [0],  // digits are empty cells
    "board-illegal": [65],  // both X and O have a line
    "board-one-row": [0],  // --rows 1, --k 3: a 1x7 board
    "board-ragged": [65],  // rows of 3, 2 and 3 cells
    "board-too-big": [0],  // its own shape, 5x4, was over 16 cells; now searched
    "board-too-long": [65],  // 5,000 bytes: over the 4,096 a board may take
    "board-4x4-searched": [0],  // 10 empty cells: searched, with the warm 4x4 searcher
    "board-utf8": [65],  // é and ☃ are not cells
    "board-misere": [0],  // the rule after the board
    "board-gravity": [0],  // both pieces stand on the bottom row
    "board-gravity-misere-utf8": [0],  // k=3 then `gravity-misère`, with its accent
    "board-won": [0],  // a finished board is still a board
    "perft-4x4": [0],  // depth 3 from the empty 4x4 board
    "perft-depth-too-deep": [64],  // depth 7 with 2 empty cells
    "perft-divide-winning-move": [0],  // depth 2, X to move can win at once
    "perft-finished": [65],  // depth 1 below a finished game
    "perft-k1": [0],  // depth 2 on 3x3 with k = 1
    "play-3x3": [0],
    "play-4x4": [0],  // --rows 4 --cols 4
    "play-row": [0],  // --rows 1 --cols 7 --k 3
    "play-long-line": [0],  // read 7 bytes at a time: 6,000 fives refused, then moves
    // Found by the fuzzer: lines of invalid UTF-8, read 7 bytes at a time, repaired as
    // text (the harness once compared them as bytes).
    "play-invalid-utf8": [0],
    // Found by the fuzzer: a line over the limit with invalid UTF-8 in its first 24 bytes,
    // whose excerpt is repaired (the harness once compared it unrepaired).
    "play-invalid-excerpt": [0],
    // Read a byte at a time: two heads (LF line ends in the second), then one that closes
    // the connection; what follows it is not read.
    "request-pipelined": [0, 0, 0],
    // Twelve heads in one piece: every one answered without more input (the server once
    // read 8 per event and left the rest until the timeout).
    "request-pipelined-twelve": Array(repeating: 0, count: 12),
    "request-other-host": [0],  // a head read; the router refuses its Host with 403
    // Found by the fuzzer, in the harness's model: three heads read, the first HTTP/1.1
    // without Host (`$Host: x` is another field), which the router refuses with 400 and
    // closes; the third's stray bytes from 0xBD are no field. One answer, 400.
    "request-routed-refusal-closes": [0, 0, 400],
    // Leading empty lines are skipped; an absolute target, HTTP/1.0 kept alive; then `*`.
    "request-blank-lines": [0, 0],
    "request-cookie-utf8": [0],  // bytes from 0x80 in a value: RFC 9110's obs-text
    "request-control-byte": [400],  // a control byte other than a tab in a value
    "request-line-too-long": [414],  // a request line of 5,000 bytes, read 7 at a time
    "request-too-many-fields": [431],  // 70 fields, over the 64
    "request-head-too-large": [431],  // a field of 9,000 bytes: the head is over 8,192
    "request-http2": [505],  // a well-formed version that is not served
    // Found by the fuzzer: HTTP/1.2, read a byte at a time, is not served either (the
    // harness once took every 1.x for a version served).
    "request-http12": [505],
    "request-incomplete": [],  // a head without its empty line: waiting, no answer yet
  ]

  /// The reader each file's name says it is for: the name up to its first `-`.
  static let readers: [String: FuzzHarness.Reader] = [
    "board": .board, "args": .commandLine, "play": .play, "batch": .batch, "perft": .perft,
    "request": .request,
  ]

  /// Held while the harness runs in this process.
  static let harness = NSLock()

  @Test func theCorpusIsThere() {
    #expect(Self.files.count >= 30)
    #expect(Set(Self.files.map { String($0.prefix { $0 != "-" }) }) == Set(Self.readers.keys))
    #expect(Set(Self.files) == Set(Self.expected.keys), "every file has its statuses above")
  }

  @Test(arguments: files)
  func replays(file: String) throws {
    let url = Self.folder.appendingPathComponent(file)
    let fuzzer = AI.product("ai-fuzz")
    try #require(
      FileManager.default.isExecutableFile(atPath: fuzzer.path),
      "no ai-fuzz at \(fuzzer.path): `swift test` and `swift build --build-tests` build it")
    let child = try AI.run(fuzzer, [url.path])
    let why = child.stderr.split(separator: "\n").first { !$0.isEmpty } ?? ""  // the trap's message
    try #require(
      child.signal == nil, "\(file) stopped ai-fuzz with signal \(child.signal ?? 0): \(why)")
    try #require(child.status == 0, "\(file): ai-fuzz exited \(child.status): \(why)")

    // It does not trap: replay it here too, for the statuses. The harness keeps its warm
    // searchers and its counter in statics, as libFuzzer runs it on one thread: the test
    // cases, which run in parallel, take turns.
    let bytes = Array(try Data(contentsOf: url))
    let replay = Self.harness.withLock { FuzzHarness.replay(bytes) }
    #expect(replay.reader == Self.readers[String(file.prefix { $0 != "-" })], "\(file)")
    // What checking a command line can give: 74 needs input or output, 128 + N a signal;
    // what reading a request head can: read, or refused before routing.
    let documented: Set<Int32> = replay.reader == .request ? [0, 400, 414, 431, 505] : [0, 64, 65]
    #expect(replay.statuses.allSatisfy(documented.contains), "\(file): \(replay.statuses)")
    #expect(replay.statuses == Self.expected[file], "\(file)")
    let reader = replay.reader?.rawValue ?? "empty input"
    #expect(
      child.stdout.hasPrefix("\(url.path): \(reader), ai exits \(replay.statuses)\n"),
      "\(file): \(child.stdout)")
  }
}
