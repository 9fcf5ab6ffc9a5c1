import Foundation
import Testing

/// `ai serve`'s page in a real browser: `Tests/browser/serve_page.py` drives headless
/// Chromium with Python's selenium through whole games, the solution view, undo, redo,
/// reload and a shared link, checking every mark against `ai analyze --json`. `.ci/run`
/// installs chromium, chromium-driver and selenium where they are missing; without them
/// this test fails and says what to install.
@Suite struct BrowserTests {
  static let script = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("browser/serve_page.py")

  @Test func thePagePlaysAndShowsTheSolution() throws {
    let missing = Tools.missing(
      ["/usr/bin/chromium", "/usr/bin/chromedriver"], python: "selenium")
    #expect(
      missing.isEmpty,
      "missing \(missing): apt-get install chromium chromium-driver; pip install selenium")
    guard missing.isEmpty else { return }
    // Bounded, should the browser hang: the whole drive takes well under a minute.
    let result = try Tools.run(["timeout", "300", "python3", Self.script.path, AI.executable.path])
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.hasSuffix("all browser checks passed\n"), "\(result.output)")
  }
}

/// The machine's tools that the server's tests drive.
enum Tools {
  /// Which of `paths` are not executable files, and the Python module if it cannot be
  /// imported.
  static func missing(_ paths: [String], python module: String? = nil) -> [String] {
    var missing = paths.filter { !FileManager.default.isExecutableFile(atPath: $0) }
    if let module, (try? run(["python3", "-c", "import \(module)"]))?.status != 0 {
      missing.append("python3 -m \(module)")
    }
    return missing
  }

  /// Runs `arguments` through `/usr/bin/env`, stdout and stderr together.
  static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, text)
  }
}
