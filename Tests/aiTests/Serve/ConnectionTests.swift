import DataFiles
import Foundation
import Glibc
import Testing

/// A connection answers every request a client pipelines, in order and at once, and holds
/// a bounded amount of memory however fast the client sends.
@Suite struct ConnectionTests {
  static let health = "GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
  static let analyze = "GET /api/analyze?board=X.O/.X./... HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"

  /// The server's resident memory, in KiB.
  static func residentKiB(of server: Served) throws -> Int {
    let status = try String(
      contentsOfFile: "/proc/\(server.process.processIdentifier)/status", encoding: .utf8)
    let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") })
    return try #require(Int(line.split(separator: " ")[1]))
  }

  /// Reads until `count` answers have come, in large reads (no body holds a status
  /// line); returns how many were 200.
  static func readAnswers(_ count: Int, from client: Served.Client) -> Int {
    let (status, ok) = (Array("HTTP/1.1 ".utf8), Array("HTTP/1.1 200".utf8))
    var (answers, oks, carry) = (0, 0, [UInt8]())
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while answers < count {
      let read = buffer.withUnsafeMutableBytes {
        recv(client.descriptor, $0.baseAddress, $0.count, 0)
      }
      guard read > 0 else { break }
      let bytes = carry + buffer[..<read]
      var index = 0
      while index + ok.count <= bytes.count {
        if bytes[index..<index + status.count].elementsEqual(status) {
          answers += 1
          if bytes[index..<index + ok.count].elementsEqual(ok) { oks += 1 }
          index += ok.count
        } else {
          index += 1
        }
      }
      carry = Array(bytes[index...])
    }
    return oks
  }

  /// Nine requests in one write were once answered eight at once and the ninth after the
  /// timeout (408); a thousand are now all answered, in order, well within it.
  @Test(arguments: [9, 1000])
  func everyPipelinedRequestIsAnsweredAtOnce(count: Int) throws {
    // A timeout far beyond the answers' time even in a loaded debug build, so that an
    // answer held back until it is not mistaken for a slow one.
    let server = try Served(["--timeout", "30"])
    let client = try server.connect()
    // Health is answered without a worker, whose answer would also have moved it on.
    let requests = (0..<count).map { $0 == count - 1 ? Self.analyze : Self.health }
    let start = Date()
    try client.send(requests.joined())
    for (index, request) in requests.enumerated() {
      let response = try #require(client.readResponse(), "answer \(index + 1) of \(count)")
      #expect(response.status == 200)
      #expect((response.json?["board"] != nil) == (request == Self.analyze), "\(index)")
    }
    #expect(Date().timeIntervalSince(start) < 25, "the answers waited for the timeout")
    #expect(server.stop() == 0)
  }

  /// Eight connections each pipeline a hundred requests (eight hundred in the long form) as
  /// fast as the server takes them while reading every answer: each gets them all, and the
  /// server's memory stays within 5 MB of where it was after the first answers.
  @Test func memoryStaysFlatWhileEightClientsPipeline() throws {
    let server = try Served()
    // Each request padded to 7 kB (2 kB in the long form, four times as many), so that a
    // server that read ahead of its answers would hold 10 MB or more.
    let (clients, rounds, batch) = (
      8, LongTests.choose(fast: 4, long: 8), LongTests.choose(fast: 25, long: 100)
    )
    let padding = String(repeating: "p", count: LongTests.choose(fast: 7000, long: 2000))
    // (A CRLF is one Character.)
    let pad = "X-Pad: \(padding)\r\n\r\n"
    let requests = Array(
      (0..<batch).map { ($0 % 2 == 0 ? Self.health : Self.analyze).dropLast() + pad }
        .joined().utf8)
    let connections = try (0..<clients).map { _ in try server.connect() }
    // Warm: the first round of answers on every connection.
    for client in connections {
      try client.send(requests)
      #expect(Self.readAnswers(batch, from: client) == batch)
    }
    let before = try Self.residentKiB(of: server)
    let group = DispatchGroup()
    let answered = UnsafeMutableBufferPointer<Int>.allocate(capacity: clients)
    answered.initialize(repeating: 0)
    defer { answered.deallocate() }
    for (index, client) in connections.enumerated() {
      nonisolated(unsafe) let (client, answered) = (client, answered)
      // A writer that sends every round at once, and a reader: threads of their own, as
      // each blocks.
      for body: @Sendable () -> Void in [
        { for _ in 1..<rounds { guard (try? client.send(requests)) == true else { return } } },
        { answered[index] = Self.readAnswers((rounds - 1) * batch, from: client) },
      ] {
        group.enter()
        Thread {
          body()
          group.leave()
        }.start()
      }
    }
    group.wait()
    let after = try Self.residentKiB(of: server)
    #expect(Array(answered) == Array(repeating: (rounds - 1) * batch, count: clients))
    #expect(after - before <= 5 * 1024, "RSS \(before) KiB -> \(after) KiB")
    #expect(server.stop() == 0)
  }
}
