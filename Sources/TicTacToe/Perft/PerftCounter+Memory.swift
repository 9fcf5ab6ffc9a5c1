extension PerftCounter {
  /// About the most bytes a hashed count (``Method/hashed``) from `position` down to
  /// `depth` plies takes: the table of one integer per position (8 x 3^cells: 344 MB for
  /// 16 cells), the positions of the widest two consecutive plies (at most as many as the
  /// boards with that many pieces), with `divide` every unfinished ply kept for the pass
  /// back, and with `upToSymmetry` the set of classes (estimated as the positions divided
  /// by the board's symmetries). The walk (``Method/walk``) takes no table.
  ///
  /// Known before counting, so that a program can refuse a count that will not fit
  /// rather than run out of memory halfway. An upper bound on the positions of each ply,
  /// hence generous where lines end many games early (k = 3 on 4x4).
  ///
  /// - Complexity: O(depth), from the geometry alone.
  public static func hashedMemoryNeeded(
    from position: Position, depth: Int, upToSymmetry: Bool = false, divide: Bool = false
  ) -> Int {
    let geometry = position.geometry
    let empty = position.emptyCells.count
    let depth = min(max(depth, 0), empty)
    let entry = MemoryLayout<Node>.stride
    let ply = { MemoryModel.positions(after: $0, amongEmpty: empty) }
    // A ply being read while the next grows.
    var layers = 0
    for read in 0..<max(depth, 1) {
      layers = max(
        layers, MemoryModel.capacity(ply(read)) + MemoryModel.growingPeak(ply(read + 1)))
    }
    var bytes =
      geometry.positionCount * MemoryLayout<Int>.stride + layers * entry
      + GeometryTables.byteCount
    if divide {
      bytes += (1..<max(depth, 1)).reduce(0) { $0 + MemoryModel.capacity(ply($1)) } * entry
    }
    if upToSymmetry {
      let positions = (0...depth).reduce(0) { $0 + ply($1) }
      let classes = positions / max(geometry.symmetries.count, 1) + 1
      // A set's buckets stay at most three quarters full and double as they fill: the
      // last buckets and the half-size ones they were copied from, 4 bytes each and a bit.
      let buckets = MemoryModel.capacity(classes + classes / 3 + 1)
      bytes += (buckets + buckets / 2) * (MemoryLayout<UInt32>.stride + 1)
    }
    return bytes
  }
}
