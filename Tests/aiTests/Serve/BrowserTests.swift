import DataFiles
import Foundation
import Testing

/// `ai serve`'s page in a real browser: `Tests/browser/serve_page.py` drives headless
/// Chromium with Python's selenium through whole games, the solution view, undo, redo,
/// reload and a shared link, checking every mark against `ai analyze --json`; a board
/// typed or given as `board=`, links that cannot be played, the words that end a game
/// and the controls' look, on a phone's width; each rule, and under gravity the moves as
/// columns in the address, the move list and the board, as `--moves` reads them. Where
/// chromium, chromedriver or selenium is missing it is not run and says so (see `Tools`).
@Suite(Tools.enabled(for: Tools.browser)) struct BrowserTests {
  static let script = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("browser/serve_page.py")

  /// The parts of the drive, each from a page, a browser and a server of its own: run at
  /// once, the whole drive takes about as long as its longest part. By default only the
  /// games themselves; the long form (`AI_TEST_LONG=1`, as CI runs) drives every part.
  @Test(
    arguments: LongTests.choose(
      fast: ["game"], long: ["game", "boards", "links", "rules", "notation"]))
  func thePagePlaysAndShowsTheSolution(part: String) async throws {
    guard Tools.expectPresent(Tools.browser) else { return }
    // Bounded, should the browser hang: a part takes well under a minute.
    let result = try await Tools.run([
      "timeout", "300", "python3", Self.script.path, AI.executable.path, "--part", part,
    ])
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.hasSuffix("all browser checks passed\n"), "\(result.output)")
  }
}
