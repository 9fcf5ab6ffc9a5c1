import Foundation
import Testing
import TicTacToe
import TicTacToeTools

/// What an app reads from JSON, its own saves or what `ai ... --json` printed: one schema,
/// the command line's (cells counted from 1, as `ai` and its API count them), and every
/// value read is checked against its position, so that a forged file is refused.
@Suite struct AppJSONTests {
  /// What `ai analyze XO./.X./... --json` prints, as `docs/notation.md` shows it.
  static let analysisJSON =
    #"{"board": "XO./.X./...", "rows": 3, "cols": 3, "k": 3, "toMove": "O", "#
    + #""status": "ongoing", "value": "loss", "plies": 4, "best": [9], "pv": [9, 4, 3, 6], "#
    + #""moves": [{"cell": 3, "row": 0, "col": 2, "value": "loss", "plies": 2}, "#
    + #"{"cell": 4, "row": 1, "col": 0, "value": "loss", "plies": 2}, "#
    + #"{"cell": 6, "row": 1, "col": 2, "value": "loss", "plies": 2}, "#
    + #"{"cell": 7, "row": 2, "col": 0, "value": "loss", "plies": 2}, "#
    + #"{"cell": 8, "row": 2, "col": 1, "value": "loss", "plies": 2}, "#
    + #"{"cell": 9, "row": 2, "col": 2, "value": "loss", "plies": 4}], "nodes": 18}"#

  static func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
    try JSONDecoder().decode(type, from: Data(json.utf8))
  }

  /// The `TicTacToeError` a refused decoding gives as its reason, if any.
  static func reason(_ error: any Error) -> TicTacToeError? {
    guard case DecodingError.dataCorrupted(let context) = error else { return nil }
    return context.underlyingError as? TicTacToeError
  }

  /// The manual's analysis reads as the engine's own: O loses whatever it does, slowest by
  /// the corner 9 (cell index 8), and the line 9 4 3 6 ends the game.
  @Test func anAnalysisReadsAsAiPrintsIt() throws {
    let analysis = try Self.decode(Analysis.self, Self.analysisJSON)
    let position = try Position(notation: "XO./.X./...")
    #expect(analysis.position == position && analysis.status == .ongoing)
    #expect(Array(analysis.bestMoves) == [8] && Array(analysis.principalVariation) == [8, 3, 2, 5])
    #expect(analysis.evaluation == Evaluation(outcome: .loss, plies: 4))
    #expect(analysis.moves.map(\.cell) == [2, 3, 5, 6, 7, 8])
    #expect(analysis.moves.map(\.row) == [0, 1, 1, 2, 2, 2])
    #expect(analysis.moves.map(\.column) == [2, 0, 2, 0, 1, 2])
    var searcher = Searcher()
    #expect(analysis == (try searcher.analyze(position)))
    // A key of no schema, such as the scores an analysis once wrote, is no part of it.
    let scores = Self.analysisJSON.replacingOccurrences(
      of: #""nodes""#, with: #""scores": [-128, 0, 0, 0, 0, 0, 0, 0, 0], "nodes""#)
    #expect(try Self.decode(Analysis.self, scores) == analysis)
    let hint = try Self.decode(Hint.self, Self.analysisJSON)
    #expect(hint == analysis.hint && Array(hint.bestMoves) == [8])
  }

  /// What an app writes reads back the same, and is written as `ai` writes it.
  @Test func anAnalysisWritesAsAiPrintsIt() throws {
    let analysis = try Self.decode(Analysis.self, Self.analysisJSON)
    let written = try JSONEncoder().encode(analysis)
    #expect(try JSONDecoder().decode(Analysis.self, from: written) == analysis)
    let object = try JSONSerialization.jsonObject(with: written) as? NSDictionary
    let printed = try JSONSerialization.jsonObject(with: Data(Self.analysisJSON.utf8))
    #expect(object == printed as? NSDictionary)
  }

  /// The manual's analysis, each time with one thing changed that no search gives: what,
  /// the text replaced, and the text in its place.
  static let forgedAnalyses: [(String, String, String)] = [
    ("a loss in -118", #""value": "loss", "plies": 4}"#, #""value": "loss", "plies": -118}"#),
    ("a loss in 3 plies", #""plies": 4, "best""#, #""plies": 3, "best""#),
    ("a loss slower than its best move's", #""plies": 4, "best""#, #""plies": 6, "best""#),
    (
      "a draw among losses", #""value": "loss", "plies": 4, "best""#,
      #""value": "draw", "plies": 6, "best""#
    ),
    (
      "a win in 1 that makes no line", #""col": 2, "value": "loss", "plies": 2"#,
      #""col": 2, "value": "win", "plies": 1"#
    ),
    ("a best move that is not the best", #""best": [9]"#, #""best": [3]"#),
    ("a best move missing", #""best": [9]"#, #""best": []"#),
    ("a best move twice", #""best": [9]"#, #""best": [9, 9]"#),
    ("a line that stops early", #""pv": [9, 4, 3, 6]"#, #""pv": [9, 4, 3]"#),
    ("a line that goes on", #""pv": [9, 4, 3, 6]"#, #""pv": [9, 4, 3, 6, 7]"#),
    ("a line that starts elsewhere", #""pv": [9, 4, 3, 6]"#, #""pv": [3, 4, 9, 6]"#),
    ("a line through a taken cell", #""pv": [9, 4, 3, 6]"#, #""pv": [9, 9, 3, 6]"#),
    ("a move on the wrong row", #""cell": 4, "row": 1"#, #""cell": 4, "row": 0"#),
    ("a move missing", #"{"cell": 3, "row": 0, "col": 2, "value": "loss", "plies": 2}, "#, ""),
    (
      "a move twice", #"{"cell": 4, "#,
      #"{"cell": 3, "row": 0, "col": 2, "value": "loss", "plies": 2}, {"cell": 4, "#
    ),
    ("the wrong side to move", #""toMove": "O""#, #""toMove": "X""#),
    ("the wrong status", #""status": "ongoing""#, #""status": "x-won""#),
    ("no status", #""status": "ongoing""#, #""state": "ongoing""#),
    ("no nodes", #", "nodes": 18"#, ""),
    ("negative nodes", #""nodes": 18"#, #""nodes": -18"#),
  ]

  @Test(arguments: forgedAnalyses)
  func aForgedAnalysisIsRefused(what: String, original: String, forged: String) throws {
    try #require(Self.analysisJSON.contains(original), "\(what): \(original)")
    let json = Self.analysisJSON.replacingOccurrences(of: original, with: forged)
    #expect(throws: DecodingError.self, "\(what)") { try Self.decode(Analysis.self, json) }
  }

  /// The engine's own analysis of a finished board, but for what `ai` shows of it.
  @Test func aFinishedGameIsReadAsFinishedOnly() throws {
    let over =
      #"{"board": "XXX/OO./...", "rows": 3, "cols": 3, "k": 3, "toMove": null, "#
      + #""status": "x-won", "value": null, "plies": 0, "best": [], "pv": [], "moves": [], "#
      + #""nodes": 0}"#
    var searcher = Searcher()
    #expect(
      try Self.decode(Analysis.self, over) == searcher.analyze(Position(notation: "XXX/OO./...")))
    let ongoing = over.replacingOccurrences(of: #""x-won""#, with: #""ongoing""#)
    #expect(throws: DecodingError.self) { try Self.decode(Analysis.self, ongoing) }
    let playing = over.replacingOccurrences(of: #""toMove": null"#, with: #""toMove": "O""#)
    #expect(throws: DecodingError.self) { try Self.decode(Analysis.self, playing) }
    let moving = over.replacingOccurrences(of: #""best": []"#, with: #""best": [6]"#)
    #expect(throws: DecodingError.self) { try Self.decode(Hint.self, moving) }
  }

  /// A move off the board or onto a taken cell is refused with the engine's own reason.
  @Test func aMoveOffTheBoardOrTakenIsRefusedWithItsReason() throws {
    let off = Self.analysisJSON.replacingOccurrences(
      of: #""best": [9], "pv": [9,"#, with: #""best": [10], "pv": [9,"#)
    do {
      _ = try Self.decode(Analysis.self, off)
      Issue.record("a best move off the board was read")
    } catch {
      #expect(Self.reason(error) == .cellOffBoard(cell: 9, cellCount: 9), "\(error)")
    }
    let taken = Self.analysisJSON.replacingOccurrences(
      of: #""pv": [9, 4, 3, 6]"#, with: #""pv": [1, 4, 3, 6]"#)
    do {
      _ = try Self.decode(Analysis.self, taken)
      Issue.record("a line through a taken cell was read")
    } catch {
      #expect(Self.reason(error) == .cellTaken(cell: 0, by: .x), "\(error)")
    }
  }

  /// A hint says which moves are best: X wins at once at 3 on `XX./OO./...` (a line), and
  /// no other move wins in one ply.
  @Test func aHintIsCheckedAgainstItsPosition() throws {
    let hint =
      #"{"board": "XX./OO./...", "rows": 3, "cols": 3, "k": 3, "toMove": "X", "#
      + #""status": "ongoing", "value": "win", "plies": 1, "best": [3], "nodes": 0}"#
    let read = try Self.decode(Hint.self, hint)
    #expect(Array(read.bestMoves) == [2] && read.evaluation == Evaluation(outcome: .win, plies: 1))
    for forged in [#""best": [7]"#, #""best": [3, 7]"#, #""best": []"#] {
      let json = hint.replacingOccurrences(of: #""best": [3]"#, with: forged)
      #expect(throws: DecodingError.self, "\(forged)") { try Self.decode(Hint.self, json) }
    }
    let slower = hint.replacingOccurrences(of: #""plies": 1"#, with: #""plies": 3"#)
    #expect(throws: DecodingError.self) { try Self.decode(Hint.self, slower) }
  }

  /// An evaluation is read as `ai` writes a move's value: no game lasts over 16 plies, and
  /// a value counts at least its own ply. Which of a win's or a loss's parities a game
  /// allows depends on its rules (a misère win comes on the loser's move), which a value
  /// alone does not carry: an analysis is checked whole, by its position.
  @Test(arguments: [
    (#"{"value": "win", "plies": 3}"#, true), (#"{"value": "loss", "plies": 2}"#, true),
    (#"{"value": "draw", "plies": 9}"#, true), (#"{"value": "win", "plies": 2}"#, true),
    (#"{"value": "loss", "plies": 1}"#, true), (#"{"value": "draw", "plies": 0}"#, false),
    (#"{"value": "win", "plies": -9223372036854775808}"#, false),
    (#"{"value": "loss", "plies": -118}"#, false), (#"{"value": "draw", "plies": 65}"#, false),
    (#"{"outcome": "win", "plies": 3}"#, false),
  ])
  func anEvaluationIsReadWhenAGameCanLastSo(json: String, reads: Bool) throws {
    let read = try? Self.decode(Evaluation.self, json)
    #expect((read != nil) == reads, "\(json)")
    if let read {
      #expect(
        try Self.decode(
          Evaluation.self, String(decoding: JSONEncoder().encode(read), as: UTF8.self)) == read)
    }
  }

  /// A tally reads as `ai match --json` prints it, but only when its counts add up.
  @Test func aMatchResultIsReadWhenItsCountsAddUp() throws {
    let printed =
      #"{"games": 10, "xWins": 7, "oWins": 0, "draws": 3, "x": "perfect", "o": "random", "#
      + #""board": ".../.../...", "rows": 3, "cols": 3, "k": 3, "seed": "1", "seconds": 0.1}"#
    let result = try Self.decode(MatchResult.self, printed)
    #expect((result.games, result.xWins, result.oWins, result.draws) == (10, 7, 0, 3))
    for forged in [
      #"{"games": 3, "xWins": 3, "oWins": 0, "draws": -1}"#,
      #"{"games": -1, "xWins": -1, "oWins": 0, "draws": 0}"#,
      #"{"games": 4, "xWins": 3, "oWins": 0, "draws": 0}"#,
      #"{"games": 0, "xWins": 9223372036854775807, "oWins": 1, "draws": 0}"#,
    ] {
      #expect(throws: DecodingError.self, "\(forged)") { try Self.decode(MatchResult.self, forged) }
    }
  }

  /// A game is saved as its start and the cells played, numbered from 1 as `ai play
  /// --moves` takes them.
  @Test func aGameIsSavedWithItsCellsFromOne() throws {
    var game = Game()
    for cell in [4, 0, 8] { try game.play(cell) }
    game.undo()
    let written =
      try JSONSerialization.jsonObject(with: JSONEncoder().encode(game)) as? NSDictionary
    #expect(written?["moves"] as? [Int] == [5, 1] && written?["undone"] as? [Int] == [9])
    let start = written?["start"] as? NSDictionary
    #expect(start == ["board": ".../.../...", "rows": 3, "cols": 3, "k": 3] as NSDictionary)
    let read = try Self.decode(
      Game.self,
      #"{"start": {"board": ".../.../...", "rows": 3, "cols": 3, "k": 3}, "moves": [5, 1], "#
        + #""undone": [9]}"#)
    #expect(read == game && read.history == [4, 0] && read.undoneMoves == [8])
  }

  /// `ai perft 2 --json` on 3x3 (the root, 9 first moves, 72 sequences of two, no game
  /// over yet) reads as a count of the same tree; a total that does not add up, or a root
  /// row that is not the root's, is refused.
  @Test func aPerftResultReadsAsAiPrintsIt() throws {
    let printed =
      #"{"board": ".../.../...", "rows": 3, "cols": 3, "k": 3, "depth": 2, "perft": 72, "#
      + #""perDepth": [{"depth": 0, "perft": 1, "xWins": 0, "oWins": 0, "draws": 0}, "#
      + #"{"depth": 1, "perft": 9, "xWins": 0, "oWins": 0, "draws": 0}, "#
      + #"{"depth": 2, "perft": 72, "xWins": 0, "oWins": 0, "draws": 0}], "nodes": 82, "#
      + #""games": 0, "xWins": 0, "oWins": 0, "draws": 0, "seconds": 0.000004, "#
      + #""nodesPerSecond": 20500000}"#
    var counter = PerftCounter()
    #expect(try Self.decode(PerftResult.self, printed) == counter.count(from: .start(), depth: 2))
    for (original, forged) in [
      (#""nodes": 82"#, #""nodes": 83"#),
      (#""perft": 72, "perDepth""#, #""perft": 71, "perDepth""#),
      (#""perft": 9,"#, #""perft": -9,"#),
      (#""depth": 0, "perft": 1,"#, #""depth": 0, "perft": 2,"#),
      (#""depth": 2, "perft": 72, "xWins""#, #""depth": 3, "perft": 72, "xWins""#),
      (
        #""xWins": 0, "oWins": 0, "draws": 0, "seconds""#,
        #""xWins": 1, "oWins": 0, "draws": 0, "seconds""#
      ),
    ] {
      let json = printed.replacingOccurrences(of: original, with: forged)
      try #require(json != printed, "\(original)")
      #expect(throws: DecodingError.self, "\(forged)") { try Self.decode(PerftResult.self, json) }
    }
  }
}
