import DataFiles
import Foundation
import Testing

/// The server's memory stays within what server.md promises (the tables' budget, the
/// program and every shape's lookups: about 183 MB) while a client asks for many shapes of
/// 14 and 15 cells under the four rules, so that its searchers' tables come and go.
@Suite struct ServeMemoryTests {
  /// The server's peak resident memory, in KiB.
  static func peakKiB(of server: Served) throws -> Int {
    let status = try String(
      contentsOfFile: "/proc/\(server.process.processIdentifier)/status", encoding: .utf8)
    let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") })
    return try #require(Int(line.split(separator: " ", omittingEmptySubsequences: true)[1]))
  }

  /// Analyses three moves into boards of 14 and 15 cells: each search writes pages all
  /// over its table, and the tables of 24 shapes, k and rules cannot all stay. (Before
  /// the server gave large blocks back, a debug build's peak passed 230 MB in 16 s.)
  @Test func tablesThatComeAndGoAreGivenBack() throws {
    let server = try Served()
    let shapes = [(1, 14), (1, 15), (2, 7), (3, 5), (5, 3), (15, 1)]
    let rules = ["normal", "misere", "gravity", "gravity-misere"]
    var rng = SplitMix(seed: 1)
    var answered = 0
    let end = Date().addingTimeInterval(LongTests.choose(fast: 16.0, long: 30.0))
    while Date() < end {
      let (rows, columns) = shapes[Int(rng.next() % UInt64(shapes.count))]
      let rule = rules[Int(rng.next() % 4)]
      // Three moves: columns under gravity, else cells (a repeated one is refused).
      let count = UInt64(rule.hasPrefix("gravity") ? columns : rows * columns)
      let moves = (0..<3).map { _ in String(1 + rng.next() % count) }.joined(separator: ",")
      let query =
        "rows=\(rows)&cols=\(columns)&k=\(3 + rng.next() % 2)&rules=\(rule)&moves=\(moves)"
      if try server.get("/api/analyze?\(query)").status == 200 { answered += 1 }
    }
    #expect(answered > 0)
    let peak = try Self.peakKiB(of: server)
    #expect(peak < 190_000, "peak \(peak) KiB after \(answered) answers")
  }
}

/// A tiny generator for the test's choices (SplitMix64).
private struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
