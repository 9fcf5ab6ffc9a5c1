import DataFiles
import Foundation
import NaiveGames
import Testing
import TicTacToe
import TicTacToeTools

@_spi(Fuzzing) @testable import AICommandLine

/// One schema for what `ai ... --json` prints and what the engine's `Codable` types read
/// and write: each answer `ai` prints decodes as the engine's value, and the value encoded
/// holds the same keys and values (but those `ai` adds of its own, such as a time).
@Suite struct JSONSchemaTests {
  /// The JSON object in `text`.
  static func object(_ text: some StringProtocol) throws -> NSDictionary {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? NSDictionary)
  }

  /// `value` encoded, as an object.
  static func object(encoding value: some Encodable) throws -> NSDictionary {
    try #require(
      try JSONSerialization.jsonObject(with: JSONEncoder().encode(value)) as? NSDictionary)
  }

  /// `object` without `keys`.
  static func removing(_ keys: [String], from object: NSDictionary) -> NSDictionary {
    let copy = object.mutableCopy() as! NSMutableDictionary
    copy.removeObjects(forKeys: keys)
    return copy
  }

  static func decode<T: Decodable>(_ type: T.Type, _ text: some StringProtocol) throws -> T {
    try JSONDecoder().decode(type, from: Data(text.utf8))
  }

  /// Every reachable 3x3 position (every 29th but in the long form), then the positions
  /// along random games on other shapes and under the other rules (two each, six in the
  /// long form; from nine empty cells, twelve in the long form), from their empty board
  /// (which the long form checks again before each game: reading an analysis back searches
  /// its position again, cold, and the empty 4x4 board takes a debug build a third of a
  /// second).
  static let positions: [Position] = {
    var positions = SolutionTable(geometry: .ticTacToe).map(\.position).enumerated()
      .filter { LongTests.enabled || $0.offset % 29 == 0 }.map(\.element)
    var generator = SeededGenerator(seed: 35)
    let shapes = [
      (4, 4, 3, Rules.normal), (3, 4, 3, .normal), (1, 5, 3, .normal), (2, 5, 3, .normal),
      (4, 4, 4, .normal), (2, 2, 2, .normal), (1, 1, 1, .normal), (3, 3, 3, .misere),
      (3, 4, 3, .gravity), (4, 4, 3, .gravityMisere),
    ]
    for (rows, columns, k, rules) in shapes {
      let geometry = try! Geometry(rows: rows, columns: columns, k: k, rules: rules)
      for game in 0..<LongTests.choose(fast: 2, long: 6) {
        var position = Position.start(geometry)
        if LongTests.enabled || game == 0 { positions.append(position) }
        while let cell = Array(position.legalMoves).randomElement(using: &generator) {
          position = try! position.playing(cell)
          if position.emptyCells.count <= LongTests.choose(fast: 9, long: 12) {
            positions.append(position)
          }
        }
      }
    }
    return positions
  }()

  /// `ai analyze --json` (and `ai best --json`) of every position decodes as the engine's
  /// analysis and as its hint, and the analysis encoded is the same object.
  @Test func anAnalysisIsWhatAiPrints() throws {
    var pool = SearcherPool(budget: .max)
    for position in Self.positions {
      let analysis = try pool.withSearcher(for: position.geometry) { try $0.analyze(position) }
      let printed = analysis.json
      #expect(try Self.decode(Analysis.self, printed) == analysis, "\(printed)")
      #expect(try Self.decode(Hint.self, printed) == analysis.hint, "\(printed)")
      let object = try Self.object(printed)
      #expect(try Self.object(encoding: analysis) == object, "\(printed)")
      #expect(
        try Self.object(encoding: analysis.hint)
          == Self.removing(["pv", "pvColumns", "moves"], from: object))
    }
  }

  /// A row of `ai solve --all --format jsonl` is a hint without its shape and node count,
  /// which every row of a table shares or does not need: with them it decodes as the hint.
  @Test func aSolutionRowIsAHintWithoutItsShape() throws {
    for hint in SolutionTable(geometry: try Geometry(rows: 2, columns: 3, k: 2)) {
      var out = ByteBuffer()
      hint.writeRowJSON(to: &out)
      let row = try Self.object(out.text).mutableCopy() as! NSMutableDictionary
      row.addEntries(from: ["rows": 2, "cols": 3, "k": 2, "nodes": hint.nodes])
      let data = try JSONSerialization.data(withJSONObject: row)
      #expect(try JSONDecoder().decode(Hint.self, from: data) == hint, "\(out.text)")
      #expect(try Self.object(encoding: hint) == row)
    }
  }

  /// `ai perft --json`, walked, hashed, divided and up to symmetry, under every rule,
  /// decodes as the count, which encoded is the same object but for the time and the rate;
  /// the counts are the naive counter's.
  @Test(
    arguments: [
      (3, 3, 3, 9, PerftCounter.Method.walk, false, false), (3, 3, 3, 9, .hashed, false, true),
      (3, 3, 3, 0, .walk, false, true), (3, 3, 3, 4, .hashed, true, true),
      (4, 4, 3, 5, .walk, false, true), (2, 3, 2, 6, .hashed, true, false),
    ], Rules.allCases)
  func aPerftCountIsWhatAiPrints(
    shape: (
      rows: Int, columns: Int, k: Int, depth: Int, method: PerftCounter.Method,
      upToSymmetry: Bool, divide: Bool
    ),
    rules: Rules
  ) throws {
    let geometry = try Geometry(rows: shape.rows, columns: shape.columns, k: shape.k, rules: rules)
    var counter = PerftCounter(geometry: geometry)
    let result = try counter.count(
      from: .start(geometry), depth: shape.depth, method: shape.method,
      upToSymmetry: shape.upToSymmetry, divide: shape.divide)
    var out = ByteBuffer()
    result.write(seconds: 0.25, json: true, to: &out)
    #expect(try Self.decode(PerftResult.self, out.text) == result, "\(out.text)")
    let rate = ["seconds", "nodesPerSecond", "positionsPerSecond"]
    #expect(try Self.object(encoding: result) == Self.removing(rate, from: Self.object(out.text)))
    let naive = NaiveGameTree(
      from: NaiveBoard(
        rows: shape.rows, columns: shape.columns, k: shape.k,
        rules: NaiveRules(misere: rules.isMisere, gravity: rules.hasGravity)),
      depth: shape.depth
    ).layers
    let layers = result.layersFromRoot
    #expect(layers.map(\.perft) == naive.map(\.sequences), "\(geometry)")
    #expect(layers.map(\.xWins) == naive.map(\.xWins), "\(geometry)")
    #expect(layers.map(\.oWins) == naive.map(\.oWins), "\(geometry)")
    #expect(layers.map(\.draws) == naive.map(\.draws), "\(geometry)")
  }

  /// What the decoder checks under each rule: a count whose wins go to the side that made
  /// the line under misère (or to the other under the normal rule), whose sequences are
  /// more than the legal moves allow under gravity, or whose first move's column is not
  /// its cell's, is refused.
  @Test func aPerftCountIsCheckedUnderItsRule() throws {
    func printed(_ rules: Rules, depth: Int, divide: Bool = false) throws -> NSMutableDictionary {
      let geometry = try Geometry(rows: 3, columns: 3, k: 2, rules: rules)
      var counter = PerftCounter(geometry: geometry)
      let result = try counter.count(from: .start(geometry), depth: depth, divide: divide)
      var out = ByteBuffer()
      result.write(seconds: 0.25, json: true, to: &out)
      return try Self.object(out.text).mutableCopy() as! NSMutableDictionary
    }
    func decodes(_ object: NSDictionary) -> Bool {
      guard let data = try? JSONSerialization.data(withJSONObject: object) else { return false }
      return (try? JSONDecoder().decode(PerftResult.self, from: data)) != nil
    }
    for rules in Rules.allCases {
      // k = 2: X makes the first line at depth 3; under misère O wins it.
      let object = try printed(rules, depth: 3)
      #expect(decodes(object), "\(rules)")
      var layers = try #require(object["perDepth"] as? [[String: Int]])
      let (winner, loser) = rules.isMisere ? ("oWins", "xWins") : ("xWins", "oWins")
      #expect(layers[3][winner]! > 0 && layers[3][loser] == 0, "\(rules)")
      (layers[3][winner], layers[3][loser]) = (layers[3][loser], layers[3][winner])
      let swapped = object.mutableCopy() as! NSMutableDictionary
      swapped["perDepth"] = layers
      (swapped["xWins"], swapped["oWins"]) = (object["oWins"], object["xWins"])
      #expect(!decodes(swapped), "\(rules): the wins of the wrong side")
      // One more sequence at depth 1 than the legal moves.
      let more = object.mutableCopy() as! NSMutableDictionary
      var wider = try #require(object["perDepth"] as? [[String: Int]])
      wider[1]["perft"]! += 1
      more["perDepth"] = wider
      more["nodes"] = (object["nodes"] as! Int) + 1
      #expect(!decodes(more), "\(rules): more first moves than the rule allows")
    }
    let gravity = try printed(.gravity, depth: 2, divide: true)
    #expect(decodes(gravity))
    var divide = try #require(gravity["divide"] as? [[String: Int]])
    #expect(divide.map { $0["column"] } == [1, 2, 3] && divide.map { $0["cell"] } == [7, 8, 9])
    divide[0]["column"] = 2
    gravity["divide"] = divide
    #expect(!decodes(gravity), "a column that is not its cell's")
    let normal = try printed(.normal, depth: 1, divide: true)
    var cells = try #require(normal["divide"] as? [[String: Int]])
    cells[0]["column"] = 1
    normal["divide"] = cells
    #expect(!decodes(normal), "a column under the normal rule")
  }

  /// `ai match --json` decodes as the tally, which encoded is its counts.
  @Test func aMatchIsWhatAiPrints() throws {
    var match = try Match(x: .strong, o: .casual)
    var generator = SeededGenerator(seed: 9)
    let result = match.play(games: 50, using: &generator)
    var out = ByteBuffer()
    match.write(result, seed: 9, seconds: 0.5, json: true, to: &out)
    #expect(try Self.decode(MatchResult.self, out.text) == result)
    let ofTheMatch = ["x", "o", "board", "rows", "cols", "k", "seed", "seconds"]
    #expect(
      try Self.object(encoding: result) == Self.removing(ofTheMatch, from: Self.object(out.text)))
  }

  /// A workload of `ai bench --json` holds the keys of the measurement encoded, with the
  /// same values (the times as `ai` rounds them, to the nanosecond); the measurement adds
  /// its result and every run's time, without which it is not read.
  @Test func aBenchWorkloadIsWhatAiPrints() throws {
    var bench = Bench()
    let measurement = bench.measure(.memo, runs: 3)
    var out = ByteBuffer()
    Bench.write([measurement], json: true, to: &out)
    let workloads = try Self.object(out.text)["workloads"] as? [NSDictionary]
    let printed = try #require(workloads?.first)
    let encoded = try Self.object(encoding: measurement)
    #expect(
      Set(encoded.allKeys as! [String])
        == Set(printed.allKeys as! [String] + ["result", "seconds"]))
    for key in ["name", "nodes", "runs", "nodesPerSecond"] {
      #expect(encoded[key] as? NSObject == printed[key] as? NSObject, "\(key)")
    }
    for key in ["medianSeconds", "minSeconds"] {
      let (mine, theirs) = (encoded[key] as? Double ?? -1, printed[key] as? Double ?? 1)
      #expect(abs(mine - theirs) <= 1e-9, "\(key)")
    }
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(
        BenchMeasurement.self, from: JSONSerialization.data(withJSONObject: printed))
    }
  }
}
