/// What each of the engine's large tables costs, in bytes, worked out from the geometry
/// before anything is built: the one place that states it.
enum MemoryModel {
  /// One set of ``GeometryTables``, whatever the geometry, and a few kilobytes of lines.
  static var geometryTables: Int {
    let masks = (1 << 16) * (MemoryLayout<Bool>.stride + MemoryLayout<UInt16>.stride)
    let small = 512 * MemoryLayout<UInt16>.stride + 16 * (1 + MemoryLayout<Int>.stride)
    let images = 8 * 512 * MemoryLayout<UInt16>.stride
    return masks + small + images + 4_096
  }

  /// A ``Searcher``: its transposition table of one byte per position, and its geometry's
  /// tables.
  static func searcher(for geometry: Geometry) -> Int {
    geometry.positionCount * MemoryLayout<UInt8>.stride + geometryTables
  }

  /// A hashed perft count: one integer per position, the widest two consecutive plies,
  /// with `divide` every unfinished ply, with `upToSymmetry` the set of classes.
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

  /// A ``SolutionTable``: its searcher, a bit per position queued, and the widest ply
  /// twice, once as it is queued with its indices, once in order.
  static func solutionTable(for geometry: Geometry) -> Int {
    let cells = geometry.cellCount
    let widest = (0...cells).map { positions(after: $0, amongEmpty: cells) }.max()!
    let queued = growingPeak(widest) * MemoryLayout<(Int, Position)>.stride
    let listed = widest * MemoryLayout<Position>.stride
    let seen = (geometry.positionCount / 64 + 1) * MemoryLayout<UInt64>.stride
    return searcher(for: geometry) + seen + queued + listed
  }

  /// The ``Bench`` of `workloads`: the 3x3 tables, and the 4x4 searcher for
  /// ``BenchWorkload/solve4x4``.
  static func bench(_ workloads: [BenchWorkload]) -> Int {
    let threeByThree =
      searcher(for: .ticTacToe) + geometryTables
      + (1 << (2 * Geometry.ticTacToe.cellCount)) * MemoryLayout<Int8>.stride
    guard workloads.contains(.solve4x4) else { return threeByThree }
    return threeByThree + searcher(for: try! Geometry(rows: 4, columns: 4))
  }

  /// The number of ways to choose `k` of `n` things.
  static func binomial(_ n: Int, _ k: Int) -> Int {
    guard (0...n).contains(k) else { return 0 }
    var result = 1
    for step in 0..<min(k, n - k) { result = result * (n - step) / (step + 1) }
    return result
  }

  /// The most positions that `plies` moves from a position with `empty` empty cells can
  /// reach: exact without wins, an upper bound with them.
  static func positions(after plies: Int, amongEmpty empty: Int) -> Int {
    binomial(empty, plies) * binomial(plies, (plies + 1) / 2)
  }

  /// The capacity an array reaches when it grows by appends to `count` elements.
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
