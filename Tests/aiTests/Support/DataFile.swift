import Foundation

/// Reads the files in the repository's `data/` folder, where expected values live.
enum DataFile {
  /// The `data/` folder, found from this source file's path.
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Support
    .deletingLastPathComponent()  // aiTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()  // the package
    .appendingPathComponent("data")

  /// The rows of a CSV file with a header, as dictionaries by column name.
  static func rows(_ name: String) throws -> [[String: String]] {
    let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    let lines = text.split(separator: "\n").map(String.init)
    let header = lines[0].split(separator: ",").map(String.init)
    return lines.dropFirst().map { line in
      Dictionary(
        uniqueKeysWithValues: zip(
          header, line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)))
    }
  }

  /// The node count of each `ai bench` workload, by name, from `bench.csv`.
  static func benchNodes() throws -> [String: Int] {
    Dictionary(
      uniqueKeysWithValues: try rows("bench.csv").map { ($0["workload"]!, Int($0["nodes"]!)!) })
  }
}
