import Foundation
import Testing

/// Every `swift` sample of the engine's DocC catalog, built as an app builds it
/// (``AppPackage``): the samples of each article in order, as one program's top-level code,
/// which runs on the main actor, where the articles say an app asks from. It runs, and
/// each `print` whose line has a comment prints what the comment shows.
@Suite struct DocCSampleTests {
  /// The catalog's folder.
  static let catalog = ReadmeTests.root.appendingPathComponent("Sources/TicTacToe/TicTacToe.docc")

  /// The `swift` code blocks of every article, by article name, then in order.
  static func samples() throws -> [String] {
    let articles = try FileManager.default.contentsOfDirectory(atPath: catalog.path)
      .filter { $0.hasSuffix(".md") }.sorted()
    return try articles.flatMap { name in
      let text = try String(contentsOf: catalog.appendingPathComponent(name), encoding: .utf8)
      return text.components(separatedBy: "```swift\n").dropFirst().map {
        $0.components(separatedBy: "\n```")[0]
      }
    }
  }

  /// The samples as one `main.swift`, their imports first.
  static func program() throws -> String {
    let lines = try samples().joined(separator: "\n").split(separator: "\n").map(String.init)
    let isImport = { (line: String) in line.hasPrefix("import ") }
    let imports = lines.filter(isImport).reduce(into: [String]()) {
      if !$0.contains($1) { $0.append($1) }
    }
    return (imports + lines.filter { !isImport($0) }).joined(separator: "\n") + "\n"
  }

  @Test func everySampleBuildsAndRunsOnTheMainActor() throws {
    try #require(try Self.samples().count >= 5, "the getting-started article has its samples")
    let ran = try AppPackage.run("Samples")
    try #require(ran.status == 0, "\(ran.output)")
    // What each commented `print` shows, in order.
    let expected = try Self.program().split(separator: "\n")
      .filter { $0.contains("print(") && $0.contains("// ") }
      .map { String($0.components(separatedBy: "// ").last!) }
    let printed = ran.output.split(separator: "\n").map(String.init)
    var rest = printed[...]
    for line in expected {
      let found = rest.firstIndex(of: line)
      #expect(found != nil, "'\(line)' not printed in order: \(ran.output)")
      rest = rest[((found ?? rest.endIndex) + 1)...]
    }
  }
}
