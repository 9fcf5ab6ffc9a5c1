import Foundation

/// Reads the files in the repository's `data/` folder, where expected values live: one
/// reader for every test target.
public enum DataFile {
  /// The `data/` folder, found from this source file's path.
  public static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // DataFiles
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()  // the package
    .appendingPathComponent("data")

  /// The rows of a CSV file with a header, as dictionaries by column name.
  public static func rows(_ name: String) throws -> [[String: String]] {
    let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    let lines = text.split(separator: "\n").map(String.init)
    let header = lines[0].split(separator: ",").map(String.init)
    return lines.dropFirst().map { line in
      Dictionary(
        uniqueKeysWithValues: zip(
          header, line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)))
    }
  }

  /// The rows of a CSV file of integers with a header, as dictionaries by column name,
  /// without the `source` column, which is words.
  public static func integerRows(_ name: String) throws -> [[String: Int]] {
    try rows(name).map { $0.filter { $0.key != "source" }.mapValues { Int($0)! } }
  }

  /// The node count of each `ai bench` workload, by name, from `bench.csv`.
  public static func benchNodes() throws -> [String: Int] {
    Dictionary(
      uniqueKeysWithValues: try rows("bench.csv").map { ($0["workload"]!, Int($0["nodes"]!)!) })
  }
}
