import Foundation
import Glibc
import Testing

@_spi(Fuzzing) @testable import AICommandLine

/// `ai serve`'s searches run on worker threads: on loopback, `/api/health` from another
/// client is answered at once while the heaviest requests keep the workers busy, and a stop
/// signal under that load ends the server within 3 s.
@Suite(.serialized) struct WorkersTests {
  /// The heaviest requests: a look-ahead of every ply on a 16-cell row (which the server
  /// answers from the perfect level's table), and of one ply less, which has none and runs
  /// to the work bound.
  static let heavy = [16, 15].map {
    "GET /api/move?rows=1&cols=16&k=14&level=ahead-\($0)&seed=1 HTTP/1.1\r\nHost: x\r\n\r\n"
  }.joined()

  /// The 99th percentile of 100 `/api/health` requests on one keep-alive connection, in
  /// milliseconds, each answer checked.
  static func healthP99(_ server: Served) throws -> Double {
    let client = try server.connect()
    var times: [Double] = []
    for _ in 0..<100 {
      let start = Date()
      try client.send("GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n")
      let response = try #require(client.readResponse())
      #expect(response.status == 200)
      times.append(Date().timeIntervalSince(start) * 1000)
    }
    return times.sorted()[98]
  }

  /// `--workers N` is read as every option is: a number in range, a near miss suggested;
  /// one worker answers.
  @Test func workersIsAnOptionLikeTheOthers() throws {
    let zero = try AI.run(["serve", "--workers", "0"])
    #expect(zero.status == 64)
    #expect(zero.stderr == "ai: error: --workers takes a number of threads from 1 to 64, not '0'\n")
    let near = try AI.run(["serve", "--worker", "2"])
    #expect(near.status == 64 && near.stderr.contains("did you mean '--workers'?"))
    let server = try Served(["--workers", "1"])
    #expect(try server.get("/api/move?rows=4&cols=4&k=3&seed=1").status == 200)
    #expect(server.stop() == 0)
  }

  /// A search past the work bound gets 503 saying what to ask instead; a look-ahead that
  /// sees to the end is answered from the perfect level's table, within the bound.
  @Test func aSearchPastTheBoundGets503WithWhatToAskInstead() throws {
    let workers = Workers(count: 0, nodeLimit: 2_000_000)  // searches on this thread
    let ask = { (query: String) throws -> HTTPResponse in
      workers.answer(try APIRequest(.move, query: query))
    }
    #expect(try ask("rows=1&cols=16&k=14&level=ahead-16&seed=1").status == .ok)
    let refused = try ask("rows=1&cols=16&k=14&level=ahead-15&seed=1")
    #expect(refused.status == .serviceUnavailable)
    let text = String(decoding: refused.body, as: UTF8.self)
    #expect(text.hasPrefix("{\"error\": \"the search went past 2000000 positions"), "\(text)")
    #expect(text.contains("ask for a shorter look-ahead"), "\(text)")
  }

  /// A job on a 16-cell row that searches until a bound of 2 million positions.
  static func long(_ connection: Int) throws -> Workers.Job {
    Workers.Job(
      connection: connection, sequence: 0,
      request: try APIRequest(.move, query: "rows=1&cols=16&k=14&level=ahead-15&seed=1"))
  }

  /// A job that a worker answers in milliseconds.
  static func short(_ connection: Int) throws -> Workers.Job {
    Workers.Job(
      connection: connection, sequence: 0, request: try APIRequest(.analyze, query: "k=3"))
  }

  /// The connections of the answers `workers` gives until one for `last` (at most 2 min).
  static func answered(by workers: Workers, until last: Int) -> [Int] {
    var connections: [Int] = []
    for _ in 0..<12_000 where !connections.contains(last) {
      connections += workers.takeAnswers().map(\.job.connection)
      usleep(10_000)
    }
    return connections
  }

  /// A job for a shape whose searcher a worker holds waits in the queue, so the free worker
  /// answers the next job at once rather than wait for the searcher.
  @Test func aJobForAHeldShapeWaitsInTheQueueNotOnAWorker() throws {
    let workers = Workers(count: 2, nodeLimit: 2_000_000)
    for job in [try Self.long(0), try Self.long(1), try Self.short(2)] { workers.submit(job) }
    let order = Self.answered(by: workers, until: 2)
    #expect(order.first == 2, "\(order)")
    #expect(Set(Self.answered(by: workers, until: 1) + order) == [0, 1, 2])
  }

  /// The jobs of a connection that has closed are dropped unsearched.
  @Test func theJobsOfAClosedConnectionAreDropped() throws {
    let workers = Workers(count: 1, nodeLimit: 2_000_000)
    for job in [try Self.long(0), try Self.long(1), try Self.short(2)] { workers.submit(job) }
    usleep(100_000)  // the worker has taken the first job
    workers.cancel(connection: 1)
    #expect(Self.answered(by: workers, until: 2) == [0, 2])
  }

  @Test func healthIsAnsweredWhileOneConnectionPipelinesTheHeaviestRequests() throws {
    let server = try Served()
    let attacker = try server.connect()
    try attacker.send(String(repeating: Self.heavy, count: 50))
    usleep(200_000)
    let p99 = try Self.healthP99(server)
    #expect(p99 < 50, "p99 \(p99) ms")
    // Under that attack, a stop signal ends the server within 3 s.
    let start = Date()
    #expect(server.stop(with: SIGINT, within: 3) == 0)
    #expect(Date().timeIntervalSince(start) < 3)
  }

  @Test func healthIsAnsweredWhileTwoClientsKeepAskingForThem() throws {
    let server = try Served()
    let stop = UnsafeMutablePointer<Bool>.allocate(capacity: 1)
    stop.initialize(to: false)
    defer { stop.deallocate() }
    let clients = try (0..<2).map { _ in try server.connect() }
    let group = DispatchGroup()
    for client in clients {
      nonisolated(unsafe) let (client, stop) = (client, stop)
      DispatchQueue.global().async(group: group) {
        // Bounded: at most 20 rounds, each answer awaited (a 503 when past the limit).
        for _ in 0..<20 where !stop.pointee {
          guard (try? client.send(Self.heavy)) != nil, client.readResponse() != nil,
            client.readResponse() != nil
          else { break }
        }
      }
    }
    usleep(200_000)
    let p99 = try Self.healthP99(server)
    #expect(p99 < 50, "p99 \(p99) ms")
    stop.pointee = true
    let start = Date()
    #expect(server.stop(with: SIGINT, within: 3) == 0)
    #expect(Date().timeIntervalSince(start) < 3)
    for client in clients { shutdown(client.descriptor, Int32(SHUT_RDWR)) }
    group.wait()
  }
}
