import Foundation
import Testing

/// A bounded load on loopback: `wrk` for two seconds against `/api/analyze`, every answer
/// a 200, no socket error. (The README's figures come from the same command against a
/// release build.) Where wrk is missing it is not run and says so (see `Tools`).
@Suite(Tools.enabled(for: Tools.load)) struct LoadTests {
  @Test func twoSecondsOfWrkGetNoError() throws {
    guard Tools.expectPresent(Tools.load) else { return }
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
