import Foundation
import Testing

/// The README's "Use it in your app", built as an app would build it (``AppPackage``), with
/// the README's manifest lines and its code verbatim. It runs, and each line it prints is
/// the one the README's comment on that `print` shows.
@Suite struct ReadmeAppTests {
  /// The README's `swift` code blocks in its app section: the manifest's lines, then the code.
  static func blocks() throws -> [String] {
    let readme = try String(
      contentsOf: ReadmeTests.root.appendingPathComponent("README.md"), encoding: .utf8)
    let section = try #require(readme.components(separatedBy: "## Use it in your app").last)
      .components(separatedBy: "\n## ")[0]
    return section.components(separatedBy: "```swift\n").dropFirst().map {
      $0.components(separatedBy: "\n```")[0]
    }
  }

  @Test func theAppSectionBuildsAndRunsAsWritten() throws {
    let blocks = try Self.blocks()
    try #require(blocks.count == 2, "the app section has its manifest and its code")
    let built = try AppPackage.run("MyApp")
    try #require(built.status == 0, "\(built.output)")
    // What each `print` shows, from its comment, in order.
    let expected = blocks[1].split(separator: "\n").filter { $0.contains("print(") }.map {
      String($0.components(separatedBy: "// ").last!)
    }
    let printed = built.output.split(separator: "\n").map(String.init).suffix(expected.count)
    #expect(Array(printed) == expected, "\(built.output)")
  }

  /// Runs `script` with bash in this process's environment (the toolchain on its PATH):
  /// its status and what it printed on stdout and stderr together.
  static func shell(_ script: String) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-c", script + " 2>&1"]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: output, as: UTF8.self))
  }
}
