import DataFiles
import Foundation
import Testing

@testable import TicTacToe
@testable import TicTacToeTools

/// Every data type survives a JSON round trip, and what is read back is checked as the
/// engine checks its own input.
@Suite struct CodableTests {
  static func roundTrip<T: Codable & Equatable>(_ value: T) throws -> T {
    try JSONDecoder().decode(T.self, from: JSONEncoder().encode(value))
  }

  /// A few positions of every geometry: the start and the positions along a game that
  /// fills the board in cell order (stopping where it ends).
  static var samples: [Position] {
    GeometryTests.all.flatMap { geometry in
      var position = Position.start(geometry)
      var seen = [position]
      for cell in 0..<geometry.cellCount where position.status == .ongoing {
        position = position.playingLegal(cell)
        seen.append(position)
      }
      return seen
    }
  }

  @Test func theNotationReadsBackAsTheSamePositionOnEveryGeometry() throws {
    for position in Self.samples {
      do {
        let read = try Position(notation: position.notation)
        #expect(read == position, "\(position.notation)")
      } catch {
        Issue.record("\(position.geometry) \(position.notation): \(error)")
      }
    }
    #expect(try Position(notation: "..../..../..../.... k=3").geometry.k == 3)
    #expect(try Position(notation: "X.O../ k=3").geometry == Geometry(rows: 1, columns: 5, k: 3))
  }

  @Test func theNotationRefusesAMalformedOrDisagreeingLineLength() {
    #expect(throws: TicTacToeError.invalidLineLength("x")) {
      try Position(notation: "..../..../..../.... k=x")
    }
    #expect(throws: TicTacToeError.shapeMismatch(.k, given: 4, written: 3)) {
      try Position(notation: "..../..../..../.... k=3", k: 4)
    }
    #expect(throws: TicTacToeError.kOutOfRange(k: 5, rows: 4, columns: 4)) {
      try Position(notation: "..../..../..../.... k=5")
    }
    #expect(throws: TicTacToeError.shapeMismatch(.rows, given: 2, written: 1)) {
      try Position(notation: "X.O../", rows: 2)
    }
  }

  @Test func positionsGamesAndGeometriesRoundTrip() throws {
    for geometry in GeometryTests.all {
      #expect(try Self.roundTrip(geometry) == geometry)
    }
    // Each read builds its geometry's tables: every position of the small boards, the
    // last of each game on the others.
    let samples = Self.samples
    for (index, position) in samples.enumerated() {
      let isLast = index + 1 == samples.count || samples[index + 1].geometry != position.geometry
      if position.geometry.cellCount <= 9 || isLast {
        #expect(try Self.roundTrip(position) == position)
      }
      #expect(try Self.roundTrip(position.status) == position.status)
      #expect(try Self.roundTrip(position.x) == position.x)
    }
    var game = Game(geometry: try Geometry(rows: 4, columns: 4, k: 3))
    for cell in [5, 0, 6, 1] { try game.play(cell) }
    let restored = try Self.roundTrip(game)
    #expect(restored == game)
    #expect(restored.history == [5, 0, 6, 1] && restored.start == game.start)
  }

  /// Every level an app can write either reads back or refuses to be written: a save
  /// that could never be read is never made.
  @Test func everyLevelThatEncodesDecodes() throws {
    for level in LevelTests.levels {
      #expect(try Self.roundTrip(level) == level)
    }
    for plies in [0, 17, -3] {
      #expect(throws: EncodingError.self) { try JSONEncoder().encode(Level.lookAhead(plies)) }
    }
  }

  /// Random games on a few shapes, stopped at random and some moves taken back: each
  /// game and each position along it reads back equal.
  @Test func randomGamesAndTheirPositionsRoundTrip() throws {
    var generator = SeededGenerator(seed: 23)
    let shapes = [
      Geometry.ticTacToe, try Geometry(rows: 4, columns: 4, k: 3),
      try Geometry(rows: 2, columns: 5),
    ]
    for geometry in shapes {
      for _ in 0..<30 {
        var game = Game(geometry: geometry)
        let length = Int.random(in: 0...geometry.cellCount, using: &generator)
        while game.history.count < length,
          let cell = Array(game.legalMoves).randomElement(using: &generator)
        {
          try game.play(cell)
          #expect(try Self.roundTrip(game.position) == game.position)
        }
        for _ in 0..<Int.random(in: 0...2, using: &generator) { game.undo() }
        let restored = try Self.roundTrip(game)
        #expect(restored == game, "\(game.history)")
        #expect(restored.undoneMoves == game.undoneMoves)
      }
    }
  }

  @Test func analysesAndCountsRoundTrip() throws {
    var searcher = Searcher()
    let analysis = try searcher.analyze(try Position(notation: "X.O/.X./..."))
    #expect(try Self.roundTrip(analysis) == analysis)
    var counter = PerftCounter()
    let perft = try counter.count(from: .start(), depth: 4, method: .hashed)
    #expect(try Self.roundTrip(perft) == perft)
    let solution = try #require(SolutionTable(geometry: .ticTacToe).first { _ in true })
    #expect(try Self.roundTrip(solution) == solution)
    #expect(try Self.roundTrip(Player.o) == .o)
  }

  /// Every analysis and hint of every reachable 3x3 position (every 29th but in the long
  /// form), and of the positions along a game on every other geometry (every third of those
  /// of six empty cells or fewer but in the long form), reads back equal; so do a tally and
  /// a bench's runs.
  @Test func everyAnswerRoundTrips() throws {
    var searchers: [Geometry: Searcher] = [:]
    let reachable = ReachablePositions(.ticTacToe).all.enumerated()
      .filter { LongTests.enabled || $0.offset % 29 == 0 }.map(\.element)
    // Reading an analysis back searches its position twice, each time with a table of its
    // own: cold searches of more than six empty cells, in a debug build, in the long form
    // only.
    let positions =
      reachable
      + Self.samples.filter { LongTests.enabled || $0.emptyCells.count <= 6 }.enumerated()
      .filter { LongTests.enabled || $0.offset % 3 == 0 }.map(\.element)
    for position in positions {
      var searcher = searchers[position.geometry] ?? Searcher(geometry: position.geometry)
      defer { searchers[position.geometry] = searcher }
      let analysis = try searcher.analyze(position)
      #expect(try Self.roundTrip(analysis) == analysis, "\(position)")
      #expect(try Self.roundTrip(analysis.hint) == analysis.hint, "\(position)")
      for move in analysis.moves { #expect(try Self.roundTrip(move) == move) }
      if let value = analysis.evaluation { #expect(try Self.roundTrip(value) == value) }
      if position.geometry.cellCount > 9 { searchers[position.geometry] = nil }
    }
    var match = try Match(x: .perfect, o: .random)
    var generator = SeededGenerator(seed: 3)
    let tally = match.play(games: 20, using: &generator)
    #expect(try Self.roundTrip(tally) == tally)
    var bench = Bench()
    let measured = bench.measure(.alphabeta, runs: 3)
    #expect(try Self.roundTrip(measured) == measured)
    var counter = PerftCounter()
    for (method, divide) in [(PerftCounter.Method.walk, true), (.hashed, true), (.hashed, false)] {
      let count = try counter.count(from: .start(), depth: 5, method: method, divide: divide)
      #expect(try Self.roundTrip(count) == count)
    }
  }

  @Test func theWrittenFormIsReadable() throws {
    let position = try Position(notation: "X.O/.X./...")
    let text = String(decoding: try JSONEncoder().encode(position), as: UTF8.self)
    #expect(text.contains(#""board":"X.O\/.X.\/...""#) || text.contains(#""board":"X.O/.X./...""#))
    let cells = String(
      decoding: try JSONEncoder().encode(Bitboard(rawValue: 0b1_0001_0001)), as: UTF8.self)
    #expect(cells == "[1,5,9]")
    let status = String(decoding: try JSONEncoder().encode(GameStatus.won(.x)), as: UTF8.self)
    #expect(status == #""x-won""#)
  }

  /// A game writes what redo would play only when there is some, so a game without
  /// reads and writes as before; what is read is checked as moves are.
  @Test func aGameWritesItsUndoneMovesOnlyWhenItHasSome() throws {
    var game = Game()
    for cell in [4, 0] { try game.play(cell) }
    let text = { String(decoding: try JSONEncoder().encode(game), as: UTF8.self) }
    #expect(try !text().contains("undone"))
    game.undo()
    #expect(try text().contains(#""undone":[1]"#))
    let start = try String(decoding: JSONEncoder().encode(Position.start()), as: UTF8.self)
    let replayed = #"{"start":\#(start),"moves":[5],"undone":[5]}"#
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(Game.self, from: Data(replayed.utf8))
    }
  }

  @Test func decodingRefusesWhatTheEngineRefuses() throws {
    let decoder = JSONDecoder()
    func decodes<T: Decodable>(_ type: T.Type, _ json: String) -> Bool {
      (try? decoder.decode(type, from: Data(json.utf8))) != nil
    }
    #expect(!decodes(Geometry.self, #"{"rows":9,"cols":8,"k":3}"#))
    #expect(decodes(Bitboard.self, "[1,16]"))
    #expect(!decodes(Bitboard.self, "[65]") && !decodes(Bitboard.self, "[0]"))
    #expect(decodes(Bitboard.self, "[64]") && !decodes(CellSet<UInt16>.self, "[17]"))
    #expect(!decodes(Bitboard.self, "[3,3]"))
    #expect(!decodes(CellLine.self, "[0]") && !decodes(CellLine.self, "[65]"))
    #expect(!decodes(GameStatus.self, #""won""#))
    #expect(!decodes(Position.self, #"{"board":"XXX/OOO/...","rows":3,"cols":3,"k":3}"#))
    #expect(!decodes(Position.self, #"{"board":".../.../...","rows":3,"cols":4}"#))
    let start = #"{"board":".../.../...","rows":3,"cols":3,"k":3}"#
    #expect(decodes(Game.self, #"{"start":\#(start),"moves":[5,1]}"#))
    #expect(!decodes(Game.self, #"{"start":\#(start),"moves":[5,5]}"#))
    #expect(!decodes(Game.self, #"{"start":\#(start),"moves":[0]}"#))
    do {
      _ = try decoder.decode(Game.self, from: Data(#"{"start":\#(start),"moves":[5,10]}"#.utf8))
      Issue.record("an off-board move was read")
    } catch let DecodingError.dataCorrupted(context) {
      #expect(context.underlyingError as? TicTacToeError == .cellOffBoard(cell: 9, cellCount: 9))
    }
  }

  @Test func aGameIsRebuiltFromItsStartAndMoves() throws {
    var game = Game()
    for cell in [4, 0, 8] { try game.play(cell) }
    #expect(try Game(from: game.start, moves: game.history) == game)
    #expect(throws: TicTacToeError.cellTaken(cell: 4, by: .x)) {
      try Game(from: .start(), moves: [4, 4])
    }
  }
}
