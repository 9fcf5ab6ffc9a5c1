import Foundation
import Testing

/// The examples of the manual (the README and the pages of `docs/`), which are tests too:
/// what a user reads there is what `ai` prints.
enum README {
  /// The lines the manual shows `$ COMMAND` printing, up to the end of its example: the
  /// first such example, in the README or else in `docs/`.
  static func example(of command: String) throws -> [String] {
    let found = ReadmeTests.pages.lazy.compactMap { page -> [String]? in
      let lines = ReadmeTests.text(of: page)
        .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      guard let start = lines.firstIndex(of: "$ \(command)") else { return nil }
      return Array(lines[(start + 1)...].prefix { $0 != "```" && !$0.hasPrefix("$ ") })
    }.first
    return try #require(found, "no example of \(command) in README.md or docs/")
  }
}
