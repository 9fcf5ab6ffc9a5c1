import DataFiles
import Foundation
import Testing

/// A bounded mixed load on loopback: `wrk` for a second (two in the long form) with 16
/// connections, one request in ten an ahead-16 move on the empty 4x4 board and the rest 3x3
/// analyses (`Tests/serve/mixed.lua`, as the figures of `docs/server.md` are measured
/// against a release build): every answer a 200, no socket error, the 99th percentile
/// within a bound. Where wrk is missing it is not run and says so (see `Tools`).
@Suite(Tools.enabled(for: Tools.load)) struct LoadTests {
  /// The script, beside the other files the tests run.
  static let script = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("serve/mixed.lua")

  @Test func aMixedLoadGetsNoErrorAndAQuickP99() throws {
    guard Tools.expectPresent(Tools.load) else { return }
    let server = try Served()
    // The 4x4 table is made by the first move asked (a second in a debug build).
    #expect(try server.get("/api/move?rows=4&cols=4&level=ahead-16&seed=1").status == 200)
    let result = try Tools.run([
      "wrk", "-t2", "-c16", LongTests.choose(fast: "-d1s", long: "-d2s"), "--timeout", "5s",
      "--latency", "-s", Self.script.path,
      "http://127.0.0.1:\(server.port)/",
    ])
    #expect(result.status == 0, "\(result.output)")
    let requests = try #require(
      result.output.firstMatch(of: /([0-9]+) requests in/).flatMap { Int($0.1) },
      "\(result.output)")
    #expect(requests > 100, "\(result.output)")
    #expect(!result.output.contains("Socket errors"), "\(result.output)")
    #expect(!result.output.contains("Non-2xx"), "\(result.output)")
    let p99 = try #require(
      result.output.firstMatch(of: /99%\s+([0-9.]+)(us|ms|s)/).map {
        Double($0.1)! * ($0.2 == "us" ? 0.001 : $0.2 == "ms" ? 1 : 1000)
      }, "\(result.output)")
    #expect(p99 < 250, "\(result.output)")
    #expect(try server.get("/api/health").status == 200)
    #expect(server.stop() == 0)
  }
}
