extension Searcher {
  /// The bytes a searcher for `geometry` takes: its table of one byte per position
  /// (3^cells: 19,683 for 3x3, 43,046,721 for 16 cells) and the geometry's lookups (about
  /// 210 kB).
  ///
  /// Known before the searcher is made, so that an app can decide whether a board fits
  /// its device, or a program refuse a shape cleanly rather than run out of memory. A copy
  /// of a searcher shares the table until one of them writes, then takes as much again.
  ///
  /// - Complexity: O(cells).
  public static func memoryNeeded(for geometry: Geometry) -> Int {
    MemoryModel.searcher(for: geometry)
  }
}
