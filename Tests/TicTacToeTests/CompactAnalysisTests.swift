import NaiveGames
import Testing
import TicTacToe

/// `Searcher.compactAnalysis(of:)` and `Searcher.bestMoveSet(_:)`, the answers of a batch:
/// one warm searcher answers position after position, and every answer is checked
/// against the naive solver, which shares no code with the engine.
@Suite struct CompactAnalysisTests {
  /// The engine's position for a naive board.
  static func position(_ board: NaiveBoard) throws -> Position {
    let (x, o) = board.masks
    return try Position(
      geometry: Geometry(rows: board.rows, columns: board.columns, k: board.k),
      x: Bitboard(rawValue: x), o: Bitboard(rawValue: o))
  }

  /// The naive value as an engine evaluation.
  static func evaluation(_ value: NaiveValue) -> Evaluation {
    Evaluation(outcome: Outcome(rawValue: value.outcome.rawValue)!, plies: value.plies)
  }

  /// A number that grows with a value's worth for the side in question: the naive
  /// solver's order, written out here rather than taken from the engine.
  static func rank(_ value: NaiveValue) -> Int {
    switch value.outcome {
    case .win: 1_000 - value.plies
    case .draw: 0
    case .loss: value.plies - 1_000
    }
  }

  /// Checks what `searcher` says of `board` against `solver`.
  static func check(
    _ board: NaiveBoard, searcher: inout Searcher, solver: inout NaiveSolver
  ) throws {
    let position = try position(board)
    let compact = searcher.compactAnalysis(of: position)
    let (evaluation, cells) = searcher.bestMoveSet(position)
    let notation = position.notation
    guard !board.isOver else {
      #expect(compact.evaluation == nil && evaluation == nil, "\(notation)")
      #expect(compact.legalMoves.isEmpty && compact.bestMoves.isEmpty && cells.isEmpty)
      #expect(compact.principalVariation.isEmpty && compact.nodes == 0)
      #expect(compact.status.isOver && compact.toMove == nil)
      return
    }
    let moves = solver.moveValues(of: board)
    let top = moves.map { rank($0.value) }.max()!
    let best = moves.filter { rank($0.value) == top }
    #expect(compact.status == .ongoing, "\(notation)")
    #expect(Array(compact.legalMoves) == moves.map(\.cell), "\(notation)")
    for (cell, value) in moves {
      #expect(compact.evaluation(ofMove: cell) == Self.evaluation(value), "\(notation) \(cell)")
    }
    #expect(Array(compact.bestMoves) == best.map(\.cell), "\(notation)")
    #expect(compact.evaluation == Self.evaluation(best[0].value), "\(notation)")
    #expect(Array(cells) == best.map(\.cell), "\(notation)")
    #expect(evaluation == Self.evaluation(best[0].value), "\(notation)")
    // The line: the lowest best move at each step, to the end of the game.
    var step = board
    for cell in compact.principalVariation {
      let replies = solver.moveValues(of: step)
      let most = replies.map { rank($0.value) }.max()!
      #expect(cell == replies.first { rank($0.value) == most }!.cell, "\(notation)")
      step = step.playing(cell)
      if step.isOver { break }
    }
    #expect(step.isOver, "\(notation)")
    #expect(compact.principalVariation.count == best[0].value.plies, "\(notation)")
  }

  @Test func everyReachable3x3PositionWithOneWarmSearcher() throws {
    var boards = NaiveBoard.reachable(rows: 3, columns: 3, k: 3).flatMap { $0 }
    var generator = SeededGenerator(seed: 15)
    boards.shuffle(using: &generator)
    #expect(boards.count == 5_478)
    var searcher = Searcher()
    var solver = NaiveSolver(rows: 3, columns: 3, k: 3)
    for board in boards + boards.prefix(500) {  // some of them again, the table warmer
      try Self.check(board, searcher: &searcher, solver: &solver)
    }
  }

  @Test(arguments: [(4, 4, 4), (4, 4, 3), (3, 4, 3)])
  func randomReachablePositionsWithOneWarmSearcher(rows: Int, columns: Int, k: Int) throws {
    var generator = SeededGenerator(seed: UInt64(rows * 100 + columns * 10 + k))
    var searcher = Searcher(geometry: try Geometry(rows: rows, columns: columns, k: k))
    var solver = NaiveSolver(rows: rows, columns: columns, k: k)
    for _ in 0..<120 {
      // A random game stopped at a random ply, after enough pieces that the naive
      // solver's tree stays small.
      var board = NaiveBoard(rows: rows, columns: columns, k: k)
      let stop = Int.random(in: 6...(rows * columns), using: &generator)
      for _ in 0..<stop where !board.isOver {
        board = board.playing(board.emptyCells.randomElement(using: &generator)!)
      }
      try Self.check(board, searcher: &searcher, solver: &solver)
    }
  }

  @Test func theArraysHoldWhatTheCompactFormHolds() throws {
    var searcher = Searcher()
    var other = Searcher()
    for notation in ["XO./.X./...", ".........", "XXX/OO./...", "X.O/.X./..O"] {
      let position = try Position(notation: notation)
      let compact = searcher.compactAnalysis(of: position)
      let analysis = Analysis(compact)
      #expect(analysis.position == position && analysis.evaluation == compact.evaluation)
      #expect(analysis.bestMoves == Array(compact.bestMoves))
      #expect(analysis.principalVariation == Array(compact.principalVariation))
      #expect(analysis.moves.map(\.cell) == Array(compact.legalMoves))
      #expect(analysis.nodes == compact.nodes)
      #expect(other.analyze(position) == analysis)  // the same search, the same nodes
    }
  }

  @Test func aCellLineKeepsItsOrder() {
    var line = CellLine()
    #expect(line.isEmpty)
    for cell in [4, 0, 15, 7] { line.append(cell) }
    #expect(Array(line) == [4, 0, 15, 7] && line.count == 4 && line[2] == 15)
    var copy = line
    copy.append(1)
    #expect(line.count == 4 && copy.count == 5 && copy != line)
  }
}
