import Foundation
import Glibc
import Testing
import TicTacToe

/// `ai serve` against what a client may send: good requests (keep-alive, pipelining,
/// HEAD), bad ones, hostile ones (oversized heads, slow clients, too many connections),
/// and the signals that stop it. After each, the server still answers.
@Suite struct ServeHTTPTests {
  /// Raw requests and the status each gets.
  static let requests: [(request: String, status: Int)] = [
    ("GET / HTTP/1.1\r\nHost: x\r\n\r\n", 200),
    ("GET /api/health HTTP/1.0\r\n\r\n", 200),
    ("\r\nGET /api/health HTTP/1.1\nHost: x\n\n", 200),
    ("GET http://127.0.0.1/api/health HTTP/1.1\r\nHost: x\r\n\r\n", 200),
    ("GET /nothing HTTP/1.1\r\nHost: x\r\n\r\n", 404),
    ("GET /api/analyze?board=XXX/OOO/... HTTP/1.1\r\nHost: x\r\n\r\n", 400),
    ("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\n\r\nabc", 405),
    ("DELETE /api/health HTTP/1.1\r\nHost: x\r\n\r\n", 405),
    ("OPTIONS * HTTP/1.1\r\nHost: x\r\n\r\n", 405),
    ("GET / HTTP/2.0\r\nHost: x\r\n\r\n", 505),
    ("GET / HTTP/1.1\r\n\r\n", 400),
    ("GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n", 400),
    ("GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhello", 400),
    ("GET / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n", 400),
    ("GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 1x\r\n\r\n", 400),
    ("GET / HTTP/1.1\r\nHost: x\r\n folded\r\n\r\n", 400),
    ("GET / HTTP/1.1\r\nHost : x\r\n\r\n", 400),
    ("GET / HTTP/1.1\r\nHost: x\u{1}\r\n\r\n", 400),
    // Another local app's cookie, sent unchanged by the browser: not ours to judge.
    ("GET / HTTP/1.1\r\nHost: x\r\nCookie: a=café\r\n\r\n", 200),
    ("GET /  HTTP/1.1\r\nHost: x\r\n\r\n", 400),
    ("GET nowhere HTTP/1.1\r\nHost: x\r\n\r\n", 400),
    ("GET / HTTX/1.1\r\nHost: x\r\n\r\n", 400),
    ("hello\r\n\r\n", 400),
    ("\u{16}\u{3}\u{1}\u{2}\u{0}\u{1}\u{0}\u{1}\u{fc}\u{3}\u{3}\r\n", 400),
    ("GET /api/analyze?board=%zz HTTP/1.1\r\nHost: x\r\n\r\n", 400),
    ("GET / HTTP/1.1\r\nHost: x\r\nX: " + String(repeating: "a", count: 9000) + "\r\n\r\n", 431),
    (
      "GET / HTTP/1.1\r\nHost: x\r\n" + (0..<70).map { "X-\($0): y\r\n" }.joined() + "\r\n",
      431
    ),
    ("GET /" + String(repeating: "a", count: 5000) + " HTTP/1.1\r\nHost: x\r\n\r\n", 414),
    ("GET /" + String(repeating: "a", count: 20000), 414),
  ]

  @Test func everyRequestGetsItsStatusAndTheServerGoesOn() throws {
    let server = try Served()
    for (request, status) in Self.requests {
      let client = try server.connect()
      try client.send(request)
      let response = try #require(
        client.readResponse(), "\(request.prefix(60).debugDescription)")
      #expect(response.status == status, "\(request.prefix(60).debugDescription): \(response.text)")
      #expect(response.contentLength == response.body.count)
      if status != 200 {
        #expect(response.json?["error"] is String, "\(request.prefix(60).debugDescription)")
      }
      if status == 405 { #expect(response.fields["allow"] == "GET, HEAD") }
      // A request refused before routing ends its connection: what follows it cannot be
      // trusted to be a request.
      if ![200, 400, 404].contains(status) || response.fields["connection"] == "close" {
        #expect(client.readUntilClosed().closed)
      } else {
        #expect(response.fields["connection"] == "keep-alive")
      }
    }
    #expect(try server.get("/api/health").status == 200)
    #expect(server.stop() == 0)
  }

  @Test func randomBytesGetAnAnswerOrAClose() throws {
    let server = try Served()
    var generator = SeededGenerator(seed: 14)
    for _ in 0..<50 {
      let client = try server.connect()
      client.setTimeout(3)
      // Ended as a head ends, so the server has all it waits for.
      let bytes = (0..<Int.random(in: 1...20_000, using: &generator)).map { _ in
        UInt8.random(in: 0...255, using: &generator)
      }
      try client.send(bytes + Array("\r\n\r\n".utf8))
      let answer = client.readUntilClosed()
      #expect(answer.closed)
      if let response = Served.Response(answer.bytes) {
        #expect([400, 414, 431, 505].contains(response.status), "\(response.status)")
      }
    }
    #expect(try server.get("/api/health").status == 200)
  }

  @Test func headAnswersWithTheHeadOfGet() throws {
    let server = try Served()
    let client = try server.connect()
    try client.send("HEAD / HTTP/1.1\r\nHost: x\r\n\r\nGET / HTTP/1.1\r\nHost: x\r\n\r\n")
    let head = try #require(client.readResponse(head: true))
    let get = try #require(client.readResponse())
    #expect(head.status == 200 && head.body.isEmpty)
    #expect(head.contentLength == get.body.count && get.body.count > 1000)
  }

  @Test func keepAliveAndPipelinedRequestsAreAnsweredInOrder() throws {
    let server = try Served()
    let client = try server.connect()
    let boards = ["X........", "XO.......", "XO..X....", "XO..X...O"]
    try client.send(
      boards.map { "GET /api/analyze?board=\($0) HTTP/1.1\r\nHost: x\r\n\r\n" }.joined())
    for board in boards {
      let response = try #require(client.readResponse())
      #expect(response.fields["connection"] == "keep-alive")
      #expect(
        response.json?["board"] as? String
          == board.replacing(/(...)(...)(...)/) { "\($0.1)/\($0.2)/\($0.3)" })
    }
    // Then one more on the same connection, asking to close it.
    try client.send("GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
    let last = client.readUntilClosed()
    #expect(last.closed)
    #expect(Served.Response(last.bytes)?.fields["connection"] == "close")
  }

  @Test func aSlowClientGets408WhileOthersAreServed() throws {
    let server = try Served(["--timeout", "1"])
    let slow = try server.connect()
    let start = Date()
    try slow.send("GET / HTTP/1.1\r\n")
    // Drip a header field every 200 ms, as slowloris does: the deadline does not move.
    var sawAnswer = false
    for index in 0..<20 {
      usleep(200_000)
      // Meanwhile another client is answered at once.
      if index == 1 {
        let quick = Date()
        #expect(try server.get("/api/health").status == 200)
        #expect(Date().timeIntervalSince(quick) < 0.5)
      }
      if try !slow.send(Array("X-\(index): y\r\n".utf8)) {
        sawAnswer = true
        break
      }
      slow.setTimeout(0.01)
      let early = slow.readUntilClosed()
      if !early.bytes.isEmpty || early.closed {
        #expect(Served.Response(early.bytes)?.status == 408)
        sawAnswer = true
        break
      }
    }
    #expect(sawAnswer)
    #expect(Date().timeIntervalSince(start) < 3)
    // An idle connection is closed without a word.
    let idle = try server.connect()
    let idleAnswer = idle.readUntilClosed()
    #expect(idleAnswer.closed && idleAnswer.bytes.isEmpty)
    #expect(try server.get("/api/health").status == 200)
  }

  @Test func connectionsBeyondTheBoundGet503() throws {
    let server = try Served(["--max-connections", "4"])
    var held: [Served.Client] = []
    for _ in 0..<4 { held.append(try server.connect()) }
    // Each of the four is accepted: it answers.
    for client in held {
      try client.send("GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n")
      #expect(client.readResponse()?.status == 200)
    }
    let extra = try server.connect()
    let refused = try #require(Served.Response(extra.readAll()))
    #expect(refused.status == 503)
    #expect(refused.fields["retry-after"] == "1")
    held.removeAll()
    usleep(200_000)
    #expect(try server.get("/api/health").status == 200)
  }

  @Test func manyConnectionsAtOnceAreAllAnsweredOrRefused() throws {
    let server = try Served(["--max-connections", "8"])
    var clients: [Served.Client] = []
    for _ in 0..<40 { clients.append(try server.connect()) }
    var statuses: [Int: Int] = [:]
    for client in clients {
      _ = try client.send("GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
      let status = Served.Response(client.readAll())?.status ?? 0
      statuses[status, default: 0] += 1
    }
    // Served or refused with 503: never left hanging (0 would be a read that timed out
    // or a connection reset before its answer).
    #expect(Set(statuses.keys).isSubset(of: [200, 503]), "\(statuses)")
    #expect(statuses[200, default: 0] >= 8)
    clients.removeAll()
    usleep(100_000)
    #expect(try server.get("/api/health").status == 200)
  }

  @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
  func aStopSignalEndsTheServerCleanly(signal: Int32) throws {
    // Started with every signal blocked, as the test runner starts children: the server
    // unblocks the ones that stop it.
    let server = try Served()
    let open = try server.connect()
    try open.send("GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n")
    #expect(open.readResponse()?.status == 200)
    #expect(server.stop(with: signal) == 0)
    #expect(open.readUntilClosed().closed)
  }

  @Test func signalsIgnoredAtStartStayIgnored() throws {
    // As `nohup` leaves SIGHUP, and a shell's `trap ''` any signal: ignored across exec.
    let server = try Served(
      running: ["-c", "trap '' HUP INT; exec \"$0\" serve --port 0", AI.executable.path],
      program: URL(fileURLWithPath: "/bin/sh"))
    for signal in [SIGHUP, SIGINT] {
      #expect(server.stop(with: signal, within: 0.5) == nil, "stopped by signal \(signal)")
      #expect(try server.get("/api/health").status == 200)
    }
    #expect(server.stop(with: SIGTERM) == 0)
  }

  @Test func aPortInUseAndABadHostAreOneLineErrors() throws {
    let server = try Served()
    let taken = try AI.run("serve", "--port", String(server.port))
    #expect(taken.status == 69)
    #expect(
      taken.stderr
        == "ai: error: cannot listen on 127.0.0.1:\(server.port): the port is in use (another "
        + "server?): choose another with --port N, or --port 0 for any free one\n")
    let host = try AI.run("serve", "--host", "example.com")
    #expect(host.status == 64)
    #expect(
      host.stderr
        == "ai: error: --host takes an IP address of this machine, such as 127.0.0.1 (the "
        + "default), ::1 or 0.0.0.0, not 'example.com'\n")
    let port = try AI.run("serve", "--port", "70000")
    #expect(port.status == 64)
    #expect(port.stderr.hasPrefix("ai: error: --port takes a port number from 0 to 65535"))
  }

  @Test func ipv6Loopback() throws {
    let server = try Served(["--host", "::1"])
    #expect(server.firstLine.contains("http://[::1]:"))
  }
}
