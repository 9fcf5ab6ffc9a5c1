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
    MemoryModel.hashedPerft(
      from: position, depth: depth, upToSymmetry: upToSymmetry, divide: divide)
  }
}
