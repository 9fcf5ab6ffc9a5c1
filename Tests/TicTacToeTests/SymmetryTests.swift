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
}
