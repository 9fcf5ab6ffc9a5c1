import DataFiles
import Foundation
import Testing

/// `ai serve`'s JSON API against the command line: the same answers, the same errors.
@Suite struct ServeAPITests {
  /// Queries of `/api/analyze` and the `ai analyze` arguments that ask the same: each of
  /// another geometry, so the server's first answer for each comes from a cold table.
  static let analyses: [(query: String, arguments: [String])] = [
    ("board=XO./.X./...", ["XO./.X./..."]),
    ("board=X..../.O.../.....&k=3", ["X..../.O.../.....", "--k", "3"]),
    ("board=..../..../..../....&k=3", ["..../..../..../....", "--k", "3"]),
    ("board=X...........&rows=3", ["X...........", "--rows", "3"]),
    ("board=XO..%2F....&k=2", ["XO../....", "--k", "2"]),
    ("board=X.O+k%3D2&cols=3", ["X.O k=2", "--cols", "3"]),
    ("board=XXX/OO./...", ["XXX/OO./..."]),
    // A value is percent-decoded before it is read: %6D is m.
    ("board=X........&rules=%6Disere", ["X........", "--rules", "misere"]),
  ]

  @Test func analyzeGivesTheObjectOfAnalyzeJSON() throws {
    let server = try Served()
    for (query, arguments) in Self.analyses {
      let cli = try AI.run(["analyze", "--json"] + arguments)
      #expect(cli.status == 0)
      let answer = try server.get("/api/analyze?\(query)")
      #expect(answer.status == 200)
      #expect(answer.fields["content-type"] == "application/json")
      // A cold table searches as much as a fresh `ai`: the very same bytes.
      #expect(answer.text == cli.stdout, "\(query)")
    }
    // Asked again, the warm tables search less; everything but the count is the same.
    for (query, arguments) in Self.analyses {
      let cli = try #require(try JSON.object(AI.run(["analyze", "--json"] + arguments).stdout))
      let answer = try #require(try server.get("/api/analyze?\(query)").json)
      #expect(JSON.withoutNodes(answer) == JSON.withoutNodes(cli), "\(query)")
      #expect((answer["nodes"] as? Int) ?? -1 >= 0)
    }
  }

  @Test func analyzeTakesMovesAndDefaultsToTheEmptyBoard() throws {
    let server = try Served()
    let cases: [(String, [String])] = [
      ("moves=5,1,9", ["--moves", "5,1,9"]),
      ("moves=519", ["--moves", "519"]),
      ("board=X........&moves=5", ["X........", "--moves", "5"]),
      (
        "rows=4&cols=4&k=3&moves=6,1", ["--rows", "4", "--cols", "4", "--k", "3", "--moves", "6,1"]
      ),
    ]
    for (query, arguments) in cases {
      let cli = try #require(try JSON.object(AI.run(["analyze", "--json"] + arguments).stdout))
      let answer = try server.get("/api/analyze?\(query)")
      #expect(answer.status == 200, "\(query): \(answer.text)")
      #expect(JSON.withoutNodes(try #require(answer.json)) == JSON.withoutNodes(cli), "\(query)")
    }
    let empty = try #require(try server.get("/api/analyze").json)
    #expect(empty["board"] as? String == ".../.../...")
    #expect(empty["value"] as? String == "draw")
  }

  /// Bad queries and the `ai analyze` arguments that make the same mistake.
  static let mistakes: [(query: String, arguments: [String])] = [
    ("board=XXX/OOO/...", ["XXX/OOO/..."]),
    ("board=XX", ["XX"]),
    ("board=X..Z.....", ["X..Z....."]),
    ("board=X........&rows=5", ["X........", "--rows", "5"]),
    ("rows=30", ["--rows", "30", "--moves", "1"]),
    ("board=X........&k=9", ["X........", "--k", "9"]),
    ("moves=5,5", ["--moves", "5,5"]),
    ("moves=banana", ["--moves", "banana"]),
    ("board=" + String(repeating: "X", count: 300), [String(repeating: "X", count: 300)]),
    ("board=%C3%A9........", ["é........"]),
  ]

  @Test func aBadQueryGetsTheMessageOfTheCommandLine() throws {
    let server = try Served()
    for (query, arguments) in Self.mistakes {
      let cli = try AI.run(["analyze", "--json"] + arguments)
      #expect(cli.status == 64 || cli.status == 65, "\(arguments)")
      let message = cli.stderr.replacingOccurrences(of: "ai: error: ", with: "")
        .trimmingCharacters(in: .newlines)
      let answer = try server.get("/api/analyze?\(query)")
      #expect(answer.status == 400, "\(query)")
      #expect(answer.json?["error"] as? String == message, "\(query): \(answer.text)")
    }
  }

  /// Under a memory limit a shape whose table will not fit gets 503 and the message of
  /// the command line under the same limit; smaller shapes are still answered.
  @Test func aShapeThatWillNotFitGets503AndTheServerGoesOn() throws {
    let limit = 50_000
    let server = try Served(limitingMemoryTo: limit)
    let big = try server.get("/api/analyze?board=..../..../..../....")
    #expect(big.status == 503, "\(big.text)")
    let cli = try AI.runShell(
      "ulimit -v \(limit) && \"$AI\" analyze --json ..../..../..../....")
    #expect(cli.status == 71)
    let message = try #require(big.json?["error"] as? String)
    #expect(message.hasPrefix("searching 4x4 boards needs "), "\(message)")
    #expect(cli.stderr.hasPrefix("ai: error: searching 4x4 boards needs "), "\(cli.stderr)")
    let small = try server.get("/api/analyze?board=X........")
    #expect(small.status == 200, "\(small.text)")
    #expect(server.stop() == 0)
  }

  /// Under a memory limit that holds two 16-cell tables but not three, the tables held
  /// make room, least recently used first: every 16-cell shape is answered in turn.
  @Test func underALimitTheTablesHeldMakeRoom() throws {
    let server = try Served(limitingMemoryTo: 120_000)
    for query in [
      "board=..../..../..../....", "board=..../..../..../....&k=3",
      "board=......../........&k=3", "board=................&rows=1&k=4", "board=X........",
    ] {
      let answer = try server.get("/api/analyze?\(query)")
      #expect(answer.status == 200, "\(query): \(answer.text)")
    }
    #expect(server.stop() == 0)
  }

  @Test func unknownAndRepeatedParametersAreNamed() throws {
    let server = try Served()
    let unknown = try server.get("/api/move?board=X........&levl=random")
    #expect(unknown.status == 400)
    #expect(
      unknown.json?["error"] as? String
        == "/api/move takes no parameter 'levl': did you mean 'level'? (it takes board, rows, "
        + "cols, columns, k, rules, moves, level, seed, think)")
    let twice = try server.get("/api/analyze?board=X........&board=O........")
    #expect(twice.json?["error"] as? String == "board is given twice")
    let escape = try server.get("/api/analyze?board=X%2")
    #expect(escape.status == 400)
    #expect((escape.json?["error"] as? String)?.contains("%25") == true)
  }

  /// Boards, levels and seeds: `/api/move` picks what `ai play` picks with that seed.
  static let moves: [(board: String, human: String, level: String, seed: Int)] = [
    ("X........", "x", "perfect", 1), ("X........", "x", "random", 7),
    ("XO.......", "o", "strong", 3), ("X.O/.X./...", "x", "ahead-2", 5),
    ("..../..../..../....", "o", "casual", 11), ("..../.X../..../....", "x", "ahead-3", 2),
  ]

  @Test func moveIsThePlayOfTheLevelWithThatSeed() throws {
    let server = try Served()
    for (board, human, level, seed) in Self.moves {
      let play = try AI.run(
        ["play", "--from", board, "--as", human, "--level", level, "--seed", String(seed)])
      let played = try #require(play.stdout.firstMatch(of: /[XO] plays ([0-9]+)/))
      let answer = try server.get("/api/move?board=\(board)&level=\(level)&seed=\(seed)")
      #expect(answer.status == 200)
      let json = try #require(answer.json)
      #expect(json["move"] as? Int == Int(played.1), "\(board) \(level) \(seed)")
      #expect(json["seed"] as? Int == seed)
      #expect(json["level"] as? String == level)
      let after = try #require(json["after"] as? [String: Any])
      #expect(after["status"] as? String == "ongoing")
    }
  }

  @Test func moveWritesItsKeysInOrder() throws {
    // O's only best move on this board, from the solutions table: it is the move
    // whatever the seed.
    let row = try #require(
      try DataFile.rows("tictactoe-3x3-solutions.csv").first { $0["board"] == "XO./.X./..." })
    let move = try #require(Int(row["best"]!))
    let (rowIndex, column) = ((move - 1) / 3, (move - 1) % 3)
    var after = Array("XO./.X./...")
    after[rowIndex * 4 + column] = "O"
    let server = try Served()
    let answer = try server.get("/api/move?board=XO./.X./...&seed=1")
    #expect(
      answer.text
        == "{\"board\": \"XO./.X./...\", \"rows\": 3, \"cols\": 3, \"k\": 3, \"toMove\": \"O\", "
        + "\"level\": \"perfect\", \"seed\": 1, \"move\": \(move), \"proven\": true, "
        + "\"row\": \(rowIndex), "
        + "\"col\": \(column), \"after\": {\"board\": \"\(String(after))\", \"toMove\": \"X\", "
        + "\"status\": \"ongoing\"}}\n")
    #expect(server.stop() == 0)
  }

  @Test func thePerfectMoveIsOneOfTheBest() throws {
    let server = try Served()
    for board in ["XO./.X./...", "X.O/.X./..O", "XX./OO./...", "..../..../..../...."] {
      let best = try #require(
        try JSON.object(AI.run(["analyze", "--json", board]).stdout)?["best"] as? [Int])
      for _ in 0..<4 {
        let move = try server.get("/api/move?board=\(board)").json?["move"] as? Int
        #expect(best.contains(move ?? 0), "\(board): \(String(describing: move))")
      }
    }
  }

  /// Connect Four's empty board is too big to solve in a move's time: the perfect level
  /// answers within `think=` seconds with the deepest finished search's move, said to be
  /// unproven, and a position the search solves in time gets a proven best move.
  @Test func connectFourMovesWithinItsTime() throws {
    let server = try Served()
    let began = ContinuousClock.now
    let answer = try #require(try server.get("/api/move?rows=6&cols=7&rules=gravity&think=1").json)
    #expect(ContinuousClock.now - began < .seconds(4))
    #expect(answer["proven"] as? Bool == false)
    #expect((answer["horizon"] as? Int ?? 0) >= 1, "\(answer)")
    let column = try #require(answer["column"] as? Int)
    #expect((1...7).contains(column))
    let after = try #require((answer["after"] as? [String: Any])?["board"] as? String)
    #expect(after.split(separator: "/").last.map { Array($0)[column - 1] } == "X")
    // Twelve moves in, X wins at once: proven, and one of the best.
    let late = "rows=6&cols=7&rules=gravity&moves=4,4,4,4,4,3,3,3,3,5,5,5"
    let proven = try #require(try server.get("/api/move?\(late)&think=1").json)
    #expect(proven["proven"] as? Bool == true && proven["horizon"] == nil, "\(proven)")
    let best = try AI.run(
      [
        "best", "--rules", "gravity", "--rows", "6", "--cols", "7", "--moves",
        "4,4,4,4,4,3,3,3,3,5,5,5",
      ])
    #expect(best.stdout.contains(" \(proven["column"] as? Int ?? 0) "), "\(best.stdout)")
    // The other levels choose as they do: no word on proof.
    let casual = try #require(try server.get("/api/move?\(late)&level=casual").json)
    #expect(casual["proven"] == nil && casual["horizon"] == nil)
    let refused = try server.get("/api/move?think=0")
    #expect(refused.status == 400)
    #expect(
      "ai: error: " + (refused.json?["error"] as? String ?? "") + "\n"
        == (try AI.run("play", "--think", "0")).stderr)
    #expect(server.stop() == 0)
  }

  @Test func moveRefusesAFinishedGame() throws {
    let server = try Served()
    let cli = try AI.run("play", "--from", "XXX/OO./...")
    let answer = try server.get("/api/move?board=XXX/OO./...")
    #expect(answer.status == 400)
    #expect(
      "ai: error: " + (answer.json?["error"] as? String ?? "") + "\n" == cli.stderr)
    let level = try server.get("/api/move?level=ahead-17")
    let cliLevel = try AI.run("play", "--level", "ahead-17")
    #expect("ai: error: " + (level.json?["error"] as? String ?? "") + "\n" == cliLevel.stderr)
  }

  @Test func healthAndThePage() throws {
    let server = try Served()
    #expect(server.firstLine == "ai: serving on http://127.0.0.1:\(server.port)/ (Ctrl-C to stop)")
    let health = try server.get("/api/health")
    #expect(health.json?["status"] as? String == "ok")
    let page = try server.get("/")
    #expect(page.status == 200)
    #expect(page.fields["content-type"] == "text/html; charset=utf-8")
    #expect(page.contentLength == page.body.count)
    #expect(page.text.hasPrefix("<!doctype html>"))
    // One document: nothing loaded from elsewhere.
    #expect(!page.text.contains("http://") && !page.text.contains("https://"))
    #expect(page.fields["content-security-policy"]?.contains("default-src 'none'") == true)
    #expect(page.fields["x-content-type-options"] == "nosniff")
  }
}

/// JSON helpers for the tests.
enum JSON {
  /// The object of `text`, if it is one.
  static func object(_ text: String) throws -> [String: Any]? {
    try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
  }

  /// `object` without its `nodes`, compared as JSON text with sorted keys.
  static func withoutNodes(_ object: [String: Any]) -> String {
    var object = object
    object["nodes"] = nil
    let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    return String(decoding: data ?? Data(), as: UTF8.self)
  }
}
