import Foundation
import FuzzHarness
import Testing

/// The fuzzer's seed corpus, and every crash it ever found, replayed through the same
/// harness: an input that once broke a reader must keep being refused cleanly.
@Suite struct FuzzCorpusTests {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("fuzz-corpus")

  static let files =
    (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?
    .sorted() ?? []

  @Test func theCorpusIsThere() {
    #expect(Self.files.count >= 30)
    #expect(
      Set(Self.files.map { $0.prefix { $0 != "-" } }).isSuperset(of: [
        "board", "args", "play", "batch", "perft",
      ]))
  }

  @Test(arguments: files)
  func replays(file: String) throws {
    let bytes = try Data(contentsOf: Self.folder.appendingPathComponent(file))
    FuzzHarness.run(Array(bytes))
  }
}
