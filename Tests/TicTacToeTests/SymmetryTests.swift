import DataFiles
import NaiveGames
import Testing

@testable import TicTacToe
@testable import TicTacToeTools

@Suite struct SymmetryTests {
  @Test func everySymmetryMapsLinesToLinesAndIsAPermutation() throws {
    for geometry in GeometryTests.all {
      let symmetries = geometry.symmetries
      #expect(symmetries.count == (geometry.rows == geometry.columns ? 8 : 4), "\(geometry)")
      #expect(symmetries[0] == Array(0..<geometry.cellCount))  // the identity first
      let lines = Set(geometry.lines)
      for (index, permutation) in symmetries.enumerated() {
        #expect(permutation.sorted() == Array(0..<geometry.cellCount), "\(geometry)")
        let images = Set(geometry.lines.map { geometry.tables.image($0, under: index) })
        #expect(images == lines, "\(geometry) symmetry \(index)")
      }
      // A group: composing any two gives another.
      let all = Set(symmetries)
      for a in symmetries {
        for b in symmetries { #expect(all.contains(b.map { a[$0] }), "\(geometry)") }
      }
    }
  }

  @Test func imagesFollowThePermutations() throws {
    let geometry = try Geometry(rows: 3, columns: 5)
    for (index, permutation) in geometry.symmetries.enumerated() {
      for cell in 0..<15 {
        #expect(
          geometry.tables.image(Bitboard(cell: cell), under: index)
            == Bitboard(cell: permutation[cell]))
      }
    }
  }

  /// Distinct reachable positions up to symmetry, counted naively: each position's
  /// smallest image under the turns and mirrors of the board, walked by coordinates.
  static func naiveClasses(_ geometry: Geometry) -> Int {
    Set(
      NaiveBoard.reachable(rows: geometry.rows, columns: geometry.columns, k: geometry.k)
        .joined().map(\.symmetryClass)
    ).count
  }

  @Test(arguments: [(3, 3, 3), (2, 3, 2), (3, 3, 2), (2, 4, 3), (1, 6, 3), (4, 2, 2)])
  func perftCountsPositionsUpToSymmetryLikeTheNaiveCount(rows: Int, columns: Int, k: Int) throws {
    let geometry = try Geometry(rows: rows, columns: columns, k: k)
    var counter = PerftCounter(geometry: geometry)
    let result = try counter.count(
      from: .start(geometry), depth: geometry.cellCount, upToSymmetry: true)
    #expect(result.positionsUpToSymmetry == Self.naiveClasses(geometry), "\(geometry)")
    #expect(
      result.positions == NaiveBoard.reachable(rows: rows, columns: columns, k: k).joined().count)
  }

  /// From roots that fewer symmetries fix (or none), the classes and the positions of each
  /// ply against the naive count from the same root (4x4 roots in the long form).
  @Test(
    arguments: [("XO./.../...", nil), ("X../.../...", nil), (".X./.../...", nil)]
      + LongTests.choose(fast: [], long: [("X.../..../....", 3), ("..../.X../..../....", nil)])
      as [(String, Int?)])
  func classesFromAnyRootMatchTheNaiveCount(notation: String, k: Int?) throws {
    let position = try Position(notation: notation, k: k)
    let naive = NaiveGameTree(from: PerftTests.naive(position), upToSymmetry: true).layers
    var counter = PerftCounter(geometry: position.geometry)
    let depth = position.emptyCells.count
    let result = try counter.count(from: position, depth: depth, upToSymmetry: true)
    #expect(result.positionsUpToSymmetry == naive.reduce(0) { $0 + $1.positionsUpToSymmetry! })
    #expect(result.layers.map(\.positions) == naive.dropFirst().map(\.positions))
  }
}
