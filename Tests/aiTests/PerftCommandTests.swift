import DataFiles
import Foundation
import NaiveGames
import Testing
import TicTacToe
import TicTacToeTools

@testable import AICommandLine

/// `ai perft` and `ai bench`, end to end.
@Suite struct PerftCommandTests {
  /// The published 3x3 tree, ply by ply (`tictactoe-3x3.csv`), and its totals
  /// (`perft-counts.csv`).
  static let plies = try! DataFile.integerRows("tictactoe-3x3.csv").filter { $0["ply"]! > 0 }
  static let totals = try! DataFile.rows("perft-counts.csv")

  /// The total of `column` on `rows` x `cols` (k = 3), from `perft-counts.csv`.
  static func total(_ column: String, rows: Int = 3, cols: Int = 3) -> Int {
    Int(totals.first { $0["rows"] == "\(rows)" && $0["cols"] == "\(cols)" }![column]!)!
  }

  @Test func perftPrintsATableAndTotals() throws {
    let result = try AI.run("perft")
    #expect(result.status == 0 && result.stderr.isEmpty)
    let lines = result.lines
    #expect(lines[0] == "perft 9 from .../.../... (3x3)")
    #expect(
      lines[1].split(separator: " ") == ["depth", "perft", "x", "wins", "o", "wins", "draws"])
    #expect(lines[2].split(separator: " ") == ["0", "1", "0", "0", "0"])
    for (index, ply) in Self.plies.enumerated() {
      let row = [ply["ply"]!, ply["sequences"]!, ply["x_wins"]!, ply["o_wins"]!, ply["draws"]!]
      #expect(lines[3 + index].split(separator: " ") == row.map { "\($0)"[...] })
    }
    let totals = ["games", "x_wins", "o_wins", "draws"].map { Self.total($0) }
    #expect(
      Array(lines[13...18]) == [
        "perft: \(Self.plies.last!["sequences"]!)", "nodes: \(Self.total("nodes"))",
        "games: \(totals[0])", "x wins: \(totals[1])", "o wins: \(totals[2])",
        "draws: \(totals[3])",
      ])
    #expect(lines[19].hasPrefix("time: ") && lines[19].hasSuffix(" s"))
    #expect(lines[20].hasPrefix("nodes visited/s: ") && lines.count == 21)
  }

  /// The hashed count's rate is of distinct positions, in the text and in JSON.
  @Test func hashReportsPositionsPerSecond() throws {
    let text = try AI.run("perft", "--hash")
    #expect(text.status == 0)
    #expect(text.lines.last!.hasPrefix("distinct positions/s: "))
    #expect(!text.stdout.contains("nodes/s"))
    #expect(text.lines.contains("perft: \(Self.plies.last!["sequences"]!)"))
    #expect(text.lines.contains("positions: \(Self.total("positions"))"))
    let json = try AI.run("perft", "--hash", "--json")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    #expect(object["positionsPerSecond"] is Int && object["nodesPerSecond"] == nil)
    #expect(object["positions"] as? Int == Self.total("positions"))
  }

  /// The walk on 1, 2, 3 and 64 threads: the published 3x3 table, the same divide, the
  /// same text but for the time and the rate.
  @Test func threadsGiveThePublishedCounts() throws {
    let rows = try DataFile.integerRows("tictactoe-3x3.csv")  // from the root, at ply 0
    let masked: (AI.Result) -> [String] = { result in
      result.lines.filter { !$0.hasPrefix("time: ") && !$0.hasPrefix("nodes visited/s: ") }
    }
    let one = try AI.run("perft", "--divide")
    for threads in ["1", "2", "3", "64"] {
      let text = try AI.run("perft", "--divide", "--threads", threads)
      #expect(text.status == 0 && text.stderr.isEmpty)
      #expect(masked(text) == masked(one), "\(threads) threads")
      let json = try AI.run("perft", "--json", "--threads", threads)
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
      let layers = try #require(object["perDepth"] as? [[String: Any]])
      #expect(layers.map { $0["perft"] as? Int } == rows.map { $0["sequences"]! })
      #expect(layers.map { $0["xWins"] as? Int } == rows.map { $0["x_wins"]! })
      #expect(layers.map { $0["oWins"] as? Int } == rows.map { $0["o_wins"]! })
      #expect(layers.map { $0["draws"] as? Int } == rows.map { $0["draws"]! })
    }
    // A depth and a shape with few subtrees.
    let small = try AI.run("perft", "3", "--rows", "2", "--cols", "2", "--threads", "4")
    #expect(small.lines.contains("perft: 24") && small.lines.contains("nodes: 41"))
  }

  @Test func threadsRefusesNoThreads() throws {
    let result = try AI.run("perft", "--threads", "0")
    #expect(result.status == 64 && result.stdout.isEmpty)
    #expect(
      result.stderr.contains("--threads takes the number of threads from 1 to 64, not '0'"),
      "\(result.stderr)")
  }

  /// The hashed count on 1, 2 and 3 threads (1 and 3 by default), on trees whose plies are
  /// wide enough to be shared: the published totals (`perft-counts.csv`), the same text but
  /// for the time and the rate, the divide and the positions up to symmetry from a lopsided
  /// root included. The whole 4x4 tree in the long form.
  @Test(
    arguments: LongTests.choose(fast: [(3, 4, 3, "11")], long: [(3, 4, 3, "11"), (4, 4, 4, "7")]))
  func hashedThreadsGiveThePublishedCounts(rows: Int, cols: Int, k: Int, depth: String) throws {
    let shape = ["--rows", "\(rows)", "--cols", "\(cols)", "--k", "\(k)"]
    let masked: (AI.Result) -> [String] = {
      $0.lines.filter { !$0.hasPrefix("time: ") && !$0.contains("/s: ") }
    }
    var first: [[String]] = []
    for threads in LongTests.choose(fast: ["1", "3"], long: ["1", "2", "3"]) {
      let json = try AI.run(["perft", "--hash", "--json", "--threads", threads] + shape)
      #expect(json.status == 0 && json.stderr.isEmpty)
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
      for key in ["positions", "nodes", "games", "draws"] {
        #expect(object[key] as? Int == Self.total(key, rows: rows, cols: cols), "\(key)")
      }
      #expect(object["xWins"] as? Int == Self.total("x_wins", rows: rows, cols: cols))
      #expect(object["oWins"] as? Int == Self.total("o_wins", rows: rows, cols: cols))
      let texts = try [
        AI.run(["perft", depth, "--hash", "--divide", "--threads", threads] + shape),
        AI.run(["perft", depth, "--unique", "--moves", "2", "--threads", threads] + shape),
      ]
      #expect(texts.allSatisfy { $0.status == 0 })
      if first.isEmpty { first = texts.map(masked) }
      #expect(texts.map(masked) == first, "\(threads) threads")
    }
  }

  /// In a terminal, a count that takes over a second shows its progress on stderr, and
  /// its time covers the divide: nearly all the time the run takes. `script` gives it
  /// the terminal; the 4x4 walk of 10 plies takes a few seconds in a debug build.
  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
  func progressAndTheDivideInATerminal() throws {
    let clock = ContinuousClock()
    let start = clock.now
    let result = try AI.runShell(
      #"script -qefc "$AI perft 10 --rows 4 --cols 4 --divide --threads 2" /dev/null"#)
    let elapsed = (clock.now - start).components
    let wall = Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18
    #expect(result.status == 0, "\(result.stderr)")
    // The pseudo-terminal turns each line end into CR LF.
    let text = result.stdout.replacingOccurrences(of: "\r\n", with: "\n")
    #expect(text.contains("\r\u{1B}[Kperft: "))
    #expect(text.contains(" subtrees (") && text.contains(" left, "))
    #expect(text.contains(" nodes/s"))
    let lines = text.split(separator: "\n").map(String.init)
    let total = try #require(lines.first { $0.hasPrefix("total: ") })
    #expect(lines.contains("perft: \(total.dropFirst(7))") && lines.count > 12)
    let time = try #require(lines.first { $0.hasPrefix("time: ") })
    let seconds = try #require(Double(time.dropFirst(6).dropLast(2)))
    #expect(seconds > 0.75 * wall, "\(time) of a run of \(wall) s")
  }

  @Test func divideListsEveryFirstMoveAndTheTotal() throws {
    let result = try AI.run("perft", "3", "--divide")
    #expect(result.status == 0)
    #expect(Array(result.lines.prefix(10)) == (1...9).map { "\($0): 56" } + ["total: 504"])
    let from = try AI.run("perft", "2", "--from", "X.O/.X./...", "--divide", "--hash")
    // O to move on six empty cells, none of which ends the game: five replies to each.
    #expect(
      Array(from.lines.prefix(7)) == ["2: 5", "4: 5", "6: 5", "7: 5", "8: 5", "9: 5", "total: 30"])
    #expect(from.stdout.contains("positions: "))
  }

  /// Under gravity the divide names each first move by its column, from 1, as `--moves`
  /// takes it, walked and hashed; the JSON keeps the cell and adds the column. The counts
  /// are the naive counter's below each first move (4x4, three plies below X 2, O 2, X 2,
  /// O 2, which fill column 2).
  @Test func underGravityTheDivideNamesColumns() throws {
    var naive = NaiveBoard(
      rows: 4, columns: 4, k: 4, rules: NaiveRules(misere: false, gravity: true))
    for cell in [13, 9, 5, 1] { naive = naive.playing(cell) }
    let expected = naive.legalMoves.map { cell in
      (
        cell % 4 + 1, cell + 1,
        NaiveGameTree.walking(from: naive.playing(cell), depth: 2).layers.last!.sequences
      )
    }
    #expect(expected.map(\.0) == [1, 3, 4])
    let shape = ["--rules", "gravity", "--rows", "4", "--cols", "4", "--moves", "2,2,2,2"]
    let total = expected.reduce(0) { $0 + $1.2 }
    for hash in [[], ["--hash"]] {
      let text = try AI.run(["perft", "3", "--divide"] + hash + shape)
      #expect(text.status == 0 && text.stderr.isEmpty, "\(text.stderr)")
      #expect(
        Array(text.lines.prefix(4)) == expected.map { "\($0.0): \($0.2)" } + ["total: \(total)"],
        "\(hash)")
      let json = try AI.run(["perft", "3", "--divide", "--json"] + hash + shape)
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
      let divide = try #require(object["divide"] as? [[String: Int]])
      #expect(divide == expected.map { ["column": $0.0, "cell": $0.1, "perft": $0.2] }, "\(hash)")
    }
    // The normal rule writes no column.
    let normal = try AI.run("perft", "2", "--divide", "--json")
    #expect(normal.status == 0 && !normal.stdout.contains("column"))
  }

  /// The note that a walk can take long comes from the most nodes the tree can hold under
  /// its rule: the whole 4x4 tree under the normal rule and misère holds trillions, under
  /// gravity (a move a column) far fewer, and no note is shown for it; nor for 3x4.
  @Test func theLongWalkNoteKnowsTheRule() throws {
    for rules in Rules.allCases {
      let start = Position.start(try Geometry(rows: 4, columns: 4, rules: rules))
      let note = PerftCommand.walkNote(from: start, depth: 16)
      #expect((note != nil) == !rules.hasGravity, "\(rules)")
      // The bound holds the naive tree's nodes to 6 plies.
      let naive = NaiveGameTree(
        from: NaiveBoard(
          rows: 4, columns: 4, k: 4,
          rules: NaiveRules(misere: rules.isMisere, gravity: rules.hasGravity)),
        depth: 6)
      #expect(PerftCounter.nodeBound(from: start, depth: 6) >= naive.nodes, "\(rules)")
    }
    let normal = try #require(
      PerftCommand.walkNote(from: .start(try Geometry(rows: 4, columns: 4)), depth: 16))
    // The sum over p of 16! / (16 - p)!, every sequence of every depth.
    #expect(normal.hasPrefix("ai: note: the walk may visit up to 56,874,039,553,217 nodes"))
    #expect(
      PerftCommand.walkNote(from: .start(try Geometry(rows: 3, columns: 4)), depth: 12) == nil)
    let gravity = try AI.run("perft", "8", "--rules", "gravity", "--rows", "4", "--cols", "4")
    #expect(gravity.status == 0 && gravity.stderr.isEmpty, "\(gravity.stderr)")
  }

  @Test func divideCountsAFirstMoveThatEndsTheGame() throws {
    // X completes the top row with 3, which leaves nothing below it; the other four
    // first moves each leave O four replies.
    let result = try AI.run("perft", "2", "--divide", "--from", "XX./OO./...")
    #expect(result.status == 0 && result.stderr.isEmpty)
    #expect(
      Array(result.lines.prefix(6)) == ["3: 0", "6: 4", "7: 4", "8: 4", "9: 4", "total: 16"])
    // With k = 1 every first move wins.
    let json = try AI.run("perft", "2", "--divide", "--k", "1", "--json", "--hash")
    #expect(json.status == 0 && json.stderr.isEmpty)
    #expect(json.stdout.contains(#""perft": 0"#))
  }

  @Test func jsonHasTheDocumentedKeys() throws {
    let result = try AI.run("perft", "--json", "--divide")
    #expect(result.status == 0 && result.lines.count == 1)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(
      Set(object.keys) == [
        "board", "rows", "cols", "k", "depth", "perft", "perDepth", "nodes", "games", "xWins",
        "oWins", "draws", "divide", "seconds", "nodesPerSecond",
      ])
    #expect(object["positionsPerSecond"] == nil)
    let perft = Self.plies.last!["sequences"]!
    #expect(object["perft"] as? Int == perft && object["nodes"] as? Int == Self.total("nodes"))
    #expect((object["perDepth"] as? [[String: Any]])?.count == 10)
    let divide = try #require(object["divide"] as? [[String: Any]])
    #expect(divide.map { $0["cell"] as? Int } == (1...9).map { $0 })
    #expect(divide.compactMap { $0["perft"] as? Int }.reduce(0, +) == perft)
  }

  @Test func hashGivesTheSameCountsOnOtherShapes() throws {
    let walk = try AI.run("perft", "6", "--rows", "3", "--cols", "4", "--k", "3", "--json")
    let hash = try AI.run(
      "perft", "6", "--rows", "3", "--cols", "4", "--k", "3", "--json", "--hash")
    let strip: (String) -> String = { $0.components(separatedBy: #", "seconds""#)[0] }
    #expect(walk.status == 0 && hash.status == 0)
    #expect(
      strip(walk.stdout).replacingOccurrences(
        of: #", "positions": \d+"#, with: "", options: .regularExpression)
        == strip(hash.stdout).replacingOccurrences(
          of: #", "positions": \d+"#, with: "", options: .regularExpression))
    #expect(
      walk.stdout.hasPrefix(
        #"{"board": "..../..../....", "rows": 3, "cols": 4, "k": 3, "depth": 6"#))
  }

  @Test func benchReportsEveryWorkloadAndTheSignature() throws {
    // The node counts and the signature (their sum) are pinned in data/bench.csv.
    let pinned = try DataFile.benchNodes()
    let names = [
      "perft", "minimax", "alphabeta", "memo", "solve", "solve-4x4", "solve-4x4-misere",
      "solve-4x4-gravity", "solve-4x4-gravity-misere", "connect-four",
    ]
    #expect(Set(pinned.keys) == Set(names))
    let result = try AI.run("bench", "--runs", "1", "--json")
    #expect(result.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let workloads = try #require(object["workloads"] as? [[String: Any]])
    #expect(workloads.map { $0["name"] as? String } == names)
    #expect(
      Set(workloads[0].keys) == [
        "name", "nodes", "runs", "medianSeconds", "minSeconds", "nodesPerSecond",
      ])
    #expect(workloads.map { $0["nodes"] as? Int } == names.map { pinned[$0] })
    #expect(object["signature"] as? Int == pinned.values.reduce(0, +))
    let text = try AI.run("bench", "memo", "alphabeta", "--runs", "2")
    #expect(text.lines.count == 4 && text.lines[0].hasSuffix(" nodes visited/s"))
    #expect(text.lines[1].hasPrefix("memo") && text.lines[2].hasPrefix("alphabeta"))
    #expect(text.lines[3] == "signature: \(pinned["memo"]! + pinned["alphabeta"]!)")
  }

  @Test func uniqueCountsPositionsUpToSymmetry() throws {
    let result = try AI.run("perft", "--unique")
    let (positions, classes) = (Self.total("positions"), Self.total("positions_up_to_symmetry"))
    #expect(
      result.stdout.contains("\npositions: \(positions)\npositions up to symmetry: \(classes)\n"))
    let json = try AI.run("perft", "--unique", "--json", "--rows", "3", "--cols", "4", "--k", "3")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    #expect(object["positions"] as? Int == Self.total("positions", cols: 4))
    #expect(object["nodes"] as? Int == Self.total("nodes", cols: 4))
    #expect(object["positionsUpToSymmetry"] is Int)
    #expect(json.stderr.isEmpty)  // no progress line when stderr is not a terminal
  }

  @Test func perftOfAFinishedBoardAtDepthZero() throws {
    for arguments in [
      ["perft", "0", "--from", "XXX/OO./..."], ["perft", "--from", "XXX/OO./..."],
    ] {
      let result = try AI.run(arguments)
      #expect(result.status == 0)
      #expect(result.stdout.contains("nodes: 1\n"))
      #expect(!result.stdout.contains("positions"))
    }
  }
}
