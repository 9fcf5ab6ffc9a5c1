import DataFiles
import Foundation
import NaiveGames
import Testing

/// Every row of `data/` (but the bench's signature, which is the engine's own) recomputed by
/// the naive games of `Tests/Support`, which share no code with the engine: this file does
/// not import it. And every row names its source.
@Suite struct DataTests {
  static let perftCounts = try! DataFile.rows("perft-counts.csv")
  static let perfectPlay = try! DataFile.rows("perfect-play.csv")
  static let ruleVariants = try! DataFile.rows("rule-variants.csv")

  /// The empty board of a row's `rows`, `cols` and `k`.
  static func emptyBoard(_ row: [String: String]) -> NaiveBoard {
    NaiveBoard(rows: Int(row["rows"]!)!, columns: Int(row["cols"]!)!, k: Int(row["k"]!)!)
  }

  /// The 3x3 table ply by ply, positions up to symmetry included, by both naive counters.
  @Test func ticTacToeRowsMatchTheNaiveCounters() throws {
    let expected = try DataFile.integerRows("tictactoe-3x3.csv").map {
      NaiveLayer(
        sequences: $0["sequences"]!, positions: $0["positions"]!,
        positionsUpToSymmetry: $0["positions_up_to_symmetry"]!, xWins: $0["x_wins"]!,
        oWins: $0["o_wins"]!, draws: $0["draws"]!)
    }
    let empty = NaiveBoard(rows: 3, columns: 3, k: 3)
    #expect(NaiveGameTree(from: empty, upToSymmetry: true).layers == expected)
    let walked = NaiveGameTree.walking(from: empty).layers
    #expect(walked == expected.map { NaiveLayer(positionsUpToSymmetry: nil, $0) })
  }

  /// The two naive counters, one hashing positions and judging a move by the line through
  /// it, the other walking every sequence and testing every position in full, agree on
  /// other boards and depths, so that the hashed one can be trusted where the walk would
  /// take too long.
  @Test(arguments: [
    (2, 4, 3, 8), (3, 3, 2, 9), (3, 4, 3, 5), (4, 4, 4, 4), (4, 4, 3, 4), (1, 7, 2, 7),
  ])
  func theNaiveCountersAgree(rows: Int, columns: Int, k: Int, depth: Int) {
    let empty = NaiveBoard(rows: rows, columns: columns, k: k)
    #expect(
      NaiveGameTree(from: empty, depth: depth).layers
        == NaiveGameTree.walking(from: empty, depth: depth).layers)
  }

  /// The whole tree of each board, the 4x4 one in the long form: nearly 10 million
  /// positions, about 15 seconds in a debug build, since the naive module is always
  /// optimized.
  @Test(
    arguments: perftCounts.indices.filter { LongTests.enabled || perftCounts[$0]["rows"] != "4" })
  func perftCountsRowMatchesTheNaiveCounter(row index: Int) {
    let row = Self.perftCounts[index]
    let board = Self.emptyBoard(row)
    let symmetry = row["positions_up_to_symmetry"].flatMap { Int($0) }
    let tree = NaiveGameTree(from: board, upToSymmetry: symmetry != nil)
    let shape = "\(board.rows)x\(board.columns) k=\(board.k)"
    #expect(tree.positions == Int(row["positions"]!), "\(shape)")
    #expect(tree.positionsUpToSymmetry == symmetry, "\(shape)")
    #expect(tree.games == Int(row["games"]!), "\(shape)")
    #expect(tree.xWins == Int(row["x_wins"]!), "\(shape)")
    #expect(tree.oWins == Int(row["o_wins"]!), "\(shape)")
    #expect(tree.draws == Int(row["draws"]!), "\(shape)")
    #expect(tree.nodes == Int(row["nodes"]!), "\(shape)")
  }

  /// The value of the empty board, its length, and how many first moves lose, by a
  /// negamax that visits every reachable position.
  @Test(
    arguments: perfectPlay.indices.filter {
      LongTests.enabled || Int(perfectPlay[$0]["rows"]!)! * Int(perfectPlay[$0]["cols"]!)! < 16
    })
  func perfectPlayRowMatchesTheNaiveSolver(row index: Int) {
    let row = Self.perfectPlay[index]
    let board = Self.emptyBoard(row)
    var solver = NaiveSolver(rows: board.rows, columns: board.columns, k: board.k)
    let value = solver.value(of: board)
    let shape = "\(board.rows)x\(board.columns) k=\(board.k)"
    #expect(value.outcome.rawValue == row["value"], "\(shape)")
    #expect(value.plies == Int(row["plies"]!), "\(shape)")
    let losing = solver.moveValues(of: board).filter { $0.value.outcome == .loss }
    #expect(losing.count == Int(row["losing_first_moves"]!), "\(shape)")
  }

  /// The same under the rule variants, the naive board playing by the row's `rules`,
  /// spelled out here: the boards of fewer than 12 cells by default, every board in the
  /// long form (the naive solver takes a second or more for each of 12 cells or more).
  @Test(
    arguments: ruleVariants.indices.filter {
      LongTests.enabled || Int(ruleVariants[$0]["rows"]!)! * Int(ruleVariants[$0]["cols"]!)! < 12
    })
  func ruleVariantRowMatchesTheNaiveSolver(row index: Int) throws {
    let row = Self.ruleVariants[index]
    let words = ["misere": (true, false), "gravity": (false, true), "gravity-misere": (true, true)]
    let (misere, gravity) = try #require(words[row["rules"]!])
    let rules = NaiveRules(misere: misere, gravity: gravity)
    let (rows, columns, k) = (Int(row["rows"]!)!, Int(row["cols"]!)!, Int(row["k"]!)!)
    let board = NaiveBoard(rows: rows, columns: columns, k: k, rules: rules)
    var solver = NaiveSolver(rows: rows, columns: columns, k: k, rules: rules)
    let value = solver.value(of: board)
    #expect(value.outcome.rawValue == row["value"], "\(row)")
    #expect(value.plies == Int(row["plies"]!), "\(row)")
    let losing = solver.moveValues(of: board).filter { $0.value.outcome == .loss }
    #expect(losing.count == Int(row["losing_first_moves"]!), "\(row)")
  }

  /// The naive solver agrees with every row of the shipped 3x3 table: the status, the
  /// value and length for the side to move, and every move that achieves them.
  @Test func everySolutionRowMatchesTheNaiveSolver() throws {
    var solver = NaiveSolver(rows: 3, columns: 3, k: 3)
    for row in try SolutionTableTests.rows() {
      var board = NaiveBoard(rows: 3, columns: 3, k: 3)
      for (cell, mark) in row.board.filter({ $0 != "/" }).enumerated() {
        board.cells[cell] = NaivePiece(letter: mark)
      }
      let status =
        board.hasLine(.x)
        ? "x-won" : board.hasLine(.o) ? "o-won" : board.isFull ? "draw" : "ongoing"
      #expect(row.status == status, "\(row.board)")
      guard status == "ongoing" else { continue }
      #expect(row.toMove == String(board.toMove.letter), "\(row.board)")
      let value = solver.value(of: board)
      #expect(row.value == value.outcome.rawValue, "\(row.board)")
      #expect(row.plies == value.plies, "\(row.board)")
      let best = solver.moveValues(of: board).filter { $0.value == value }.map { $0.cell + 1 }
      #expect(row.best == best, "\(row.board)")
    }
  }

  /// Every row has a `source`, and `data/README.md` says what each of its words means.
  @Test(arguments: [
    "tictactoe-3x3.csv", "perft-counts.csv", "perfect-play.csv", "rule-variants.csv",
  ])
  func everyRowNamesItsSource(file: String) throws {
    let readme = try String(
      contentsOf: DataFile.folder.appendingPathComponent("README.md"), encoding: .utf8)
    for row in try DataFile.rows(file) {
      let words = row["source", default: ""].split(separator: " ")
      #expect(!words.isEmpty, "\(file): \(row)")
      // Every row is recomputed by the naive code above, so every row says so.
      #expect(words.contains("naive"), "\(file): \(row)")
      for word in words { #expect(readme.contains("`\(word)`"), "\(file): \(word)") }
    }
  }
}

extension NaiveLayer {
  /// `layer` with its count up to symmetry replaced.
  fileprivate init(positionsUpToSymmetry: Int?, _ layer: NaiveLayer) {
    self = layer
    self.positionsUpToSymmetry = positionsUpToSymmetry
  }
}
