import Foundation
import Testing

/// The examples in the repository's README, which are tests too: what a user reads there
/// is what `ai` prints.
enum README {
  /// The lines the README shows `$ COMMAND` printing, up to the end of its example.
  static func example(of command: String) throws -> [String] {
    let url = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()  // Support
      .deletingLastPathComponent()  // aiTests
      .deletingLastPathComponent()  // Tests
      .deletingLastPathComponent()  // the package
      .appendingPathComponent("README.md")
    let lines = try String(contentsOf: url, encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let start = try #require(lines.firstIndex(of: "$ \(command)"), "no example of \(command)")
    return Array(lines[(start + 1)...].prefix { $0 != "```" && !$0.hasPrefix("$ ") })
  }
}
