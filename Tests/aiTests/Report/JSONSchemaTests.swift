import DataFiles
import Foundation
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
  /// along random games on other shapes (two each, six in the long form; from nine empty
  /// cells, twelve in the long form), from their empty board (which the long form checks
  /// again before each game: reading an analysis back searches its position again, cold,
  /// and the empty 4x4 board takes a debug build a third of a second).
  static let positions: [Position] = {
    var positions = SolutionTable(geometry: .ticTacToe).map(\.position).enumerated()
      .filter { LongTests.enabled || $0.offset % 29 == 0 }.map(\.element)
    var generator = SeededGenerator(seed: 35)
    let shapes = [(4, 4, 3), (3, 4, 3), (1, 5, 3), (2, 5, 3), (4, 4, 4), (2, 2, 2), (1, 1, 1)]
    for (rows, columns, k) in shapes {
      let geometry = try! Geometry(rows: rows, columns: columns, k: k)
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
        try Self.object(encoding: analysis.hint) == Self.removing(["pv", "moves"], from: object))
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

  /// `ai perft --json`, walked, hashed, divided and up to symmetry, decodes as the count,
  /// which encoded is the same object but for the time and the rate.
  @Test(arguments: [
    (3, 3, 3, 9, PerftCounter.Method.walk, false, false), (3, 3, 3, 9, .hashed, false, true),
    (3, 3, 3, 0, .walk, false, true), (3, 3, 3, 4, .hashed, true, true),
    (4, 4, 3, 5, .walk, false, true), (2, 3, 2, 6, .hashed, true, false),
  ])
  func aPerftCountIsWhatAiPrints(
    rows: Int, columns: Int, k: Int, depth: Int, method: PerftCounter.Method,
    upToSymmetry: Bool, divide: Bool
  ) throws {
    let geometry = try Geometry(rows: rows, columns: columns, k: k)
    var counter = PerftCounter(geometry: geometry)
    let result = try counter.count(
      from: .start(geometry), depth: depth, method: method, upToSymmetry: upToSymmetry,
      divide: divide)
    var out = ByteBuffer()
    result.write(seconds: 0.25, json: true, to: &out)
    #expect(try Self.decode(PerftResult.self, out.text) == result, "\(out.text)")
    let rate = ["seconds", "nodesPerSecond", "positionsPerSecond"]
    #expect(try Self.object(encoding: result) == Self.removing(rate, from: Self.object(out.text)))
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
