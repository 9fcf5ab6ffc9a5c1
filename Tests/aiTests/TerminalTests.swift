import Foundation
import Testing

/// `ai play` in a real pseudo-terminal: colour, Ctrl-C, Ctrl-D (mid-line too), NO_COLOR,
/// the keys after a game.
/// The terminal is driven by `Tests/terminal/play_tty.py` with Python's pexpect, which
/// `.ci/run` installs when it is missing.
@Suite(.enabled(if: Python.hasPexpect, "needs Python's pexpect: pip install pexpect"))
struct TerminalTests {
  static let script = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("terminal/play_tty.py")

  @Test func playBehavesInATerminal() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", Self.script.path, AI.executable.path]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(text)")
    #expect(text.hasSuffix("all terminal checks passed\n"), "\(text)")
  }
}

/// What the machine's Python offers the terminal tests.
enum Python {
  /// Whether `python3` can import pexpect (`.ci/run` installs it where it is missing).
  static let hasPexpect: Bool = {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", "import pexpect"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }()

}
