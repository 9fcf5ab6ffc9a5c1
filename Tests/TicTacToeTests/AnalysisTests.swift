import DataFiles
import NaiveGames
import Testing
import TicTacToe

/// `Searcher.analyze(_:)` and `Searcher.bestMoves(_:)`, the two answers of the one
/// `Analysis`: one warm searcher answers position after position, and every answer is
/// checked against the naive solver, which shares no code with the engine.
@Suite struct AnalysisTests {
  /// The engine's position for a naive board, under its rules.
  static func position(_ board: NaiveBoard) throws -> Position {
    let (x, o) = board.masks
    let rules = Rules(misere: board.rules.misere, gravity: board.rules.gravity)
    return try Position(
      geometry: Geometry(rows: board.rows, columns: board.columns, k: board.k, rules: rules),
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
    let compact = try searcher.analyze(position)
    let best = try searcher.bestMoves(position)
    let notation = position.notation
    guard !board.isOver else {
      #expect(compact.evaluation == nil && compact.moves.isEmpty, "\(notation)")
      #expect(compact.bestMoves.isEmpty && compact.principalVariation.isEmpty)
      #expect(compact.nodes == 0 && compact.hint == best)
      #expect(best.evaluation == nil && best.bestMoves.isEmpty && best.nodes == 0)
      #expect(best.status == Self.status(board) && best.toMove == nil)
      return
    }
    let moves = solver.moveValues(of: board)
    let top = moves.map { rank($0.value) }.max()!
    let optimal = moves.filter { rank($0.value) == top }
    let value = Self.evaluation(optimal[0].value)
    #expect(compact.status == .ongoing && best.status == .ongoing, "\(notation)")
    #expect(compact.toMove == (board.toMove == .x ? .x : .o), "\(notation)")
    #expect(compact.moves.map(\.cell) == moves.map(\.cell), "\(notation)")
    #expect(compact.moves.map(\.evaluation) == moves.map { Self.evaluation($0.value) })
    #expect(Array(compact.bestMoves) == optimal.map(\.cell), "\(notation)")
    #expect(compact.evaluation == value, "\(notation)")
    // The best moves alone, with their value: the analysis's own.
    #expect(Array(best.bestMoves) == optimal.map(\.cell), "\(notation)")
    #expect(best.evaluation == value && compact.hint.evaluation == value, "\(notation)")
    #expect(compact.hint.bestMoves == best.bestMoves && compact.hint.position == position)
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
    #expect(compact.principalVariation.count == value.plies, "\(notation)")
  }

  @Test func everyReachable3x3PositionWithOneWarmSearcher() throws {
    var boards = NaiveBoard.reachable(rows: 3, columns: 3, k: 3).flatMap { $0 }
    var generator = SeededGenerator(seed: 15)
    boards.shuffle(using: &generator)
    #expect(boards.count == Int(try DataFile.rows("perft-counts.csv")[0]["positions"]!)!)
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

  /// The status of a naive board, worked out here: the naive rules say who won.
  static func status(_ board: NaiveBoard) -> GameStatus {
    if let winner = board.winner { return .won(winner == .x ? .x : .o) }
    return board.isFull ? .draw : .ongoing
  }

  /// Every permutation of `elements`.
  static func permutations<T>(_ elements: [T]) -> [[T]] {
    guard let first = elements.first else { return [[]] }
    return permutations(Array(elements.dropFirst())).flatMap { rest in
      (0...rest.count).map { index in
        var permutation = rest
        permutation.insert(first, at: index)
        return permutation
      }
    }
  }

  @Test func evaluationsOrderFromTheFastestLossToTheFastestWin() {
    let ordered = [
      Evaluation(outcome: .loss, plies: 2), Evaluation(outcome: .loss, plies: 4),
      Evaluation(outcome: .draw, plies: 6), Evaluation(outcome: .win, plies: 5),
      Evaluation(outcome: .win, plies: 1),
    ]
    let orders = Self.permutations(ordered)
    #expect(orders.count == 120)
    for order in orders {
      #expect(order.sorted() == ordered, "\(order)")
    }
  }

  /// The principal variation is the line of the lowest best move at every step, as the
  /// naive solver rates the moves, from every unfinished reachable position of small boards
  /// with every kind of k (one row, k of 1 and 2 included), on one warm searcher.
  @Test(arguments: [(3, 3, 3), (3, 3, 2), (3, 3, 1), (2, 4, 3), (2, 4, 4), (1, 7, 3), (2, 3, 2)])
  func principalVariationIsTheLineOfTheLowestBestMoves(rows: Int, columns: Int, k: Int) throws {
    var naive = NaiveSolver(rows: rows, columns: columns, k: k)
    var searcher = Searcher(geometry: try Geometry(rows: rows, columns: columns, k: k))
    for board in NaiveBoard.reachable(rows: rows, columns: columns, k: k).joined()
    where !board.isOver {
      var (line, current) = ([Int](), board)
      while !current.isOver {
        let values = naive.moveValues(of: current)
        let best = values.map { Self.rank($0.value) }.max()!
        let cell = values.first { Self.rank($0.value) == best }!.cell
        line.append(cell)
        current = current.playing(cell)
      }
      let analysis = try searcher.analyze(try Self.position(board))
      #expect(Array(analysis.principalVariation) == line, "\(board.cells)")
    }
  }

  @Test func aWarmTableGivesTheSameAnswerForFewerNodes() throws {
    // The table keeps what earlier calls learned: the answer is the same, the nodes of
    // the call fewer, and `clear()` brings back the cold count.
    let position = try Position(notation: "XO./.X./...")
    var fresh = Searcher()
    let cold = try fresh.analyze(position)
    var used = Searcher()
    _ = try used.analyze(.start())
    _ = try used.bestMoves(try position.playing(8))
    let warm = try used.analyze(position)
    #expect(warm.moves == cold.moves && warm.principalVariation == cold.principalVariation)
    #expect(warm.nodes < cold.nodes)
    #expect(try used.analyze(position).nodes <= warm.nodes)  // asked again: no more
    used.clear()
    #expect(try used.analyze(position).nodes == cold.nodes)
    #expect(cold.nodes > 0)
    #expect(try fresh.analyze(try Position(notation: "XOX/XOO/OXX")).nodes == 0)  // finished
  }

  @Test func theBestMovesAloneTakeLessSearch() throws {
    for notation in [".../.../...", "X../.../...", "XO./.X./..."] {
      let position = try Position(notation: notation)
      var (one, other) = (Searcher(), Searcher())
      #expect(try one.bestMoves(position).nodes < other.analyze(position).nodes, "\(notation)")
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
