import DataFiles
import NaiveGames
import Testing

@testable import TicTacToe
@testable import TicTacToeTools

/// The engine's memory estimates, against sizes worked out here from the geometry, the
/// naive game tree's positions per ply, and peaks measured on Linux.
@Suite struct MemoryNeededTests {
  /// Every shape of at most 16 cells, with the default line.
  static let shapes = (1...16).flatMap { rows in
    (1...16).filter { rows * $0 <= 16 }.map { (rows, $0) }
  }

  /// 3^n, by repeated multiplication.
  static func power3(_ n: Int) -> Int { Array(repeating: 3, count: n).reduce(1, *) }

  /// The positions of each ply of `geometry` from the empty board, counted naively.
  static func naivePositions(_ geometry: Geometry) -> [Int] {
    let start = NaiveBoard(rows: geometry.rows, columns: geometry.columns, k: geometry.k)
    return NaiveGameTree(from: start).layers.map(\.positions)
  }

  /// Boards of `cells` cells holding `pieces` pieces, half of them (rounded up) X's, by
  /// trying every one of the 3^cells boards.
  static func boards(cells: Int, pieces: Int) -> Int {
    (0..<power3(cells)).count { code in
      var (x, o, rest) = (0, 0, code)
      for _ in 0..<cells {
        if rest % 3 == 1 { x += 1 } else if rest % 3 == 2 { o += 1 }
        rest /= 3
      }
      return x == (pieces + 1) / 2 && o == pieces / 2
    }
  }

  @Test(arguments: shapes)
  func aSearcherNeedsAByteAPositionAndTheLookups(rows: Int, columns: Int) throws {
    let geometry = try Geometry(rows: rows, columns: columns)
    let lookups = Searcher.memoryNeeded(for: geometry) - Self.power3(rows * columns)
    // The two lookups over every 16-bit mask, a bool and a UInt16 each, and under 1 MB
    // besides; the same whatever the shape.
    #expect(lookups >= 65_536 * 3 && lookups < 1_000_000)
    #expect(lookups == Searcher.memoryNeeded(for: .ticTacToe) - 19_683)
  }

  @Test(arguments: 0...9)
  func aPlyWithoutLinesHoldsTheBoardsWithThatManyPieces(pieces: Int) {
    #expect(
      PerftCounter.positions(after: pieces, amongEmpty: 9) == Self.boards(cells: 9, pieces: pieces))
  }

  @Test(arguments: [(3, 3, 3), (3, 4, 3), (2, 4, 2), (4, 3, 4), (1, 9, 3), (3, 3, 1)])
  func aPlyHoldsAtMostTheBoardsWithThatManyPieces(rows: Int, columns: Int, k: Int) throws {
    let geometry = try Geometry(rows: rows, columns: columns, k: k)
    for (ply, positions) in Self.naivePositions(geometry).enumerated() {
      #expect(positions <= PerftCounter.positions(after: ply, amongEmpty: rows * columns))
    }
  }

  @Test func anArrayGrowsToTheNextPowerOfTwo() {
    #expect((0...9).map(PerftCounter.capacity) == [0, 1, 2, 4, 4, 8, 8, 8, 8, 16])
    #expect(PerftCounter.capacity(1_962_576) == 2_097_152)
    #expect(PerftCounter.growingPeak(1_962_576) == 3_145_728)
  }

  /// The hashed count holds, 16 bytes a slot, the classes up to symmetry of the ply it
  /// reads and of the one it makes, which each thread but one makes a table of its own for;
  /// the divide keeps every ply. From a root no symmetry fixes, the symmetry count adds a
  /// set of classes.
  @Test func aHashedCountNeedsItsWidestPlies() throws {
    let start = NaiveBoard(rows: 3, columns: 3, k: 3)
    let layers = NaiveGameTree(from: start, upToSymmetry: true).layers.map {
      $0.positionsUpToSymmetry!
    }
    let widest = zip(layers, layers.dropFirst()).map { $0 + $1 }.max()!
    let plain = PerftCounter.hashedMemoryNeeded(from: .start(), depth: 9)
    #expect(plain >= 16 * widest)
    let divide = PerftCounter.hashedMemoryNeeded(from: .start(), depth: 9, divide: true)
    #expect(divide >= 16 * layers.reduce(0, +) && divide > plain)
    // Each thread but one makes a table of the ply of its own.
    let threads = PerftCounter.hashedMemoryNeeded(from: .start(), depth: 9, threads: 3)
    #expect(threads >= plain + 2 * 16 * layers.max()!)
    // Fewer plies, fewer positions: depth 2 reads the first ply while it makes the second.
    let shallow = PerftCounter.hashedMemoryNeeded(from: .start(), depth: 2)
    #expect(shallow < plain && shallow >= 16 * (layers[1] + layers[2]))
    let corner = try Position(notation: "XO./.../...")
    let positions = NaiveGameTree(from: PerftTests.naive(corner)).layers.map(\.positions)
    let lopsided = PerftCounter.hashedMemoryNeeded(from: corner, depth: 7)
    #expect(lopsided >= 16 * zip(positions, positions.dropFirst()).map { $0 + $1 }.max()!)
    let unique = PerftCounter.hashedMemoryNeeded(from: corner, depth: 7, upToSymmetry: true)
    #expect(unique - lopsided >= 4 * positions.reduce(0, +) / 8)
  }

  /// On 16 cells the estimates cover the peaks measured on x86_64 Linux (the growth of
  /// the resident set over a count of depth 1, release build) once the command line's
  /// margin of 8 MB and a sixteenth is added, and stay within twice them.
  @Test(arguments: [
    (false, false, 16_300_000), (true, false, 48_100_000), (true, true, 47_800_000),
  ])
  func theHashedEstimateCoversTheMeasuredPeakOn4x4(divide: Bool, unique: Bool, peak: Int)
    throws
  {
    let geometry = try Geometry(rows: 4, columns: 4)
    let bytes = PerftCounter.hashedMemoryNeeded(
      from: .start(geometry), depth: 16, upToSymmetry: unique, divide: divide)
    // At least the widest ply's classes, an eighth of its positions, 16 bytes each.
    #expect(bytes >= 16 * 1_962_576 / 8)
    #expect(bytes + 8_000_000 + bytes / 16 >= peak && bytes < 2 * peak)
  }

  @Test func theSolutionTableNeedsTheSearcherAndTheWidestPlyTwice() throws {
    let layers = Self.naivePositions(.ticTacToe)
    let bytes = SolutionTable.memoryNeeded(for: .ticTacToe)
    // A bit per position, and the widest ply as (index, position) and as positions.
    let stride = MemoryLayout<Position>.stride
    #expect(bytes >= 19_683 + 65_536 * 3 + 19_683 / 8 + layers.max()! * (2 * stride + 8))
    // 4x4: measured peak 220 MB over the start.
    let large = SolutionTable.memoryNeeded(for: try Geometry(rows: 4, columns: 4))
    #expect(large + 8_000_000 + large / 16 >= 220_000_000 && large < 440_000_000)
  }

  @Test func theBenchNeeds4x4sTableOnlyForSolve4x4() throws {
    let small = Bench.memoryNeeded(for: [.perft, .memo, .solve])
    // The 3x3 searcher's table and the memo's, a byte a position each, and the lookups.
    #expect(small >= 2 * 19_683 + 65_536 * 3 && small < 2_000_000)
    // solve4x4 adds a 4x4 searcher: 3^16 bytes and the lookups, under 1 MB.
    let one = Bench.memoryNeeded(for: [.perft, .memo, .solve, .solve4x4(.normal)])
    #expect(one - small >= 43_046_721 + 65_536 * 3 && one - small < 43_046_721 + 1_000_000)
    // Each rule's 4x4 workload has a searcher of its own: four in all.
    let all = Bench.memoryNeeded(for: BenchWorkload.allCases.filter { $0 != .connectFour })
    #expect(all - small >= 4 * (43_046_721 + 65_536 * 3))
    #expect(all - small < 4 * (43_046_721 + 1_000_000))
    // Connect Four's searcher adds its hashed table's default budget, 64 MiB.
    let connectFour = Bench.memoryNeeded(for: BenchWorkload.allCases) - all
    #expect(connectFour >= 64 << 20 && connectFour < (64 << 20) + 1_000_000)
  }
}
