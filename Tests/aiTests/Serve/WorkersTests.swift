import DataFiles
import Foundation
import Glibc
import Testing
import TicTacToe

@_spi(Fuzzing) @testable import AICommandLine

/// `ai serve`'s searches run on worker threads: on loopback, `/api/health` from another
/// client is answered at once while the heaviest requests keep the workers busy, and a stop
/// signal under that load ends the server within 3 s. One test at a time, as each loads
/// the machine and times its answers.
@Suite(.serialized) struct WorkersTests {
  /// The heaviest requests: a look-ahead of every ply on a 16-cell row (which the server
  /// answers from the perfect level's table), and of one ply less, which has none and runs
  /// to the work bound.
  static let heavy = [16, 15].map {
    "GET /api/move?rows=1&cols=16&k=14&level=ahead-\($0)&seed=1 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
  }.joined()

  /// The options of the servers put under load: one worker by default, the default workers
  /// (one a core) in the long form. Each test ends with the server's stop, which gives the
  /// searches in flight 2 s: a core each for that long.
  static let underLoad = LongTests.choose(fast: ["--workers", "1"], long: [])

  /// The 99th percentile of 60 `/api/health` requests on one keep-alive connection (the
  /// slowest but one), in milliseconds, each answer checked.
  static func healthP99(_ server: Served) throws -> Double {
    let client = try server.connect()
    var times: [Double] = []
    for _ in 0..<60 {
      let start = Date()
      try client.send("GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
      let response = try #require(client.readResponse())
      #expect(response.status == 200)
      times.append(Date().timeIntervalSince(start) * 1000)
    }
    return times.sorted()[58]
  }

  @Test func healthIsAnsweredWhileOneConnectionPipelinesTheHeaviestRequests() throws {
    let server = try Served(Self.underLoad)
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
    let server = try Served(Self.underLoad)
    let stop = UnsafeMutablePointer<Bool>.allocate(capacity: 1)
    stop.initialize(to: false)
    defer { stop.deallocate() }
    let clients = try (0..<2).map { _ in try server.connect() }
    let group = DispatchGroup()
    for client in clients {
      nonisolated(unsafe) let (client, stop) = (client, stop)
      // A thread of its own, as it blocks: a Dispatch thread would take one of the test
      // runner's (on Linux they share one count).
      group.enter()
      Thread {
        // Bounded: at most 20 rounds, each answer awaited (a 503 when past the limit).
        for _ in 0..<20 where !stop.pointee {
          guard (try? client.send(Self.heavy)) != nil, client.readResponse() != nil,
            client.readResponse() != nil
          else { break }
        }
        group.leave()
      }.start()
    }
    usleep(200_000)
    let p99 = try Self.healthP99(server)
    #expect(p99 < 50, "p99 \(p99) ms")
    stop.pointee = true
    // The stop under load, which the test before checks in every run, in the long form.
    if LongTests.enabled {
      let start = Date()
      #expect(server.stop(with: SIGINT, within: 3) == 0)
      #expect(Date().timeIntervalSince(start) < 3)
    }
    for client in clients { shutdown(client.descriptor, Int32(SHUT_RDWR)) }
    group.wait()
  }

  /// One connection pipelines 100 of the heaviest searches (look-aheads of 15 plies on a
  /// 16-cell row and column, over a second each); another client's 3x3 analysis, which a
  /// warm table answers, is answered within 50 ms at the 99th percentile all the while,
  /// with the default workers and with one (one only but in the long form, see
  /// ``underLoad``). (They once waited 1.5 s at the median.) The long form then stops the
  /// server under that load, as both health tests do in every run; by default it is killed,
  /// sparing the 2 s its stop gives the searches in flight.
  @Test(arguments: LongTests.choose(fast: [["--workers", "1"]], long: [[], ["--workers", "1"]]))
  func aQuickAnswerNeverWaitsBehindAnotherClientsSearches(options: [String]) throws {
    let server = try Served(options)
    let heavy = (0..<50).flatMap { seed in
      ["rows=1&cols=16", "rows=16&cols=1"].map {
        "GET /api/move?\($0)&k=15&level=ahead-15&seed=\(seed) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
      }
    }
    let attacker = try server.connect()
    try attacker.send(heavy.joined())
    usleep(300_000)
    let client = try server.connect()
    var times: [Double] = []
    for _ in 0..<25 {
      let start = Date()
      try client.send("GET /api/analyze?board=X.O/.X./... HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
      let response = try #require(client.readResponse())
      #expect(response.status == 200)
      times.append(Date().timeIntervalSince(start) * 1000)
      usleep(5_000)
    }
    let p99 = times.sorted()[Int(Double(times.count) * 0.99) - 1]
    #expect(p99 < 50, "p99 \(p99) ms: \(times.sorted().suffix(5))")
    if LongTests.enabled { #expect(server.stop(with: SIGINT, within: 3) == 0) }
  }
}

/// The queue of ``Workers``, driven directly, and its option: a long job for a shape whose
/// searcher is held waits in the queue, the jobs of a closed connection are dropped, a
/// search past the work bound gets 503, and the tables in use keep the memory budget.
@Suite struct WorkersQueueTests {
  /// The work bound of the tests that drive ``Workers`` directly, where a long job searches
  /// to it: about a second in a debug build in the long form, a quarter of that by default.
  static let nodeLimit = LongTests.choose(fast: 500_000, long: 2_000_000)

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
    // Searches on this thread; the time bound far off, so that a loaded machine still
    // meets the positions' bound first.
    let workers = try Workers(count: 0, nodeLimit: Self.nodeLimit, timeLimit: .seconds(600))
    let ask = { (query: String) throws -> HTTPResponse in
      workers.answer(try APIRequest(.move, query: query))
    }
    #expect(try ask("rows=1&cols=16&k=14&level=ahead-16&seed=1").status == .ok)
    let refused = try ask("rows=1&cols=16&k=14&level=ahead-15&seed=1")
    #expect(refused.status == .serviceUnavailable)
    let text = String(decoding: refused.body, as: UTF8.self)
    #expect(
      text.hasPrefix("{\"error\": \"the search went past \(Self.nodeLimit) positions"), "\(text)")
    #expect(text.contains("ask for a shorter look-ahead"), "\(text)")
  }

  /// A search on a board past 16 cells stops at the time bound, whatever its positions,
  /// with 503 saying so; the worker answers the next request at once.
  @Test func aSearchPastTheTimeBoundGets503() throws {
    let workers = try Workers(count: 0, nodeLimit: .max, timeLimit: .milliseconds(300))
    let began = ContinuousClock.now
    let refused = workers.answer(try APIRequest(.analyze, query: "rows=5&cols=5&k=4"))
    #expect(ContinuousClock.now - began < .seconds(10))
    #expect(refused.status == .serviceUnavailable)
    let text = String(decoding: refused.body, as: UTF8.self)
    #expect(
      text == "{\"error\": \"the search went past 1 s, the most one request may take: ask "
        + "about a position with fewer empty cells\"}\n", "\(text)")
    #expect(workers.answer(try APIRequest(.analyze, query: "k=3")).status == .ok)
  }

  /// A job on a 16-cell row that searches until the bound of ``nodeLimit`` positions.
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

  /// The connections of the answers `workers` gives until one for each of `last` (at
  /// most 2 min).
  static func answered(by workers: Workers, until last: [Int]) -> [Int] {
    var connections: [Int] = []
    for _ in 0..<12_000 where !Set(last).isSubset(of: connections) {
      connections += workers.takeAnswers().map(\.job.connection)
      usleep(10_000)
    }
    return connections
  }

  /// A job for a shape whose searcher a worker holds waits in the queue, so the free worker
  /// answers the next job at once rather than wait for the searcher.
  @Test func aJobForAHeldShapeWaitsInTheQueueNotOnAWorker() throws {
    let workers = try Workers(count: 2, nodeLimit: Self.nodeLimit)
    for job in [try Self.long(0), try Self.long(1), try Self.short(2)] { workers.submit(job) }
    let order = Self.answered(by: workers, until: [2])
    #expect(order.first == 2, "\(order)")
    let rest = Self.answered(by: workers, until: [0, 1].filter { !order.contains($0) })
    #expect((order + rest).sorted() == [0, 1, 2])
  }

  /// The jobs of a connection that has closed are dropped unsearched.
  @Test func theJobsOfAClosedConnectionAreDropped() throws {
    let workers = try Workers(count: 1, nodeLimit: Self.nodeLimit)
    workers.submit(try Self.long(0))
    usleep(100_000)  // past the quick thread's slice: the worker has the shape
    for job in [try Self.long(1), try Self.short(2)] { workers.submit(job) }
    workers.cancel(connection: 1)
    var answered = Self.answered(by: workers, until: [0])
    // Had it stayed, the job of 1 would come before the next of its shape.
    workers.submit(try Self.long(3))
    answered += Self.answered(by: workers, until: [3])
    #expect(answered.sorted() == [0, 2, 3], "\(answered)")
  }

  /// The tables in use count against the budget as the tables kept do: with room for two
  /// 16-cell tables, eight workers given long searches on five 16-cell shapes at once
  /// search at most two of them at a time, and answer them all.
  @Test func theTablesInUseKeepTheMemoryBudget() throws {
    let sixteen = try Geometry(rows: 4, columns: 4)
    let budget = 2 * Searcher.memoryNeeded(for: sixteen)
    let workers = try Workers(count: 8, nodeLimit: 500_000, memoryBudget: budget)
    let shapes = [
      "rows=1&cols=16&k=14", "rows=16&cols=1&k=14", "rows=2&cols=8&k=7",
      "rows=8&cols=2&k=7", "rows=4&cols=4",
    ]
    for (index, shape) in shapes.enumerated() {
      workers.submit(
        Workers.Job(
          connection: index, sequence: 0,
          request: try APIRequest(.move, query: "\(shape)&level=ahead-14&seed=1")))
    }
    let answered = Self.answered(by: workers, until: Array(shapes.indices))
    #expect(answered.sorted() == Array(shapes.indices))
    #expect(workers.peakBytesLent <= budget, "\(workers.peakBytesLent) bytes lent at once")
    #expect(workers.peakBytesLent >= Searcher.memoryNeeded(for: sixteen))
  }
}
