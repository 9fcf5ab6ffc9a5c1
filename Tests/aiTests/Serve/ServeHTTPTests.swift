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
    ("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", 200),
    ("GET /api/health HTTP/1.0\r\n\r\n", 200),
    ("\r\nGET /api/health HTTP/1.1\nHost: 127.0.0.1\n\n", 200),
    ("GET http://127.0.0.1/api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", 200),
    ("GET /nothing HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", 404),
    ("GET /api/analyze?board=XXX/OOO/... HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", 400),
    ("POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 3\r\n\r\nabc", 405),
    ("DELETE /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", 405),
    ("OPTIONS * HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", 405),
    ("GET / HTTP/2.0\r\nHost: 127.0.0.1\r\n\r\n", 505),
    ("GET / HTTP/1.1\r\n\r\n", 400),
    ("GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n", 400),
    ("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 5\r\n\r\nhello", 400),
    ("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n", 400),
    ("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 1x\r\n\r\n", 400),
    ("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n folded\r\n\r\n", 400),
    ("GET / HTTP/1.1\r\nHost : x\r\n\r\n", 400),
    ("GET / HTTP/1.1\r\nHost: x\u{1}\r\n\r\n", 400),
    // Another local app's cookie, sent unchanged by the browser: not ours to judge.
    ("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: a=café\r\n\r\n", 200),
    ("GET /  HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", 400),
    ("GET nowhere HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", 400),
    ("GET / HTTX/1.1\r\nHost: 127.0.0.1\r\n\r\n", 400),
    ("hello\r\n\r\n", 400),
    ("\u{16}\u{3}\u{1}\u{2}\u{0}\u{1}\u{0}\u{1}\u{fc}\u{3}\u{3}\r\n", 400),
    ("GET /api/analyze?board=%zz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", 400),
    (
      "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX: " + String(repeating: "a", count: 9000) + "\r\n\r\n",
      431
    ),
    (
      "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n" + (0..<70).map { "X-\($0): y\r\n" }.joined() + "\r\n",
      431
    ),
    ("GET /" + String(repeating: "a", count: 5000) + " HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", 414),
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
    try client.send(
      "HEAD / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\nGET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
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
      boards.map { "GET /api/analyze?board=\($0) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n" }.joined())
    for board in boards {
      let response = try #require(client.readResponse())
      #expect(response.fields["connection"] == "keep-alive")
      #expect(
        response.json?["board"] as? String
          == board.replacing(/(...)(...)(...)/) { "\($0.1)/\($0.2)/\($0.3)" })
    }
    // Then one more on the same connection, asking to close it.
    try client.send("GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
    let last = client.readUntilClosed()
    #expect(last.closed)
    #expect(Served.Response(last.bytes)?.fields["connection"] == "close")
  }

  @Test func aSlowClientGets408WhileOthersAreServed() async throws {
    let server = try Served(["--timeout", "1"])
    let slow = try server.connect()
    let start = Date()
    try slow.send("GET / HTTP/1.1\r\n")
    // Drip a header field every 200 ms, as slowloris does: the deadline does not move.
    var sawAnswer = false
    // (Slept on the runner's thread: a suspension could resume too late for the timing.)
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
    let idleAnswer = await idle.awaitClose()
    #expect(idleAnswer.closed && idleAnswer.bytes.isEmpty)
    #expect(try server.get("/api/health").status == 200)
  }

  @Test func connectionsBeyondTheBoundGet503() throws {
    let server = try Served(["--max-connections", "4"])
    var held: [Served.Client] = []
    for _ in 0..<4 { held.append(try server.connect()) }
    // Each of the four is accepted: it answers.
    for client in held {
      try client.send("GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
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
      _ = try client.send(
        "GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
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
    try open.send("GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
    #expect(open.readResponse()?.status == 200)
    #expect(server.stop(with: signal) == 0)
    #expect(open.readUntilClosed().closed)
  }

  @Test func signalsIgnoredAtStartStayIgnored() async throws {
    // As `nohup` leaves SIGHUP, and a shell's `trap ''` any signal: ignored across exec.
    let server = try Served(
      running: ["-c", "trap '' HUP INT; exec \"$0\" serve --port 0", AI.executable.path],
      program: URL(fileURLWithPath: "/bin/sh"))
    for signal in [SIGHUP, SIGINT] {
      #expect(await server.stop(with: signal, within: 0.5) == nil, "stopped by signal \(signal)")
      #expect(try server.get("/api/health").status == 200)
    }
    #expect(await server.stop(with: SIGTERM) == 0)
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

  /// Requests that name another server (DNS rebinding) get 403 with the reason, and so do
  /// API requests that a page of another site sends, or a page of this host on another
  /// port; no answer grants another origin. `port` is the server's.
  static func hosts(port: Int) -> [(request: String, status: Int)] {
    let api = "GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n"
    return fixedHosts + [
      // The host of a target in absolute form wins over Host (RFC 9112, 3.2.2).
      ("GET http://evil.example/api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", 403),
      ("GET http://evil.example/ HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", 403),
      ("GET http://127.0.0.1@evil.example/ HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", 403),
      ("GET http://127.0.0.1:\(port)/api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", 200),
      ("GET http://localhost/ HTTP/1.1\r\nHost: evil.example\r\n\r\n", 200),
      // Only this server's own origin: http, one of its names, its port.
      (api + "Origin: http://127.0.0.1:\(port)\r\n\r\n", 200),
      (api + "Origin: http://LOCALHOST:\(port)\r\n\r\n", 200),
      (api + "Origin: http://[::1]:\(port)\r\n\r\n", 200),
      (api + "Origin: http://127.0.0.1:1\r\n\r\n", 403),
      (api + "Origin: http://127.0.0.1\r\n\r\n", 403),
      (api + "Origin: https://127.0.0.1:\(port)\r\n\r\n", 403),
      (api + "Origin: http://127.0.0.1:\(port)/x\r\n\r\n", 403),
      (api + "Origin: http://evil.example:\(port)\r\n\r\n", 403),
      // A browser sends one Origin: a second is not read past.
      (api + "Origin: http://127.0.0.1:\(port)\r\nOrigin: http://evil.example\r\n\r\n", 403),
      (api + "Sec-Fetch-Site: same-origin\r\nSec-Fetch-Site: cross-site\r\n\r\n", 403),
      (api + "Sec-Fetch-Site: same-origin\r\n\r\n", 200),
      (api + "Origin: http://127.0.0.1:\(port)\r\nOrigin: http://127.0.0.1:\(port)\r\n\r\n", 403),
    ]
  }

  static let fixedHosts: [(request: String, status: Int)] = [
    ("GET / HTTP/1.1\r\nHost: localhost:9339\r\n\r\n", 200),
    ("GET / HTTP/1.1\r\nHost: LOCALHOST.\r\n\r\n", 200),
    ("GET / HTTP/1.1\r\nHost: [::1]:80\r\n\r\n", 200),
    ("GET / HTTP/1.1\r\nHost: [0:0::1]\r\n\r\n", 200),
    ("GET / HTTP/1.0\r\n\r\n", 200),  // no Host: no browser sends that
    ("GET / HTTP/1.1\r\nHost: evil.example\r\n\r\n", 403),
    ("GET /api/health HTTP/1.1\r\nHost: evil.example:9339\r\n\r\n", 403),
    ("GET / HTTP/1.1\r\nHost: 10.0.0.1\r\n\r\n", 403),  // not the address listened on
    ("GET / HTTP/1.1\r\nHost: localhost.evil.example\r\n\r\n", 403),
    ("GET / HTTP/1.1\r\nHost: 127.0.0.1.nip.io\r\n\r\n", 403),
    ("GET / HTTP/1.1\r\nHost: 127.0.0.1:x\r\n\r\n", 403),
    ("GET / HTTP/1.1\r\nHost: \r\n\r\n", 403),
    ("GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: https://evil.example\r\n\r\n", 403),
    ("GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: null\r\n\r\n", 403),
    ("GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nSec-Fetch-Site: cross-site\r\n\r\n", 403),
    ("GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nSec-Fetch-Site: same-site\r\n\r\n", 403),
    ("GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nSec-Fetch-Site: same-origin\r\n\r\n", 200),
    // The page itself opens from a link on another site.
    (
      "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nSec-Fetch-Site: cross-site\r\nOrigin: https://e.example\r\n\r\n",
      200
    ),
  ]

  /// The status each of `requests` gets from `server`, on a connection of its own; no
  /// answer names an origin it may be read from.
  static func statuses(of requests: [String], from server: Served) throws -> [Int] {
    try requests.map { request in
      let client = try server.connect()
      try client.send(request)
      let response = try #require(client.readResponse(), "\(request.debugDescription)")
      #expect(response.fields.keys.allSatisfy { !$0.hasPrefix("access-control-") })
      if response.status == 403 {
        #expect((response.json?["error"] as? String)?.isEmpty == false)
        #expect(client.readUntilClosed().closed)
      }
      return response.status
    }
  }

  @Test func onlyRequestsThatNameThisServerAreServed() throws {
    let server = try Served()
    let hosts = Self.hosts(port: server.port)
    #expect(try Self.statuses(of: hosts.map(\.request), from: server) == hosts.map(\.status))
    let refused = try server.get("/api/health")
    #expect(refused.status == 200)
    let client = try server.connect()
    try client.send("GET / HTTP/1.1\r\nHost: evil.example\r\n\r\n")
    #expect(
      client.readResponse()?.json?["error"] as? String
        == "this server answers to localhost and the address it listens on, not to "
        + "'evil.example': open it by its address, or start it with --allow-host NAMES to "
        + "answer to a name a proxy in front of it sends")
  }

  /// `--allow-host` names more hosts (a proxy's), `*` any; a server on every interface
  /// answers to any of its addresses, never to a name it was not given.
  @Test func allowHostNamesMoreHostsAndEveryInterfaceAnyAddress() throws {
    let named = try Served(["--allow-host", "Game.example.org,other.example"])
    let requests = [
      "GET / HTTP/1.1\r\nHost: game.example.org:8080\r\n\r\n",
      "GET /api/health HTTP/1.1\r\nHost: other.example\r\nOrigin: https://game.example.org\r\n\r\n",
      "GET / HTTP/1.1\r\nHost: evil.example\r\n\r\n",
      "GET / HTTP/1.1\r\nHost: 10.0.0.1\r\n\r\n",
    ]
    #expect(try Self.statuses(of: requests, from: named) == [200, 200, 403, 403])
    let any = try Served(["--allow-host", "*"])
    #expect(try Self.statuses(of: requests, from: any) == [200, 200, 200, 200])
    let everywhere = try Served(["--host", "0.0.0.0"])
    #expect(try Self.statuses(of: requests, from: everywhere) == [403, 403, 403, 200])
    let bad = try AI.run("serve", "--allow-host", "a b")
    #expect(bad.status == 64)
    #expect(
      bad.stderr
        == "ai: error: --allow-host takes host names separated by commas, such as "
        + "game.example.org, or *, not 'a b'\n")
  }

  /// A name is letters, digits, dashes and underscores between dots: `.` and `..` name no
  /// host and are refused before the server starts, saying what to type.
  @Test(arguments: [".", "..", "a..b", ".example.org", "x,."])
  func allowHostRefusesNamesOfDotsAlone(value: String) throws {
    let bad = try AI.run("serve", "--port", "0", "--allow-host", value)
    let name = value.split(separator: ",", omittingEmptySubsequences: false).last!
    #expect(bad.status == 64)
    #expect(
      bad.stderr
        == "ai: error: --allow-host takes host names separated by commas, such as "
        + "game.example.org, or *, not '\(name)' (a name has letters or digits between its "
        + "dots)\n")
  }

  /// Under `ulimit -n` from 3 to 16 the server either serves fully (the page, health and
  /// a search, on four connections at once) or exits at once with one line and status
  /// 71: never a server that prints its address and answers nothing, or ignores the
  /// signal that stops it. (At 3 the system's loader cannot open the program's libraries:
  /// it exits 127 with its own line, before any of ai runs.)
  @Test(arguments: 3...16)
  func tooFewFilesIsOneLineOrAServerThatServes(files: Int) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = [
      "-c", "ulimit -n \(files) && exec \"$0\" serve --port 0", AI.executable.path,
    ]
    let (output, errors) = (Pipe(), Pipe())
    (process.standardOutput, process.standardError) = (output, errors)
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let line = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
    guard let port = line.firstMatch(of: /:([0-9]+)\/ \(Ctrl-C/).flatMap({ Int($0.1) }) else {
      process.waitUntilExit()
      let stderr = String(
        decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      #expect(stderr.filter { $0 == "\n" }.count == 1, "\(stderr)")
      if files == 3 && process.terminationStatus == 127 {
        #expect(stderr.contains("error while loading shared libraries"), "\(stderr)")
        return
      }
      #expect(process.terminationStatus == 71, "\(files): \(line) \(stderr)")
      #expect(
        stderr == "ai: error: ulimit -n \(files) leaves too few open files for ai serve, which "
          + "needs room for 4 connections: raise it, such as ulimit -n 256\n")
      return
    }
    defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
    let clients = try (0..<4).map { _ in try Served.Client(port: port) }
    for (client, target) in zip(
      clients, ["/", "/api/health", "/api/analyze?board=X.O/.X./...", "/"])
    {
      client.setTimeout(5)
      try client.send("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
      #expect(client.readResponse()?.status == 200, "\(files): \(target)")
    }
    kill(process.processIdentifier, SIGTERM)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
  }
}
