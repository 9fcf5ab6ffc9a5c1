import Foundation
import Testing

/// `ARCHITECTURE.md` names files, so that a reader finds where a thing lives: every path
/// it names exists, every bare file name it names exists somewhere in the package, and
/// every Swift file under `Sources` is named, by its path or its name.
@Suite struct ArchitectureTests {
  static let root = ReadmeTests.root

  /// The paths and file names in the map's code spans: `Sources/...`, `Tests/...`,
  /// `data/...`, `Benchmarks/...`, or a name with a file's extension.
  static func named() throws -> [String] {
    let text = try String(
      contentsOf: root.appendingPathComponent("ARCHITECTURE.md"), encoding: .utf8)
    return text.matches(of: /`([^`\s]+)`/).map { String($0.1) }.filter {
      $0.wholeMatch(of: /(Sources|Tests|data|Benchmarks)\/.*|[\w+.-]+\.(swift|md|html|c|py)/)
        != nil
    }
  }

  /// Every file of the package, by its name.
  static func files() -> Set<String> {
    var names = Set<String>()
    for folder in ["Sources", "Tests", "Benchmarks", "data"] {
      let enumerator = FileManager.default.enumerator(
        at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
      while let url = enumerator?.nextObject() as? URL { names.insert(url.lastPathComponent) }
    }
    return names
  }

  @Test func everyFileTheMapNamesExists() throws {
    let named = try Self.named()
    #expect(named.count > 60, "\(named.count) names read")
    let files = Self.files()
    for name in named {
      if name.contains("/") {
        let exists = FileManager.default.fileExists(
          atPath: Self.root.appendingPathComponent(name).path)
        #expect(exists, "ARCHITECTURE.md names \(name), which does not exist")
      } else {
        #expect(files.contains(name), "ARCHITECTURE.md names \(name), which no folder holds")
      }
    }
  }

  @Test func theMapNamesEverySourceFile() throws {
    let named = Set(try Self.named())
    let sources = Self.root.appendingPathComponent("Sources").path
    for path in try FileManager.default.subpathsOfDirectory(atPath: sources)
    where path.hasSuffix(".swift") {
      let name = String(path.split(separator: "/").last!)
      #expect(
        named.contains("Sources/" + path) || named.contains(name),
        "ARCHITECTURE.md names no Sources/\(path): add it to the code map")
    }
  }
}
