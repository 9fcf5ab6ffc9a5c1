import DataFiles
import NaiveGames
import Synchronization
import Testing

@testable import TicTacToe
@testable import TicTacToeTools

@Suite struct PerftTests {
  /// The naive walk's layers after the start (the engine's layers begin at depth 1).
  static func naivePerft(_ board: NaiveBoard, depth: Int) -> [NaiveLayer] {
    Array(NaiveGameTree.walking(from: board, depth: depth).layers.dropFirst())
  }

  /// Three threads whose helpers run first, in turn, on the calling one.
  static let eager = PerftCounter.Threads(
    count: 3,
    start: { helpers, job in
      for _ in 0..<helpers { job() }
      return {}
    }, withLock: { $0() })

  /// The naive model of `position`, under its rule.
  static func naive(_ position: Position) -> NaiveBoard {
    let geometry = position.geometry
    let rules = NaiveRules(misere: geometry.rules.isMisere, gravity: geometry.rules.hasGravity)
    var board = NaiveBoard(
      rows: geometry.rows, columns: geometry.columns, k: geometry.k, rules: rules)
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

  /// Every depth of both methods is a prefix of the published table.
  @Test func everyShallowerDepthIsAPrefix() throws {
    let rows = try DataFile.integerRows("tictactoe-3x3.csv").filter { $0["ply"]! > 0 }
    var counter = PerftCounter()
    for depth in 0...9 {
      for method in [PerftCounter.Method.walk, .hashed] {
        let result = try counter.count(from: .start(), depth: depth, method: method)
        #expect(result.layers.map(\.perft) == rows.prefix(depth).map { $0["sequences"]! })
        #expect(result.perft == (depth == 0 ? 1 : rows[depth - 1]["sequences"]!))
      }
    }
  }

  /// Other start positions and shapes, against the naive counter.
  @Test(
    arguments: [
      ("X../.../...", nil, 8), ("X../.O./...", nil, 7), ("XO./.X./...", nil, 5),
      ("XO./.X./...", nil, 2), ("XOX/.O./...", nil, 5), ("..../..../....", 3, 4),
      ("XO./.../.../...", 3, 4), ("XO.../OX...", 3, 6), ("XOXO/OXOX/..../....", 4, 5),
      // Under the other rules, from boards with pieces.
      ("X../.O./... misere", nil, 7), ("..../..../.X../.XO. gravity", nil, 9),
      ("..../.O../.X../XXO. gravity-misere", 3, 8), ("X../O../XO. gravity", nil, 5),
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

  /// Boards past 16 cells, hashed (each position its own class) and walked, on one
  /// thread and three, against the naive counter: counts, positions and the divide.
  @Test(
    arguments: [
      ("......./......./......./......./......./....... gravity", nil, 5),
      ("..X..../..O..../..X..../..O..../..XO.../.XOXO.. gravity-misere", nil, 5),
      ("...../...../..X../.O.../.....", 4, 4), ("XO.../...../...../.....", 3, 5),
      ("XOXOXOXOXO/..........", 4, 5), ("X........O........./", 3, 5),
      ("XO....../.XO...../......../......../......../......../......../........", 5, 3),
      ("X../.O./.../.../.../... misere", 3, 6),
    ] as [(String, Int?, Int)])
  func positionsPastSixteenCellsMatchTheNaiveCounter(notation: String, k: Int?, depth: Int)
    throws
  {
    let position = try Position(notation: notation, k: k)
    #expect(position.geometry.cellCount > 16)
    let expected = Self.naivePerft(Self.naive(position), depth: depth)
    var counter = PerftCounter(geometry: position.geometry)
    for method in [PerftCounter.Method.walk, .hashed] {
      for threads in [PerftCounter.Threads.one, Self.eager] {
        let result = try counter.count(
          from: position, depth: depth, method: method, divide: true, threads: threads)
        let name = "\(notation) \(method) \(threads.count)"
        #expect(result.layers.map(\.perft) == expected.map(\.sequences), "\(name)")
        #expect(result.layers.map(\.xWins) == expected.map(\.xWins), "\(name)")
        #expect(result.layers.map(\.oWins) == expected.map(\.oWins), "\(name)")
        #expect(result.layers.map(\.draws) == expected.map(\.draws), "\(name)")
        #expect(result.divide?.map(\.perft).reduce(0, +) == result.perft, "\(name)")
        if method == .hashed {
          #expect(result.layers.map(\.positions) == expected.map(\.positions), "\(name)")
        }
      }
    }
  }

  /// Connect Four's legal positions after each ply, as published (OEIS A212693, John
  /// Tromp): the hashed count's distinct positions, to ply 8 (10 in the long form).
  @Test func connectFourPositionsMatchThePublishedSequence() throws {
    let published = [7, 49, 238, 1_120, 4_263, 16_422, 54_859, 184_275, 558_186, 1_662_623]
    let depth = LongTests.choose(fast: 8, long: 10)
    let geometry = try Geometry(rows: 6, columns: 7, k: 4, rules: .gravity)
    var counter = PerftCounter(geometry: geometry)
    let result = try counter.count(from: .start(geometry), depth: depth, method: .hashed)
    #expect(result.layers.map(\.positions) == Array(published.prefix(depth)))
  }

  /// The walk from the empty board of every geometry of up to 9 cells, to the end and
  /// to half the cells, against the naive counter (8 and 9 cells, tic-tac-toe aside, to
  /// half their depth only but in the long form).
  @Test func everySmallGeometryMatchesTheNaiveCounter() throws {
    for geometry in GeometryTests.all where geometry.cellCount <= 9 {
      let empty = NaiveBoard(rows: geometry.rows, columns: geometry.columns, k: geometry.k)
      var counter = PerftCounter(geometry: geometry)
      let whole = LongTests.enabled || geometry.cellCount < 8 || geometry == .ticTacToe
      for depth in Set([whole ? geometry.cellCount : 0, (geometry.cellCount + 1) / 2]) {
        let expected = Self.naivePerft(empty, depth: depth)
        let result = try counter.count(from: .start(geometry), depth: depth)
        #expect(result.layers.map(\.perft) == expected.map(\.sequences), "\(geometry) \(depth)")
        #expect(result.layers.map(\.xWins) == expected.map(\.xWins), "\(geometry) \(depth)")
        #expect(result.layers.map(\.oWins) == expected.map(\.oWins), "\(geometry) \(depth)")
        #expect(result.layers.map(\.draws) == expected.map(\.draws), "\(geometry) \(depth)")
      }
    }
  }

  /// The divide of `depth` below `position`, by `method`.
  static func divide(
    _ counter: inout PerftCounter, _ position: Position, depth: Int,
    method: PerftCounter.Method = .walk
  ) throws -> [PerftResult.Move] {
    try #require(
      try counter.count(from: position, depth: depth, method: method, divide: true).divide)
  }

  /// The divide of the start adds up to the published perft of each depth.
  @Test func divideSumsToPerft() throws {
    let rows = try DataFile.integerRows("tictactoe-3x3.csv").filter { $0["ply"]! > 0 }
    var counter = PerftCounter()
    for depth in 1...9 {
      let division = try Self.divide(&counter, .start(), depth: depth)
      #expect(division.map(\.cell) == Array(0..<9))
      #expect(division.reduce(0) { $0 + $1.perft } == rows[depth - 1]["sequences"]!)
      let hashed = try Self.divide(&counter, .start(), depth: depth, method: .hashed)
      #expect(hashed.map(\.perft) == division.map(\.perft))
    }
    // By symmetry the four corners agree, and so do the four edges.
    let division = try Self.divide(&counter, .start(), depth: 9).map(\.perft)
    #expect(Set([0, 2, 6, 8].map { division[$0] }).count == 1)
    #expect(Set([1, 3, 5, 7].map { division[$0] }).count == 1)
  }

  /// Divide from every reachable position at every depth, including those where a first
  /// move ends the game: a finished child counts 1 at depth 0 and nothing deeper (every
  /// fifteenth position and those of two empty cells or fewer by default, every one in the
  /// long form).
  @Test func divideSumsToPerftFromEveryReachablePosition() throws {
    var counter = PerftCounter()
    let positions = ReachablePositions(.ticTacToe).all.filter { $0.status == .ongoing }
    for (index, position) in positions.enumerated()
    where LongTests.enabled || index % 15 == 0 || position.emptyCells.count <= 2 {
      for depth in 1...position.emptyCells.count {
        let division = try Self.divide(&counter, position, depth: depth)
        #expect(division.map(\.cell) == position.legalMoves.map { $0 })
        let total = try counter.count(from: position, depth: depth).perft
        #expect(division.reduce(0) { $0 + $1.perft } == total, "\(position) \(depth)")
        let hashed = try Self.divide(&counter, position, depth: depth, method: .hashed)
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
      let division = try Self.divide(&counter, position, depth: depth, method: method)
      #expect(division.map(\.perft) == expected, "\(notation) \(method)")
    }
    #expect(expected.contains(0))
  }

  /// The divide counted in the same pass as the rest, walked and hashed, against the naive
  /// counter below each first move; its values add up to perft, the naive counter's too
  /// (the empty 3x4 board to 4 plies and a 4x4 one to 4 by default, 6 and 5 in the long
  /// form).
  @Test(
    arguments: [
      (".../.../...", nil, 9), (".../.../...", nil, 5), (".../.../...", nil, 1),
      ("XO./.X./...", nil, 5), ("XX./OO./...", 3, 3), ("X../O../...", 2, 4),
      ("..../..../....", 3, LongTests.choose(fast: 4, long: 6)), ("XO.../OX...", 3, 6),
      ("..../..../..../....", nil, 4),
      ("X.../.O../..../....", nil, LongTests.choose(fast: 4, long: 5)), ("../../../..", 2, 6),
      ("..../..../.X../.XO. gravity", nil, 7), ("..../..../..../X... gravity-misere", 3, 6),
      ("X../.O./... misere", nil, 5),
    ] as [(String, Int?, Int)])
  func divideInOnePassMatchesTheNaiveCounter(notation: String, k: Int?, depth: Int) throws {
    let position = try Position(notation: notation, k: k)
    let naive = Self.naive(position)
    let expected = naive.legalMoves.map { cell in
      NaiveGameTree.walking(from: naive.playing(cell), depth: depth - 1).layers.last!.sequences
    }
    let perft = NaiveGameTree.walking(from: naive, depth: depth).layers.last!.sequences
    #expect(expected.reduce(0, +) == perft)
    var counter = PerftCounter(geometry: position.geometry)
    for method in [PerftCounter.Method.walk, .hashed] {
      let result = try counter.count(from: position, depth: depth, method: method, divide: true)
      let divide = try #require(result.divide)
      #expect(divide.map(\.cell) == naive.legalMoves, "\(notation) \(method)")
      #expect(divide.map(\.perft) == expected, "\(notation) \(method)")
      #expect(result.perft == perft, "\(notation) \(method)")
      // Without the divide, the same counts.
      let plain = try counter.count(from: position, depth: depth, method: method)
      #expect(plain.divide == nil)
      #expect(plain.layers == result.layers, "the divide changes no other count")
    }
  }

  /// The walk's driver shares its subtrees among the threads it is lent, here a helper
  /// that runs at once and takes them all, leaving none to the calling thread: the counts
  /// still add up to the published table and to the naive counter's, divide included (3x4
  /// to 5 plies by default, 7 in the long form).
  @Test(
    arguments: [(".../.../...", nil, 9), ("X.../..../....", 3, LongTests.choose(fast: 5, long: 7))]
      as [(String, Int?, Int)])
  func subtreesAddUpWhicheverThreadCountsThem(notation: String, k: Int?, depth: Int) throws {
    let position = try Position(notation: notation, k: k)
    let expected = Self.naivePerft(Self.naive(position), depth: depth)
    var counter = PerftCounter(geometry: position.geometry)
    var steps = 0
    let result = try counter.count(
      from: position, depth: depth, divide: true, threads: Self.eager
    ) {
      _ in steps += 1
    }
    #expect(steps == 0, "the calling thread found no subtree left")
    #expect(result.layers.map(\.perft) == expected.map(\.sequences))
    #expect(result.layers.map(\.xWins) == expected.map(\.xWins))
    #expect(result.layers.map(\.oWins) == expected.map(\.oWins))
    #expect(result.layers.map(\.draws) == expected.map(\.draws))
    #expect(result.divide?.map(\.perft).reduce(0, +) == expected.last!.sequences)
    if position == .start() {
      let rows = try DataFile.integerRows("tictactoe-3x3.csv").filter { $0["ply"]! > 0 }
      #expect(result.layers.map(\.perft) == rows.map { $0["sequences"]! })
    }
  }

  /// A lender whose threads cannot be started: the hashed count on it still gives the naive
  /// counter's figures, and every unit of its work is done by the calling thread (3x4 to 5
  /// plies by default, 7 in the long form).
  @Test func aThreadThatCannotStartLeavesTheHashedCountsWhole() throws {
    let none = PerftCounter.Threads(count: 3, start: { _, _ in {} }, withLock: { $0() })
    let ran = Ran()
    _ = PerftCounter.share(5, on: none) { thread, unit in
      _ = ran.threads.withLock { $0.insert(thread) }
      ran.units.withLock { $0 += 1 << unit }
      return PerftCounts()
    }
    #expect(ran.threads.withLock { $0 } == [0] && ran.units.withLock { $0 } == 0b11111)
    let position = try Position(notation: "X.../..../....", k: 3)
    let depth = LongTests.choose(fast: 5, long: 7)
    let expected = Self.naivePerft(Self.naive(position), depth: depth)
    var counter = PerftCounter(geometry: position.geometry)
    let result = try counter.count(from: position, depth: depth, method: .hashed, threads: none)
    #expect(result.layers.map(\.perft) == expected.map(\.sequences))
    #expect(result.layers.map(\.draws) == expected.map(\.draws))
  }

  /// Where the walk cuts: at ply 2 unless a subtree could hold more than 2^28 sequences
  /// (each bound worked out by hand as a falling factorial of the empty cells).
  @Test(
    arguments: [
      (0, 9, 0), (1, 9, 1), (2, 9, 2), (9, 9, 2), (12, 12, 2),
      // 14 * 13 * ... * 5 = 3.6e9 at ply 2; 13 * ... * 5 = 2.6e8 at ply 3.
      (12, 16, 3),
      // 12! = 4.8e8 at ply 4; 11! = 4.0e7 at ply 5.
      (16, 16, 5),
    ])
  func theWalkCutsWhereSubtreesAreSmall(depth: Int, emptyCount: Int, ply: Int) {
    #expect(PerftCounter.cut(depth: depth, emptyCount: emptyCount) == ply)
  }

  /// Every shape of up to `cells` cells with every k, under every rule.
  static func shapes(upTo cells: Int) -> [(Int, Int, Int, NaiveRules)] {
    (1...cells).flatMap { rows in
      (1...(cells / rows)).flatMap { columns in
        (1...max(rows, columns)).flatMap { k in NaiveRules.allCases.map { (rows, columns, k, $0) } }
      }
    }
  }

  /// The bounds on a tree under its rule hold the naive counter's tree from the empty
  /// board, ply by ply (the sequences, the positions, and each ply's classes under the
  /// symmetries as the hashed count's tables hold them) and depth by depth (the nodes of a
  /// walk), on every shape of up to 6 cells (9 in the long form) under every rule.
  @Test(arguments: shapes(upTo: LongTests.choose(fast: 6, long: 9)))
  func theBoundsHoldTheNaiveTree(rows: Int, columns: Int, k: Int, rules: NaiveRules) throws {
    let start = NaiveBoard(rows: rows, columns: columns, k: k, rules: rules)
    let naive = NaiveGameTree(from: start, upToSymmetry: true).layers
    let geometry = try Geometry(rows: rows, columns: columns, k: k, rules: RulesTests.rules(rules))
    let stacks = PerftCounter.stacks(of: Position.start(geometry).board, in: geometry)
    let group = Array(geometry.symmetries.indices)
    let slots = PerftCounter.capacities(
      stacks: stacks, depth: geometry.cellCount, group: group, geometry)
    for (ply, layer) in naive.enumerated() {
      let context = "\(geometry) ply \(ply)"
      #expect(PerftCounter.sequences(after: ply, stacks: stacks) >= layer.sequences, "\(context)")
      #expect(PerftCounter.positions(after: ply, stacks: stacks) >= layer.positions, "\(context)")
      #expect(slots[ply] > layer.positionsUpToSymmetry!, "\(context)")
      let nodes = naive.prefix(ply + 1).reduce(0) { $0 + $1.sequences }
      #expect(PerftCounter.nodeBound(from: .start(geometry), depth: ply) >= nodes, "\(context)")
    }
  }

  /// As if no game ended, the bounds are exact counts, worked out here by hand: under the
  /// normal rule 16! sequences fill 4x4 and C(16, 8) C(8, 4) positions hold 8 pieces;
  /// under gravity, whose four columns each take their 4 pieces bottom up, 16! / (4!)^4
  /// sequences fill it, and 8 pieces lie on C(11, 3) - 4 C(6, 3) = 85 sets of column
  /// heights, so on 85 C(8, 4) positions. Below X on column 1 of 2x2 under gravity, the
  /// three cells left are stacks of 1 and 2: 3 sequences of 3 plies, 1 + 2 + 3 + 3 nodes.
  @Test func theBoundsAreExactWithoutLines() throws {
    let normal = try Geometry(rows: 4, columns: 4)
    let gravity = try Geometry(rows: 4, columns: 4, rules: .gravity)
    let (flat, columns) = (
      PerftCounter.stacks(of: Position.start(normal).board, in: normal),
      PerftCounter.stacks(of: Position.start(gravity).board, in: gravity)
    )
    #expect(flat == Array(repeating: 1, count: 16) && columns == [4, 4, 4, 4])
    #expect(PerftCounter.sequences(after: 16, stacks: flat) == 20_922_789_888_000)
    #expect(PerftCounter.sequences(after: 16, stacks: columns) == 63_063_000)
    #expect(PerftCounter.positions(after: 8, stacks: flat) == 12_870 * 70)
    #expect(PerftCounter.positions(after: 8, stacks: columns) == 85 * 70)
    // Every node of every depth: under gravity the sum over the columns' heights a, b, c, d
    // (0 to 4 each) of (a + b + c + d)! / (a! b! c! d!), as docs/commands.md says.
    #expect(PerftCounter.nodeBound(from: .start(gravity), depth: 16) == 191_448_941)
    let small = try Position(notation: "../X. gravity", k: 2)
    #expect(PerftCounter.stacks(of: small.board, in: small.geometry) == [1, 2])
    #expect(PerftCounter.sequences(after: 3, stacks: [1, 2]) == 3)
    #expect(PerftCounter.nodeBound(from: small, depth: 3) == 9)
  }

  /// The hashed count's tables under gravity are sized by the positions its columns can
  /// reach, far fewer than the normal rule's, though a gravity board has only its mirror
  /// for a symmetry where a square one has eight.
  @Test func theHashedCountUnderGravityNeedsLessThanTheNormalRule() throws {
    let normal = Position.start(try Geometry(rows: 4, columns: 4))
    let gravity = Position.start(try Geometry(rows: 4, columns: 4, rules: .gravity))
    for divide in [false, true] {
      let (plain, dropped) = (
        PerftCounter.hashedMemoryNeeded(from: normal, depth: 16, divide: divide),
        PerftCounter.hashedMemoryNeeded(from: gravity, depth: 16, divide: divide)
      )
      #expect(dropped < plain / 4, "\(divide)")
    }
  }

  /// Progress comes after each subtree of the walk (one per sequence of two plies, none
  /// of which ends the game) and before each depth of the hashed count (and each depth
  /// back of its divide), ending on the full counts.
  @Test func progressReportsEachSubtreeAndEachDepth() throws {
    let rows = try DataFile.integerRows("tictactoe-3x3.csv")
    var counter = PerftCounter()
    var steps: [PerftCounter.Progress] = []
    let walk = try counter.count(from: .start(), depth: 9) { steps.append($0) }
    let subtrees = rows[2]["sequences"]!
    #expect(steps.count == subtrees)
    #expect(steps.last == .walked(nodes: walk.nodes, subtrees: subtrees, of: subtrees))
    let nodes = steps.map { step -> Int in
      guard case .walked(let nodes, _, _) = step else { return -1 }
      return nodes
    }
    #expect(nodes == nodes.sorted() && nodes[0] > rows[0...2].reduce(0) { $0 + $1["sequences"]! })
    steps = []
    let hashed = try counter.count(from: .start(), depth: 4, method: .hashed, divide: true) {
      steps.append($0)
    }
    // The positions found before each depth: those of the depths above it.
    let found = (1...4).map { depth in rows[0..<depth].reduce(0) { $0 + $1["positions"]! } }
    // The share of the work done grows from nothing and stays short of all of it.
    var shares: [Double] = []
    let plies = steps.map { step -> PerftCounter.Progress in
      guard case .hashing(let depth, let of, let positions, let share) = step else { return step }
      shares.append(share)
      return .hashing(depth: depth, of: of, positions: positions, share: 0)
    }
    #expect(
      plies
        == found.enumerated().map { .hashing(depth: $0 + 1, of: 4, positions: $1, share: 0) }
        + [.dividing(depth: 3), .dividing(depth: 2), .dividing(depth: 1)])
    #expect(shares.first == 0 && shares == shares.sorted() && shares.allSatisfy { $0 < 1 })
    #expect(Set(shares).count == shares.count)
    #expect(hashed.positions == found[3] + rows[4]["positions"]!)
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
  }
}

/// What the jobs of a share did, from whichever thread.
private final class Ran: Sendable {
  let threads = Mutex(Set<Int>())
  let units = Mutex(0)
}
