import DataFiles
import Testing
import TicTacToe

@_spi(Fuzzing) @testable import AICommandLine

/// Mangled requests, made from good ones by a seeded generator (so a failure repeats):
/// the reader and the router answer every one within their bounds, never trapping (5,000
/// of them by default, 20,000 in the long form).
@Suite struct RequestFuzzTests {
  /// Good requests to mangle.
  static let seeds = [
    "GET /api/analyze?board=XO./.X./...&k=3 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
    "GET /api/move?board=..../..../..../....&level=ahead-2&seed=9 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
    "HEAD / HTTP/1.0\r\nConnection: keep-alive\r\n\r\n",
    "GET /api/analyze?rows=2&cols=3&moves=1,4,2 HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\n\r\n",
  ]

  @Test func mangledRequestsAreAnsweredOrRefused() {
    var generator = SeededGenerator(seed: 14)
    let workers = try! Workers(count: 0)  // searches on this thread
    var counts: [String: Int] = [:]
    for round in 0..<LongTests.choose(fast: 5_000, long: 20_000) {
      var bytes = Array(Self.seeds[round % Self.seeds.count].utf8)
      for _ in 0..<Int.random(in: 1...4, using: &generator) {
        let index = Int.random(in: 0..<bytes.count, using: &generator)
        switch Int.random(in: 0..<4, using: &generator) {
        case 0: bytes[index] = UInt8.random(in: 0...255, using: &generator)
        case 1: bytes.insert(UInt8.random(in: 0...255, using: &generator), at: index)
        case 2: bytes.remove(at: index)
        default:
          let text = ["%", "&", "=", "\r\n", " ", "/", "%ZZ", "k=99", "rows=0", "::"]
            .randomElement(using: &generator)!
          bytes.insert(contentsOf: Array(text.utf8), at: index)
        }
        if bytes.isEmpty { bytes = [0] }
      }
      switch RequestParser.parse(bytes[...]) {
      case .incomplete:
        counts["incomplete", default: 0] += 1
      case .refused(let failure):
        #expect(failure.status != .ok)
        counts["refused", default: 0] += 1
      case .request(let request, let length):
        #expect(length <= bytes.count && length <= RequestParser.maximumHeadBytes)
        let response =
          switch Router(hosts: AllowedHosts(listeningOn: .loopback, port: 80)).route(request) {
          case .answer(let response): response
          case .search(let question): workers.answer(question)
          }
        #expect(response.bytes(forHead: false, keepAlive: true, date: "d").count > 0)
        counts[String(response.status.rawValue.prefix(3)), default: 0] += 1
      }
    }
    // The mangling reached every kind of answer, good ones included.
    for kind in ["incomplete", "refused", "200", "400", "404"] {
      #expect(counts[kind, default: 0] > 0, "\(kind): \(counts)")
    }
  }
}
