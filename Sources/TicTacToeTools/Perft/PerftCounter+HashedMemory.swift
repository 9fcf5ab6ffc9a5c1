// The memory the hashed perft takes, known before it counts.
import TicTacToe

extension PerftCounter {
  /// The slots of each ply's table, by ply from 0 to `depth`: a power of two with a third
  /// to spare over a bound on the ply's classes by Burnside's lemma (the mean over `group`
  /// of the positions each fixes; a symmetry but the identity fixes 3^cycles boards), the
  /// ply's positions bounded under the rule from the empty cells' `stacks`.
  static func capacities(stacks: [Int], depth: Int, group: [Int], _ geometry: Geometry) -> [Int] {
    let fixed = group.dropFirst().map { s in
      let map = geometry.symmetries[s]  // a cycle counted at its smallest cell
      let cycles = map.indices.count { c in
        sequence(first: c) { map[$0] == c ? nil : map[$0] }.allSatisfy { $0 >= c }
      }
      return (0..<cycles).reduce(1) { product, _ in product * 3 }
    }
    return (0...depth).map { ply in
      let positions = positions(after: ply, stacks: stacks)
      let fixing = fixed.reduce(0) { adding($0, min($1, positions)) }
      let classes = adding(adding(positions, fixing) / group.count, 1)
      return capacity(adding(classes, classes / 3 + 1))
    }
  }

  /// About the most bytes a hashed count from `position` down to `depth` plies on `threads`
  /// takes, known before counting: the widest two consecutive plies' tables (every ply's
  /// with `divide`), a table for each thread but one, and with `upToSymmetry` from a root
  /// not fixed by every symmetry, a set of classes.
  public static func hashedMemoryNeeded(
    from position: Position, depth: Int, upToSymmetry: Bool = false, divide: Bool = false,
    threads: Int = 1
  ) -> Int {
    let (geometry, empty) = (position.geometry, position.emptyCells.count)
    let threads = Threads.clamped(threads)
    let depth = min(max(depth, 0), empty)
    let group = symmetries(fixing: position.board, geometry)
    let stacks = stacks(of: position.board, in: geometry)
    let slots = capacities(stacks: stacks, depth: depth, group: group, geometry)
    // Saturating: past 16 cells a bound can pass Int.max, and the count is refused.
    let helpers = multiplying(threads - 1, slots.dropFirst().max() ?? 0)
    let tables =
      divide
      ? adding(slots.reduce(0, adding), helpers)
      : zip(slots, slots.dropFirst()).map { adding($0, multiplying(threads, $1)) }.max() ?? 1
    let wide = geometry.cellCount > 16
    let entry =
      wide
      ? MemoryLayout<Entry<PositionKey>>.stride : MemoryLayout<Entry<UInt32>>.stride
    var bytes = adding(multiplying(tables, entry), GeometryTables.memoryNeeded)
    bytes = adding(
      bytes, wide ? threads : threads * SymmetryClasses.lookupsSize * MemoryLayout<UInt32>.stride)
    if upToSymmetry && group.count < geometry.symmetries.count {
      let classes = (0...depth).reduce(0) { adding($0, positions(after: $1, stacks: stacks)) }
      // A set's buckets are at most 3/4 full.
      let set = multiplying(growingPeak(adding(classes, classes / 3 + 1)), 5)
      bytes = adding(bytes, set)
    }
    return bytes
  }

  /// The capacity an array reaches when it grows by appends to `count` elements.
  static func capacity(_ count: Int) -> Int {
    guard count <= 1 << 61 else { return .max }  // past any memory: refused
    return count > 1 ? 1 << (Int.bitWidth - (count - 1).leadingZeroBitCount) : count
  }

  /// The most elements alive while an array grows to `count` by appends: its last buffer
  /// and the half-size one it was copied from.
  static func growingPeak(_ count: Int) -> Int { adding(capacity(count), capacity(count) / 2) }
}
