import Foundation
import Testing

/// The manual's apps, built as an app would build them (``AppPackage``): the section "Use it
/// in your app" of `docs/library.md`, with its manifest lines and its code verbatim, and
/// the README's shorter program of the same name beside it. Each runs, and each line it
/// prints is the one the comment on that `print` shows.
@Suite struct ReadmeAppTests {
  /// The `swift` code blocks of the section "Use it in your app" of the page at `page`: the
  /// manifest's lines, then the code.
  static func blocks(in page: String) throws -> [String] {
    let text = ReadmeTests.text(of: page)
    let section = try #require(
      text.components(separatedBy: "## Use it in your app").dropFirst().first,
      "\(page) has a section \"Use it in your app\""
    )
    .components(separatedBy: "\n## ")[0]
    return section.components(separatedBy: "```swift\n").dropFirst().map {
      $0.components(separatedBy: "\n```")[0]
    }
  }

  /// The README adds the library to a package as the manual does.
  @Test func theReadmeAddsTheLibraryAsTheManualDoes() throws {
    let readme = try Self.blocks(in: "README.md")
    let manual = try Self.blocks(in: "docs/library.md")
    try #require(readme.count == 2, "the README's app section has its manifest and its code")
    try #require(manual.count == 2, "the manual's app section has its manifest and its code")
    #expect(readme[0] == manual[0])
  }

  @Test(arguments: [("docs/library.md", "MyApp"), ("README.md", "ReadmeApp")])
  func theAppSectionBuildsAndRunsAsWritten(page: String, target: String) throws {
    let blocks = try Self.blocks(in: page)
    try #require(blocks.count == 2, "the app section of \(page) has its manifest and its code")
    let built = try AppPackage.run(target)
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
