import Foundation
import Testing

/// A bounded load on loopback: `wrk` for two seconds against `/api/analyze`, every answer
/// a 200, no socket error. (The README's figures come from the same command against a
/// release build.) `.ci/run` installs wrk where it is missing.
@Suite struct LoadTests {
  @Test func twoSecondsOfWrkGetNoError() throws {
    let missing = Tools.missing(["/usr/bin/wrk"])
    #expect(missing.isEmpty, "missing wrk: apt-get install wrk")
    guard missing.isEmpty else { return }
    let server = try Served()
    let url = "http://127.0.0.1:\(server.port)/api/analyze?board=X.O/.X./...&k=3"
    let result = try Tools.run(["wrk", "-t2", "-c16", "-d2s", "--timeout", "5s", url])
    #expect(result.status == 0, "\(result.output)")
    let requests = try #require(
      result.output.firstMatch(of: /([0-9]+) requests in/).flatMap { Int($0.1) },
      "\(result.output)")
    #expect(requests > 100, "\(result.output)")
    #expect(!result.output.contains("Socket errors"), "\(result.output)")
    #expect(!result.output.contains("Non-2xx"), "\(result.output)")
    #expect(try server.get("/api/health").status == 200)
    #expect(server.stop() == 0)
  }
}
