import DataFiles
import NaiveGames
import Testing

@testable import TicTacToe

@Suite struct PerftTests {
  /// The naive walk's layers after the start (the engine's layers begin at depth 1).
  static func naivePerft(_ board: NaiveBoard, depth: Int) -> [NaiveLayer] {
    Array(NaiveGameTree.walking(from: board, depth: depth).layers.dropFirst())
  }

  /// The naive model of `position`.
  static func naive(_ position: Position) -> NaiveBoard {
    let geometry = position.geometry
    var board = NaiveBoard(rows: geometry.rows, columns: geometry.columns, k: geometry.k)
    for cell in position.board.x { board.cells[cell] = .x }
    for cell in position.board.o { board.cells[cell] = .o }
    return board
  }

  @Test(arguments: [PerftCounter.Method.walk, .hashed])
  func theWholeTicTacToeTreeMatchesThePublishedTable(method: PerftCounter.Method) throws {
    let rows = try DataFile.integerRows("tictactoe-3x3.csv").filter { $0["ply"]! > 0 }
    var counter = PerftCounter()
    let result = try counter.count(from: .start(), depth: 9, method: method)
    #expect(result.layers.map(\.perft) == rows.map { $0["sequences"]! })
    #expect(result.layers.map(\.xWins) == rows.map { $0["x_wins"]! })
    #expect(result.layers.map(\.oWins) == rows.map { $0["o_wins"]! })
    #expect(result.layers.map(\.draws) == rows.map { $0["draws"]! })
    #expect(result.nodes == 1 + rows.map { $0["sequences"]! }.reduce(0, +))
    #expect(result.games == rows.map { $0["x_wins"]! + $0["o_wins"]! + $0["draws"]! }.reduce(0, +))
    if method == .hashed {
      #expect(result.layers.map(\.positions) == rows.map { $0["positions"]! })
      #expect(result.positions == 1 + rows.map { $0["positions"]! }.reduce(0, +))
    } else {
      #expect(result.positions == nil)
    }
  }

  @Test func everyShallowerDepthIsAPrefix() throws {
    var counter = PerftCounter()
    let full = try counter.count(from: .start(), depth: 9)
    for depth in 0...9 {
      let result = try counter.count(from: .start(), depth: depth, method: .hashed)
      #expect(result.layers.map(\.perft) == full.layers.prefix(depth).map(\.perft))
      #expect(result.perft == (depth == 0 ? 1 : full.layers[depth - 1].perft))
    }
  }

  /// Other start positions and shapes, against the naive counter.
  @Test(
    arguments: [
      ("X../.../...", nil, 8), ("X../.O./...", nil, 7), ("XO./.X./...", nil, 5),
      ("XO./.X./...", nil, 2), ("XOX/.O./...", nil, 5), ("..../..../....", 3, 4),
      ("XO./.../.../...", 3, 4), ("XO.../OX...", 3, 6), ("XOXO/OXOX/..../....", 4, 5),
    ] as [(String, Int?, Int)])
  func otherPositionsMatchTheNaiveCounter(notation: String, k: Int?, depth: Int) throws {
    let position = try Position(notation: notation, k: k)
    let expected = Self.naivePerft(Self.naive(position), depth: depth)
    var counter = PerftCounter(geometry: position.geometry)
    for method in [PerftCounter.Method.walk, .hashed] {
      let result = try counter.count(from: position, depth: depth, method: method)
      #expect(result.layers.map(\.perft) == expected.map(\.sequences), "\(notation) \(method)")
      #expect(result.layers.map(\.xWins) == expected.map(\.xWins), "\(notation) \(method)")
      #expect(result.layers.map(\.oWins) == expected.map(\.oWins), "\(notation) \(method)")
      #expect(result.layers.map(\.draws) == expected.map(\.draws), "\(notation) \(method)")
      if method == .hashed {
        #expect(result.layers.map(\.positions) == expected.map(\.positions), "\(notation)")
      }
    }
  }

  /// The walk from the empty board of every geometry of up to 9 cells, to the end and
  /// to half the cells, against the naive counter.
  @Test func everySmallGeometryMatchesTheNaiveCounter() throws {
    for geometry in GeometryTests.all where geometry.cellCount <= 9 {
      let empty = NaiveBoard(rows: geometry.rows, columns: geometry.columns, k: geometry.k)
      var counter = PerftCounter(geometry: geometry)
      for depth in Set([geometry.cellCount, (geometry.cellCount + 1) / 2]) {
        let expected = Self.naivePerft(empty, depth: depth)
        let result = try counter.count(from: .start(geometry), depth: depth)
        #expect(result.layers.map(\.perft) == expected.map(\.sequences), "\(geometry) \(depth)")
        #expect(result.layers.map(\.xWins) == expected.map(\.xWins), "\(geometry) \(depth)")
        #expect(result.layers.map(\.oWins) == expected.map(\.oWins), "\(geometry) \(depth)")
        #expect(result.layers.map(\.draws) == expected.map(\.draws), "\(geometry) \(depth)")
      }
    }
  }

  @Test func divideSumsToPerft() throws {
    var counter = PerftCounter()
    for depth in 1...9 {
      let division = try counter.divide(from: .start(), depth: depth)
      #expect(division.map(\.cell) == Array(0..<9))
      let total = division.reduce(0) { $0 + $1.perft }
      #expect(total == (try counter.count(from: .start(), depth: depth)).perft)
      let hashed = try counter.divide(from: .start(), depth: depth, method: .hashed)
      #expect(hashed.map(\.perft) == division.map(\.perft))
    }
    // By symmetry the four corners agree, and so do the four edges.
    let division = try counter.divide(from: .start(), depth: 9).map(\.perft)
    #expect(Set([0, 2, 6, 8].map { division[$0] }).count == 1)
    #expect(Set([1, 3, 5, 7].map { division[$0] }).count == 1)
  }

  /// Divide from every reachable position at every depth, including those where a first
  /// move ends the game: a finished child counts 1 at depth 0 and nothing deeper.
  @Test func divideSumsToPerftFromEveryReachablePosition() throws {
    var counter = PerftCounter()
    for position in ReachablePositions(.ticTacToe).all where position.status == .ongoing {
      for depth in 1...position.emptyCells.count {
        let division = try counter.divide(from: position, depth: depth)
        #expect(division.map(\.cell) == position.legalMoves.map { $0 })
        let total = try counter.count(from: position, depth: depth).perft
        #expect(division.reduce(0) { $0 + $1.perft } == total, "\(position) \(depth)")
        let hashed = try counter.divide(from: position, depth: depth, method: .hashed)
        #expect(hashed.map(\.perft) == division.map(\.perft), "\(position) \(depth)")
      }
    }
  }

  /// Where a first move wins at once, against the naive counter.
  @Test(arguments: [("XX./OO./...", 3), ("X../O../...", 2), ("..../..../....", 1)])
  func divideCountsAWinningFirstMoveAsALeaf(notation: String, k: Int) throws {
    let position = try Position(notation: notation, k: k)
    var counter = PerftCounter(geometry: position.geometry)
    let depth = min(3, position.emptyCells.count)
    let naive = Self.naive(position)
    let expected = naive.emptyCells.map { cell in
      NaiveGameTree.walking(from: naive.playing(cell), depth: depth - 1).layers.last!.sequences
    }
    for method in [PerftCounter.Method.walk, .hashed] {
      let division = try counter.divide(from: position, depth: depth, method: method)
      #expect(division.map(\.perft) == expected, "\(notation) \(method)")
    }
    #expect(expected.contains(0))
  }

  @Test func refusesDepthsOutOfRangeAndFinishedBoards() throws {
    var counter = PerftCounter()
    #expect(throws: TicTacToeError.depthOutOfRange(depth: 10, maximum: 9)) {
      try counter.count(from: .start(), depth: 10)
    }
    #expect(throws: TicTacToeError.depthOutOfRange(depth: -1, maximum: 9)) {
      try counter.count(from: .start(), depth: -1)
    }
    let won = try Position(notation: "XXX/OO./...")
    #expect(throws: TicTacToeError.gameOver(.won(.x))) { try counter.count(from: won, depth: 1) }
    #expect(try counter.count(from: won, depth: 0).nodes == 1)
    // A finished board is refused below depth 0 as finished, whatever the depth.
    let drawn = try Position(notation: "XOX/XOO/OXX")
    #expect(throws: TicTacToeError.gameOver(.draw)) { try counter.count(from: drawn, depth: 1) }
    #expect(throws: TicTacToeError.gameOver(.won(.x))) { try counter.count(from: won, depth: 9) }
    #expect(throws: TicTacToeError.depthOutOfRange(depth: -1, maximum: 0)) {
      try counter.count(from: drawn, depth: -1)
    }
    #expect(
      TicTacToeError.depthOutOfRange(depth: 10, maximum: 9).description
        == "depth 10 is out of range: it must be from 0 to 9, the number of empty cells")
    #expect(TicTacToeError.gameOver(.draw).description.contains("nothing can be played or counted"))
  }
}
