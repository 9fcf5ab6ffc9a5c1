import DataFiles
import Foundation
import Testing
import TicTacToe
import TicTacToeTools

/// What an app does with the engine, through its public API alone (no `@testable`): play
/// against every level, take back a move, ask for a hint, save and restore a game, and
/// search off the main actor. Expected values are published facts about tic-tac-toe.
@Suite struct AppTests {
  /// The levels an app offers: the standard ones and a few look-aheads.
  static let levels = Level.standard + (1...4).map(Level.lookAhead)

  @Test(arguments: levels)
  func playsAWholeGameAgainstEachLevel(level: Level) throws {
    var game = Game()
    var searcher = Searcher()
    var generator = SeededGenerator(seed: 11)
    while let player = game.toMove {
      if player == .x {
        // The person taps the first empty cell.
        try game.play(try #require(game.legalMoves.first), as: .x)
      } else {
        let reply = try #require(
          try level.chooseMove(in: game.position, searcher: &searcher, using: &generator))
        try game.play(reply, as: .o)
      }
    }
    #expect(game.position.status.isOver && game.history.count >= 5)
    #expect(try level.chooseMove(in: game.position, searcher: &searcher, using: &generator) == nil)
    // Perfect play never loses, whatever the person does.
    if level == .perfect { #expect(game.position.status.winner != .x) }
  }

  @Test func undoesATurnAndGivesAHint() throws {
    var game = Game()
    try game.play(4)  // X takes the centre
    try game.play(1)  // O answers on an edge, which loses
    #expect(game.undoTurn(of: .o) == [1])
    #expect(
      game.toMove == .o && Array(game.legalMoves) == [0, 1, 2, 3, 5, 6, 7, 8])
    #expect(game.redo() == 1 && game.undo() == 1)  // the person changes their mind twice
    var searcher = Searcher()
    let hint = try searcher.bestMoves(game.position)
    // Against the centre only a corner draws: the well-known answer.
    #expect(Array(hint.bestMoves) == [0, 2, 6, 8] && hint.toMove == .o)
    #expect(hint.evaluation?.outcome == .draw)
  }

  @Test func refusesAnIllegalTapWithATypedError() throws {
    var game = Game()
    try game.play(4)
    #expect(throws: TicTacToeError.cellTaken(cell: 4, by: .x)) { try game.play(4) }
    #expect(throws: TicTacToeError.notYourTurn(.x)) { try game.play(0, as: .x) }
    #expect(throws: TicTacToeError.cellOffBoard(cell: 9, cellCount: 9)) { try game.play(9) }
    #expect(throws: TicTacToeError.tooManyCells(rows: 9, columns: 9)) {
      try Geometry(rows: 9, columns: 9)
    }
    // A level or searcher the app got wrong is refused as well, rather than stop the app.
    var (searcher, generator) = (Searcher(), SeededGenerator(seed: 1))
    #expect(throws: TicTacToeError.lookAheadOutOfRange(plies: 0)) {
      try Level.lookAhead(0).chooseMove(in: game.position, searcher: &searcher, using: &generator)
    }
    let big = Position.start(try Geometry(rows: 4, columns: 4))
    #expect(throws: TicTacToeError.geometryMismatch(searcher: .ticTacToe, position: big.geometry)) {
      try searcher.bestMoves(big)
    }
    #expect(game.history == [4])  // nothing refused was played
  }

  @Test func savesAndRestoresAGameAndItsLevel() throws {
    var game = Game(geometry: try Geometry(rows: 4, columns: 4, k: 3))
    for cell in [5, 0, 6] { try game.play(cell) }
    let saved = try JSONEncoder().encode(SavedGame(game: game, level: .lookAhead(3)))
    var restored = try JSONDecoder().decode(SavedGame.self, from: saved)
    #expect(restored.game == game && restored.level == .lookAhead(3))
    try restored.game.play(7)  // and play goes on
    #expect(restored.game.history == [5, 0, 6, 7])
    let position = try Position(notation: game.position.notation)
    #expect(position == game.position)
  }

  @Test func refusesATamperedSave() throws {
    let text =
      #"{"start":{"board":".../.../...","rows":3,"cols":3,"k":3},"moves":[5,5]}"#
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(Game.self, from: Data(text.utf8))
    }
  }

  @Test func analysesInADetachedTask() async throws {
    let analysis = try await Task.detached {
      var searcher = Searcher()
      return try searcher.analyze(.start())
    }.value
    // Tic-tac-toe is a draw with perfect play, and lasts all nine plies; every first
    // move draws.
    #expect(analysis.evaluation == Evaluation(outcome: .draw, plies: 9))
    #expect(analysis.principalVariation.count == 9)
    #expect(
      analysis.moves.count == 9 && analysis.moves.allSatisfy { $0.evaluation.outcome == .draw })
    // What it found can be saved and read back.
    let saved = try JSONEncoder().encode(analysis)
    #expect(try JSONDecoder().decode(Analysis.self, from: saved) == analysis)
  }

  /// The engine an app holds, asked from many tasks at once about two shapes: published
  /// facts of tic-tac-toe (a draw in 9; against the centre only a corner draws) and of
  /// 4x4 with four in a row (a draw).
  @Test func answersFromManyTasksThroughOneEngine() async throws {
    let engine = Engine(seed: 5)
    let fours = try Geometry(rows: 4, columns: 4)
    let centre = try Position.start().playing(4)
    try await withThrowingTaskGroup(of: Void.self) { group in
      for _ in 0..<4 {
        group.addTask {
          let analysis = try await engine.analysis(of: .start())
          #expect(analysis.evaluation == Evaluation(outcome: .draw, plies: 9))
          let hint = try await engine.hint(for: centre)
          #expect(Array(hint.bestMoves) == [0, 2, 6, 8])
          #expect(try await engine.outcome(of: .start(fours)) == .draw)
        }
      }
      try await group.waitForAll()
    }
    #expect(Set(await engine.warmGeometries) == [.ticTacToe, fours])
    // Perfect play against perfect play draws, whoever moves.
    var game = Game()
    while let cell = try await engine.move(in: game.position, level: .perfect) {
      try game.play(cell)
    }
    #expect(game.position.status == .draw && game.history.count == 9)
  }

  /// A question from a task already cancelled is not searched.
  @Test func aCancelledTaskGetsNoAnswer() async {
    let engine = Engine()
    let asked = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await engine.analysis(of: .start())
    }
    await #expect(throws: TicTacToeError.cancelled) { try await asked.value }
  }

  @Test func keepsWarmSearchersForTheShapesItOffers() throws {
    let shapes = [Geometry.ticTacToe, try Geometry(rows: 3, columns: 4, k: 3)]
    var pool = SearcherPool(budget: shapes.map(Searcher.memoryNeeded(for:)).reduce(0, +))
    var nodes: [Int] = []
    for geometry in shapes + shapes {
      nodes.append(
        pool.withSearcher(for: geometry) { try! $0.analyze(.start(geometry)).nodes }
      )
    }
    // Both shapes fit: asked again, each searcher remembers and searches less.
    #expect(pool.geometries == shapes)
    #expect(nodes[2] < nodes[0] && nodes[3] < nodes[1])
  }

  /// The published counts of tic-tac-toe's game tree, by column (`positions`, `games`,
  /// `x_wins`, ...), from the repository's `data/perft-counts.csv`.
  static func ticTacToeCounts() throws -> [String: Int] {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("data/perft-counts.csv")
    let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
    let names = lines[0].split(separator: ",").map(String.init)
    let row = lines.first { $0.hasPrefix("3,3,3,") }!
    let values = row.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
    return Dictionary(
      uniqueKeysWithValues: zip(names, values).compactMap { name, value in
        value.map { (name, $0) }
      })
  }

  @Test func countsTheGameTreeAndListsEveryPosition() throws {
    let published = try Self.ticTacToeCounts()
    var counter = PerftCounter()
    let tree = try counter.count(from: .start(), depth: 9)
    // The published totals: every game, won by X, won by O, drawn.
    #expect(tree.games == published["games"] && tree.xWins == published["x_wins"])
    #expect(tree.oWins == published["o_wins"] && tree.draws == published["draws"])
    // Every position that arises in games of tic-tac-toe.
    let positions = SolutionTable(geometry: .ticTacToe).reduce(0) { count, _ in count + 1 }
    #expect(positions == published["positions"])
  }

  /// An app asks before it builds how much memory a shape takes, to offer only what fits
  /// its device: 4x4's searcher holds a byte for each of its 3^16 positions, 3x3's for
  /// each of its 3^9; the hashed perft holds, for the widest ply of the 4x4 tree, an entry
  /// (a key, a count of positions and a count of sequences: 16 bytes) per position.
  @Test func asksHowMuchMemoryAShapeTakesBeforeBuildingIt() throws {
    let large = try Geometry(rows: 4, columns: 4)
    let power = { (exponent: Int) in (0..<exponent).reduce(1) { product, _ in product * 3 } }
    #expect(Searcher.memoryNeeded(for: large) > power(16))
    #expect(Searcher.memoryNeeded(for: .ticTacToe) > power(9))
    #expect(Searcher.memoryNeeded(for: .ticTacToe) < 1_000_000)
    // The widest of the 17 plies holds at least their average of the positions that
    // data/perft-counts.csv gives for 4x4 (9,722,011, from the naive counter).
    let positions = try #require(
      try DataFile.rows("perft-counts.csv").first { $0["rows"] == "4" && $0["k"] == "4" }?[
        "positions"
      ].flatMap { Int($0) })
    let hashed = PerftCounter.hashedMemoryNeeded(from: .start(large), depth: 16)
    #expect(hashed > 16 * positions / 17)
    #expect(SolutionTable.memoryNeeded(for: large) > Searcher.memoryNeeded(for: large))
    #expect(Bench.memoryNeeded(for: [.solve4x4(.normal)]) > Searcher.memoryNeeded(for: large))
  }
}

/// What an app might save: the game and the level it was played at.
struct SavedGame: Codable, Equatable {
  var game: Game
  var level: Level
}
