import DataFiles
import NaiveGames
import Testing
import TicTacToe

@Suite struct PositionTests {
  /// Every shape of `cells` cells, every k, under each of the four rules.
  static func shapes(cells: ClosedRange<Int>) -> [(Int, Int, Int, NaiveRules)] {
    var all: [(Int, Int, Int, NaiveRules)] = []
    for rows in 1...cells.upperBound {
      for columns in 1...(cells.upperBound / rows) where cells.contains(rows * columns) {
        for k in 1...max(rows, columns) {
          for rules in NaiveRules.allCases { all.append((rows, columns, k, rules)) }
        }
      }
    }
    return all
  }

  /// Under every rule, the engine accepts exactly the boards that a naive game reaches: on
  /// every shape small enough (and 3x3 under the normal rule by default), every way of
  /// filling the board is tried.
  @Test(
    arguments: shapes(cells: 1...LongTests.choose(fast: 7, long: 9))
      + (LongTests.enabled ? [] : [(3, 3, 3, .normal), (3, 3, 2, .normal)]))
  func acceptsExactlyTheReachablePositionsUnderEveryRule(
    rows: Int, columns: Int, k: Int, rules: NaiveRules
  ) throws {
    let geometry = try Geometry(
      rows: rows, columns: columns, k: k, rules: RulesTests.rules(rules))
    let reachable = Set(
      NaiveBoard.reachable(rows: rows, columns: columns, k: k, rules: rules).joined().map {
        let masks = $0.masks
        return [masks.x, masks.o]
      })
    var accepted = 0
    var total = 1
    for _ in 0..<geometry.cellCount { total *= 3 }
    for code in 0..<total {
      var (x, o): (UInt64, UInt64) = (0, 0)
      var rest = code
      for cell in 0..<geometry.cellCount {
        if rest % 3 == 1 { x |= 1 << cell }
        if rest % 3 == 2 { o |= 1 << cell }
        rest /= 3
      }
      let position = try? Position(
        geometry: geometry, x: Bitboard(rawValue: x), o: Bitboard(rawValue: o))
      #expect((position != nil) == reachable.contains([x, o]), "\(geometry) x=\(x) o=\(o)")
      if position != nil { accepted += 1 }
    }
    #expect(accepted == reachable.count)
  }

  /// On every larger shape of up to 16 cells (1x16 included), every k and every rule, each
  /// board of random naive games is accepted, with the naive game's status and moves.
  @Test(arguments: shapes(cells: LongTests.choose(fast: 8, long: 10)...16))
  func acceptsEveryBoardOfRandomGames(rows: Int, columns: Int, k: Int, rules: NaiveRules) throws {
    try Self.checkRandomGames(rows, columns, k, rules, games: LongTests.choose(fast: 4, long: 20))
  }

  /// Past 16 cells, where the masks are 64 bits wide and lines are found by shifts: every
  /// shape up to 64 cells, with k of 3, 4, 5 and the longer side (the fast form: one shape
  /// of each cell count, the widest).
  @Test(
    arguments: shapes(cells: 17...Geometry.maximumCellCount).filter { rows, columns, k, _ in
      [3, 4, 5, max(rows, columns)].contains(k)
        && (LongTests.enabled
          || (1...(rows * columns)).last { (rows * columns) % $0 == 0 && $0 * $0 <= rows * columns }
            == rows)
    })
  func acceptsEveryBoardOfRandomGamesPast16Cells(
    rows: Int, columns: Int, k: Int, rules: NaiveRules
  ) throws {
    try Self.checkRandomGames(rows, columns, k, rules, games: LongTests.choose(fast: 1, long: 3))
  }

  static func checkRandomGames(
    _ rows: Int, _ columns: Int, _ k: Int, _ rules: NaiveRules, games: Int
  ) throws {
    let geometry = try Geometry(
      rows: rows, columns: columns, k: k, rules: RulesTests.rules(rules))
    var generator = SeededGenerator(seed: UInt64(rows * 1_000 + columns * 10 + k))
    for _ in 0..<games {
      var board = NaiveBoard(rows: rows, columns: columns, k: k, rules: rules)
      while true {
        let (x, o) = board.masks
        let position = try #require(
          try? Position(geometry: geometry, x: Bitboard(rawValue: x), o: Bitboard(rawValue: o)),
          "\(geometry) x=\(x) o=\(o) refused")
        #expect(position.status == AnalysisTests.status(board), "\(position.notation)")
        #expect(Array(position.legalMoves) == (board.isOver ? [] : board.legalMoves))
        guard !board.isOver else { break }
        board = board.playing(board.legalMoves.randomElement(using: &generator)!)
      }
    }
  }

  /// Every pair of masks of 3x3 is tried: the legal ones are the positions of the game
  /// tree, as many as `data/perft-counts.csv` says (5,478).
  @Test func ticTacToeHasAsManyLegalBoardsAsTheGameTreeHasPositions() throws {
    let row = try #require(
      DataFile.rows("perft-counts.csv").first {
        $0["rows"] == "3" && $0["cols"] == "3" && $0["k"] == "3"
      })
    var accepted = 0
    for x in 0..<512 {
      for o in 0..<512 where x & o == 0 {
        let legal = try? Position(
          x: Bitboard(rawValue: UInt64(x)), o: Bitboard(rawValue: UInt64(o)))
        if legal != nil { accepted += 1 }
      }
    }
    #expect(accepted == Int(try #require(row["positions"])))
  }

  @Test(arguments: [
    ("OO./.../...", TicTacToeError.impossibleCounts(x: 0, o: 2)),
    ("XXX/O../...", .impossibleCounts(x: 3, o: 1)),
    ("XXX/OOO/...", .bothHaveLines),
    ("XXX/OO./O..", .winnerMovedOutOfTurn(winner: .x, x: 3, o: 3, rules: .normal)),
    ("OOO/XX./XX.", .winnerMovedOutOfTurn(winner: .o, x: 4, o: 3, rules: .normal)),
    ("XXX/OO./O.. misere", .winnerMovedOutOfTurn(winner: .x, x: 3, o: 3, rules: .misere)),
  ])
  func refusesBoardsNoGameReaches(text: String, error: TicTacToeError) {
    #expect(throws: error) { try Position(notation: text) }
  }

  @Test func refusesTwoLinesThatNoSingleMoveMade() {
    // Two separate lines of three for X on 4x4: one of them ended the game earlier.
    let error = TicTacToeError.noLastMove(winner: .x)
    #expect(throws: error) {
      try Position(notation: "XXXO/O..O/XXX./O..O", k: 3)
    }
  }

  @Test func refusesOverlappingAndOffBoardPieces() {
    #expect(throws: TicTacToeError.overlappingPieces) {
      try Position(x: Bitboard(rawValue: 1), o: Bitboard(rawValue: 1))
    }
    #expect(throws: TicTacToeError.piecesOffBoard) {
      try Position(x: Bitboard(rawValue: 1 << 9), o: .empty)
    }
  }

  @Test func acceptsFinishedGames() throws {
    #expect(try Position(notation: "XXX/OO./...").status == .won(.x))
    #expect(try Position(notation: "XXX/XOO/XOO").status == .won(.x))  // two lines, one move
    #expect(try Position(notation: "XOX/XOO/OXX").status == .draw)
    #expect(try Position(notation: "XOX/XOO/OXX").toMove == nil)
    #expect(try Position(notation: "XO./.../...").toMove == .x)
  }
}
