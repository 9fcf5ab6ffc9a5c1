import Foundation
import Testing

/// The manual (`docs/library.md`) promises that no public call of the engine traps on a value
/// an app can pass, but for the traps it names: every precondition in a public declaration
/// of the engine is named there, by its type and its member.
@Suite struct LibraryPromiseTests {
  /// A public declaration whose body checks a precondition: its type and its member
  /// (`init`, `subscript` or a method's name).
  struct Trap: Hashable, CustomStringConvertible {
    var type: String
    var member: String
    var description: String { "\(type).\(member)" }
  }

  /// The public declarations of `Sources/TicTacToe` with a `precondition` in their body.
  static func traps() throws -> Set<Trap> {
    let sources = ReadmeTests.root.appendingPathComponent("Sources/TicTacToe")
    let files = try #require(FileManager.default.enumerator(atPath: sources.path))
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
    var traps: Set<Trap> = []
    // A type's first line; a public member's; any other member's.
    let typePattern = #/^(?:\w+ |@\w+ )*(?:struct|enum|class|extension|actor) (\w+)/#
    let memberPattern = #/^\s+(?:@\w+ )*public (?:\w+ )*(func (\w+)|init|subscript)/#
    let otherPattern = #/^\s+(?:@\w+ )*(?:\w+ )*(?:func|init|var|let|subscript)\b/#
    for file in files {
      let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
      var (type, member) = ("", String?.none)
      for line in text.split(separator: "\n") {
        if let match = line.firstMatch(of: typePattern) {
          (type, member) = (String(match.1), nil)
        } else if let match = line.firstMatch(of: memberPattern) {
          member = match.2.map(String.init) ?? String(match.1)
        } else if line.firstMatch(of: otherPattern) != nil {
          member = nil
        }
        if line.contains("precondition("), let member {
          traps.insert(Trap(type: type, member: member))
        }
      }
    }
    return traps
  }

  /// The manual's section that makes the promise, up to the next section.
  static func promise() throws -> String {
    let manual = ReadmeTests.text(of: "docs/library.md")
    let start = try #require(manual.range(of: "## Errors, and the promise on values"))
    return String(manual[start.lowerBound...].components(separatedBy: "\n## ")[0])
  }

  @Test func theManualNamesEveryTrapOfThePublicAPI() throws {
    let traps = try Self.traps()
    try #require(!traps.isEmpty, "the sources were read")
    let promise = try Self.promise()
    for trap in traps {
      #expect(promise.contains("`\(trap.type)`"), "the manual's promise does not name \(trap)")
      if trap.member != "init" {
        #expect(promise.contains(trap.member), "the manual's promise does not name \(trap)")
      }
    }
  }
}
