/// What each of the engine's large tables costs, in bytes: the one place that states it.
/// ``Searcher/memoryNeeded(for:)``, ``PerftCounter/hashedMemoryNeeded(from:depth:upToSymmetry:divide:)``,
/// ``SolutionTable/memoryNeeded(for:)`` and ``Bench/memoryNeeded(for:)`` answer from here.
///
/// Every cost is worked out before anything is built, from the geometry alone, so that a
/// program can refuse a table that will not fit rather than trap halfway. Where a table
/// grows by plies, the plies are bounded by the boards with that many pieces.
enum MemoryModel {
  /// One set of ``GeometryTables``, whatever the geometry: the two lookups over all
  /// 65,536 masks (196,608 bytes), the small ones, and the images of up to 8 symmetries;
  /// a few kilobytes of lines besides.
  static var geometryTables: Int {
    let masks = (1 << 16) * (MemoryLayout<Bool>.stride + MemoryLayout<UInt16>.stride)
    let small = 512 * MemoryLayout<UInt16>.stride + 16 * (1 + MemoryLayout<Int>.stride)
    let images = 8 * 512 * MemoryLayout<UInt16>.stride
    return masks + small + images + 4_096
  }

  /// A ``TranspositionTable``: one byte per position, 3^cells.
  static func transpositionTable(for geometry: Geometry) -> Int {
    geometry.positionCount * MemoryLayout<UInt8>.stride
  }

  /// A ``Searcher``: its transposition table and its geometry's tables.
  static func searcher(for geometry: Geometry) -> Int {
    transpositionTable(for: geometry) + geometryTables
  }

  /// A hashed perft count: one integer per position, the positions of the widest two
  /// consecutive plies (one read while the next grows), with `divide` every unfinished
  /// ply kept for the pass back, with `upToSymmetry` the set of classes (the positions
  /// divided by the board's symmetries).
  static func hashedPerft(
    from position: Position, depth: Int, upToSymmetry: Bool, divide: Bool
  ) -> Int {
    let geometry = position.geometry
    let empty = position.emptyCells.count
    let depth = min(max(depth, 0), empty)
    let entry = MemoryLayout<(mine: Bitboard, theirs: Bitboard, index: Int)>.stride
    let ply = { positions(after: $0, amongEmpty: empty) }
    var layers = 0
    for read in 0..<max(depth, 1) {
      layers = max(layers, capacity(ply(read)) + growingPeak(ply(read + 1)))
    }
    var bytes = geometry.positionCount * MemoryLayout<Int>.stride + layers * entry + geometryTables
    if divide {
      bytes += (1..<max(depth, 1)).reduce(0) { $0 + capacity(ply($1)) } * entry
    }
    if upToSymmetry {
      let classes = (0...depth).reduce(0) { $0 + ply($1) } / max(geometry.symmetries.count, 1) + 1
      // A set's buckets stay at most three quarters full and double as they fill: the
      // last buckets and the half-size ones they were copied from, 4 bytes each and a bit.
      let buckets = capacity(classes + classes / 3 + 1)
      bytes += (buckets + buckets / 2) * (MemoryLayout<UInt32>.stride + 1)
    }
    return bytes
  }

  /// A ``SolutionTable``: its searcher, a bit per position for those already queued, and
  /// the widest ply twice, once as it is queued with its indices, once in order.
  static func solutionTable(for geometry: Geometry) -> Int {
    let cells = geometry.cellCount
    let widest = (0...cells).map { positions(after: $0, amongEmpty: cells) }.max()!
    let queued = growingPeak(widest) * MemoryLayout<(Int, Position)>.stride
    let listed = widest * MemoryLayout<Position>.stride
    let seen = (geometry.positionCount / 64 + 1) * MemoryLayout<UInt64>.stride
    return searcher(for: geometry) + seen + queued + listed
  }

  /// The ``Bench`` of `workloads`: the 3x3 searcher, geometry tables and memo table of
  /// every 3x3 workload, and the 4x4 searcher only for ``BenchWorkload/solve4x4``.
  static func bench(_ workloads: [BenchWorkload]) -> Int {
    let threeByThree =
      searcher(for: .ticTacToe) + geometryTables
      + (1 << (2 * Geometry.ticTacToe.cellCount)) * MemoryLayout<Int8>.stride
    guard workloads.contains(.solve4x4) else { return threeByThree }
    return threeByThree + searcher(for: try! Geometry(rows: 4, columns: 4))
  }

  /// The number of ways to choose `k` of `n` things.
  ///
  /// - Complexity: O(k); exact for every `n` up to 16 cells.
  static func binomial(_ n: Int, _ k: Int) -> Int {
    guard (0...n).contains(k) else { return 0 }
    var result = 1
    for step in 0..<min(k, n - k) { result = result * (n - step) / (step + 1) }
    return result
  }

  /// The most positions that `plies` moves from a position with `empty` empty cells can
  /// reach: the boards with `plies` of those cells filled, the side to move at the start
  /// holding half of them, rounded up. Every such board is reached when no line ends the
  /// game earlier, so this is the exact count without wins and an upper bound with them.
  static func positions(after plies: Int, amongEmpty empty: Int) -> Int {
    binomial(empty, plies) * binomial(plies, (plies + 1) / 2)
  }

  /// The capacity an array reaches when it grows one append at a time to `count`
  /// elements: the next power of two, as growth doubles.
  static func capacity(_ count: Int) -> Int {
    guard count > 1 else { return count }
    return 1 << (Int.bitWidth - (count - 1).leadingZeroBitCount)
  }

  /// The most elements alive while an array grows to `count` by appends: its last buffer
  /// and the half-size one it was copied from.
  static func growingPeak(_ count: Int) -> Int {
    capacity(count) + capacity(count) / 2
  }
}
