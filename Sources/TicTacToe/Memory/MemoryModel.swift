/// The arithmetic behind the engine's memory estimates (``Searcher/memoryNeeded(for:)``,
/// ``PerftCounter/hashedMemoryNeeded(from:depth:upToSymmetry:divide:)``,
/// ``SolutionTable/memoryNeeded(for:)``): how many positions a ply can hold at most, and
/// how big an array grows to hold some number of elements.
///
/// The estimates are worked out before anything is built, from the geometry alone, so
/// that a program can refuse a table that will not fit rather than trap halfway.
enum MemoryModel {
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
