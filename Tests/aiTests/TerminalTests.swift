import Foundation
import Testing

/// `ai play` in a real pseudo-terminal: colour (X blue, O red), keys pressed by habit,
/// Ctrl-L at once, Ctrl-C, Ctrl-D (mid-line too), NO_COLOR, the keys after a game, the
/// terminal's settings put back.
/// The terminal is driven by `Tests/terminal/play_tty.py` with Python's pexpect; where it
/// is missing the test is not run and says so (see `Tools`).
@Suite(Tools.enabled(for: Tools.terminal)) struct TerminalTests {
  static let script = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("terminal/play_tty.py")

  @Test func playBehavesInATerminal() async throws {
    guard Tools.expectPresent(Tools.terminal) else { return }
    let (status, text) = try await Tools.run(["python3", Self.script.path, AI.executable.path])
    #expect(status == 0, "\(text)")
    #expect(text.hasSuffix("all terminal checks passed\n"), "\(text)")
  }
}
