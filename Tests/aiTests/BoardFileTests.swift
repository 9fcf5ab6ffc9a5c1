import Foundation
import Testing

@testable import AICommandLine

/// A board read from a file: `--from @FILE`, or `--from FILE` (and BOARD) when the value
/// is no board but names a file. Each expected answer is the manual's for the board.
@Suite struct BoardFileTests {
  /// A folder of its own holding `files` (name and text), removed after `body`.
  static func withFiles(
    _ files: [String: String], _ body: (URL) throws -> Void
  ) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("ai-board-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for (name, text) in files {
      try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }
    try body(folder)
  }

  /// The file's board is answered as the board itself would be, a final newline, blanks
  /// and blank lines aside, from a path or after `@`.
  @Test(arguments: [
    (["best", "--from", "@FILE"], "best: 6 (X draws)"),
    (["best", "--from", "FILE"], "best: 6 (X draws)"),
    (["best", "FILE"], "best: 6 (X draws)"),
    (["best", "@FILE", "--moves", "6"], "best: 4 (O draws)"),
  ])
  func theBoardInAFileIsAnswered(arguments: [String], answer: String) throws {
    for text in ["X.O/.X./..O\n", "X.O/.X./..O", "\n  X.O/.X./..O \r\n\n"] {
      try Self.withFiles(["pos.txt": text]) { folder in
        let path = folder.appendingPathComponent("pos.txt").path
        let result = try AI.run(arguments.map { $0.replacingOccurrences(of: "FILE", with: path) })
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == answer + "\n")
      }
    }
  }

  /// Play, match and perft start from the file's board.
  @Test func everyCommandWithFromReadsTheFile() throws {
    try Self.withFiles(["pos.txt": "X.O/.X./..O\n"]) { folder in
      let path = folder.appendingPathComponent("pos.txt").path
      let perft = try AI.run("perft", "1", "--from", path)
      #expect(perft.lines.first == "perft 1 from X.O/.X./..O (3x3)", "\(perft.stderr)")
      let match = try AI.run("match", "--from", "@" + path, "--games", "1", "--seed", "1", "--json")
      #expect(match.stdout.contains(#""board": "X.O/.X./..O""#), "\(match.stderr)")
      let play = try AI.run(["play", "--from", path, "--seed", "1"], input: Data("q\n".utf8))
      #expect(play.status == 0, "\(play.stderr)")
      #expect(play.stdout.contains(" X | 2 | O\n"))
    }
  }

  /// A file that cannot be read is an input error (74); one that holds no board, or
  /// more than one, is bad data (65), named, with what to give instead.
  @Test(
    arguments: [
      (
        ["best", "--from", "@DIR/missing.txt"], 74,
        "cannot read DIR/missing.txt (No such file or directory): give the board itself, such "
          + "as --from X.O/.X./..O, or a file that holds one"
      ),
      (["perft", "--from", "DIR/missing.txt"], 74, "cannot read DIR/missing.txt (No such file"),
      (["best", "--from", "@DIR"], 74, "cannot read DIR (Is a directory)"),
      (["best", "--from", "DIR/bad.txt"], 65, "DIR/bad.txt: 'h' at position 1 is not a cell"),
      (["best", "DIR/empty.txt"], 65, "DIR/empty.txt holds no board: write one in it"),
      (
        ["best", "--from", "DIR/two.txt"], 65,
        "DIR/two.txt holds 2 lines: --from reads one board; to answer each line, give them on "
          + "stdin, such as 'ai best - < FILE'"
      ),
      (["play", "--from", "DIR/two.txt"], 65, "DIR/two.txt holds 2 lines: --from reads one board"),
    ] as [([String], Int32, String)])
  func aBadFileIsNamed(arguments: [String], status: Int32, message: String) throws {
    let files = ["bad.txt": "hello\n", "empty.txt": "\n \n", "two.txt": "X........\nXO.......\n"]
    try Self.withFiles(files) { folder in
      let fill = { (text: String) in text.replacingOccurrences(of: "DIR", with: folder.path) }
      let result = try AI.run(arguments.map(fill))
      #expect(result.status == status, "\(result.stderr)")
      #expect(result.stdout.isEmpty)
      #expect(result.stderr.hasPrefix("ai: error: " + fill(message)), "\(result.stderr)")
      #expect(result.stderr.split(separator: "\n").count == 1)
    }
  }

  /// A short name is quoted in the command to type instead.
  @Test func aFileOfBoardsPointsToTheBatch() throws {
    try Self.withFiles(["two.txt": "X........\nXO.......\n"]) { folder in
      let result = try AI.runShell(#"cd "\#(folder.path)" && "$AI" analyze two.txt"#)
      #expect(result.status == 65)
      #expect(
        result.stderr
          == "ai: error: two.txt holds 2 lines: --from reads one board; to answer each line, "
          + "give them on stdin, such as 'ai analyze - < two.txt'\n")
    }
  }

  /// The API reads no file, whatever its board names: it is read as a board, and refused.
  @Test func theAPIReadsNoFile() throws {
    try Self.withFiles(["pos.txt": "X.O/.X./..O\n"]) { folder in
      let path = folder.appendingPathComponent("pos.txt").path
      for board in ["@" + path, path] {
        #expect {
          try APIRequest(.analyze, query: "board=" + board)
        } throws: { error in
          (error as? CLIError)?.message.hasSuffix(
            "is not a cell: use X and O for pieces, . - _ "
              + "or 1-9 for empty cells, / or | between rows") == true
        }
      }
    }
  }
}
