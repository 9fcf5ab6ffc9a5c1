import TicTacToe

extension PerftCounter {
  /// A slot of a ply's table: a class's key, `toMove << 16 | moved` of its smallest image
  /// under the root's symmetries, and the sequences reaching the whole class (0: empty).
  typealias Entry = (key: UInt32, count: Int)

  /// The hashed count, over classes of the symmetries that fix the root: positions of a
  /// class are reached by as many sequences each and have alike subtrees, so ply by ply each
  /// class's sequences flow to its representative's children, one class per ply's table.
  /// The divide takes one pass back for every first move at once.
  func countHashed(
    from board: Board, depth: Int, upToSymmetry: Bool, divide: Bool,
    progress: (Progress) -> Void
  ) -> (counts: PerftCounts, classes: Int?) {
    let (tables, group) = (self.tables, Self.symmetries(fixing: board, geometry))
    let isWholeGroup = group.count == geometry.symmetries.count
    // Lane s: the image of each cell's bit under the group's s-th symmetry (unused lanes 0).
    let bits = (0..<16).map { cell in
      var lanes = SIMD8<UInt32>()
      for (lane, s) in group.enumerated() where cell < tables.cellCount {
        lanes[lane] = 1 << geometry.symmetries[s][cell]
      }
      return lanes
    }
    let empty = (tables.allCells - board.occupied).count
    let capacities = Self.capacities(empty: empty, depth: depth, group: group, geometry)
    let rootKey = UInt32(board.mine.rawValue) << 16 | UInt32(board.theirs.rawValue)
    var plies = [Self.table(capacity: 1)]
    defer { for table in plies { table.deallocate() } }
    plies[0][0] = (rootKey, 1)
    var classes = Set<UInt32>([tables.canonicalKey(board.mine, board.theirs)])
    var (counts, found, classCount) = (PerftCounts(), 1, 1)
    let work = (0...max(depth, 1)).map { ply in
      ply == 0 ? 0 : Double(Self.positions(after: ply - 1, amongEmpty: empty) * (empty - ply + 1))
    }
    let allWork = max(work.reduce(0, +), 1)
    for ply in 1...max(depth, 1) where ply <= depth {
      let share = work[..<ply].reduce(0, +) / allWork
      progress(.hashing(depth: ply, of: depth, positions: found, share: share))
      let next = Self.table(capacity: capacities[ply])
      plies.append(next)
      var (perft, wins, draws, positions) = (0, 0, 0, 0)
      for (key, count) in plies[ply - 1] where count != 0 {
        let (mine, theirs) = Self.sides(key)
        guard tables.result(of: theirs, against: mine) == .ongoing else { continue }
        let free = tables.allCells - (mine | theirs)
        let winning = tables.winningCells(for: mine) & free
        perft &+= count &* free.count
        wins &+= count &* winning.count
        if free.hasOneCell && winning.isEmpty { draws &+= count }
        let base = Self.images(mine, theirs, group: group, tables)
        for cell in free {
          let images = base | bits[cell]
          let key = images.min()
          guard Self.add(count, to: key, in: next) else { continue }
          // The class's size: the group over the symmetries that fix the position.
          let fixing = SIMD8<UInt32>().replacing(with: 1, where: images .== key).wrappedSum()
          positions &+= group.count / Int(fixing)
          if isWholeGroup {
            classCount &+= 1
          } else if upToSymmetry {
            let (a, b) = Self.sides(key)
            classes.insert(tables.canonicalKey(a, b))
          }
        }
      }
      (counts[.sequences, ply], counts[.wins, ply]) = (perft, wins)
      (counts[.draws, ply], counts[.positions, ply]) = (draws, positions)
      found &+= positions
      if !divide {
        plies[ply - 1].deallocate()
        plies[ply - 1] = UnsafeMutableBufferPointer(start: nil, count: 0)
      }
    }
    if divide && depth > 0 {
      Self.divideBack(
        plies, root: board, depth: depth, group: group, bits: bits, tables, into: &counts,
        progress: progress)
    }
    return (counts, upToSymmetry ? (isWholeGroup ? classCount : classes.count) : nil)
  }

  /// The pass back of the hashed divide: from ply depth - 1 up to 1, overwrites each class's
  /// count with the sequences below one of its positions down to `depth` (none below a
  /// finished one); `plies` holds the tables of plies 0 to depth.
  private static func divideBack(
    _ plies: [UnsafeMutableBufferPointer<Entry>], root: Board, depth: Int, group: [Int],
    bits: [SIMD8<UInt32>], _ tables: GeometryTables, into counts: inout PerftCounts,
    progress: (Progress) -> Void
  ) {
    for ply in stride(from: depth - 1, through: 1, by: -1) {
      progress(.dividing(depth: ply))
      let (layer, next) = (plies[ply], plies[ply + 1])
      for slot in layer.indices where layer[slot].count != 0 {
        let (mine, theirs) = sides(layer[slot].key)
        let free = tables.allCells - (mine | theirs)
        var below = ply == depth - 1 ? free.count : 0
        if tables.result(of: theirs, against: mine) != .ongoing {
          below = 0
        } else if ply < depth - 1 {
          let base = images(mine, theirs, group: group, tables)
          for cell in free { below &+= find((base | bits[cell]).min(), in: next) }
        }
        layer[slot].count = below
      }
    }
    let base = images(root.mine, root.theirs, group: group, tables)
    for cell in tables.allCells - root.occupied {
      // At depth 1 each first move is one sequence.
      counts[.divide, cell] = depth == 1 ? 1 : find((base | bits[cell]).min(), in: plies[1])
    }
  }

  /// The side to move and the side that moved last of the class `key`.
  @inline(__always)
  static func sides(_ key: UInt32) -> (Bitboard, Bitboard) {
    (Bitboard(rawValue: UInt16(key >> 16)), Bitboard(rawValue: UInt16(truncatingIfNeeded: key)))
  }

  /// For each symmetry of `group`, the image of the board after `mine` moves, without the
  /// move: `theirs << 16 | mine`, the unused lanes all ones.
  @inline(__always)
  static func images(_ mine: Bitboard, _ theirs: Bitboard, group: [Int], _ tables: GeometryTables)
    -> SIMD8<UInt32>
  {
    var lanes = SIMD8<UInt32>(repeating: .max)
    for (lane, s) in group.enumerated() {
      lanes[lane] =
        UInt32(tables.image(theirs, under: s).rawValue) << 16
        | UInt32(tables.image(mine, under: s).rawValue)
    }
    return lanes
  }

  /// Adds `count` to the class `key` of `table`; returns whether the class is new.
  @inline(__always)
  static func add(_ count: Int, to key: UInt32, in table: UnsafeMutableBufferPointer<Entry>) -> Bool
  {
    var slot = home(key, table.count)
    while table[slot].count != 0 {
      if table[slot].key == key {
        table[slot].count &+= count
        return false
      }
      slot = (slot &+ 1) & (table.count &- 1)
    }
    table[slot] = (key, count)
    return true
  }

  /// The count of the class `key`, which `table` holds.
  @inline(__always)
  static func find(_ key: UInt32, in table: UnsafeMutableBufferPointer<Entry>) -> Int {
    var slot = home(key, table.count)
    while table[slot].key != key { slot = (slot &+ 1) & (table.count &- 1) }
    return table[slot].count
  }

  /// The first slot tried for `key` in a table of `capacity` slots, a power of two.
  @inline(__always)
  static func home(_ key: UInt32, _ capacity: Int) -> Int {
    Int(truncatingIfNeeded: (UInt64(key) &* 0x9E37_79B9_7F4A_7C15) &>> 32) & (capacity &- 1)
  }

  /// A table of `capacity` empty slots.
  static func table(capacity: Int) -> UnsafeMutableBufferPointer<Entry> {
    let table = UnsafeMutableBufferPointer<Entry>.allocate(capacity: capacity)
    table.initialize(repeating: (0, 0))
    return table
  }

  /// The symmetries of `geometry` that map `board` onto itself, by number, the identity first.
  static func symmetries(fixing board: Board, _ geometry: Geometry) -> [Int] {
    geometry.symmetries.indices.filter { s in
      [board.mine, board.theirs].allSatisfy { geometry.tables.image($0, under: s) == $0 }
    }
  }

  /// The slots of each ply's table, by ply from 0 to `depth`: a power of two with a quarter
  /// to spare over a bound on the ply's classes. By Burnside's lemma the classes are the mean
  /// over `group` of the positions each symmetry fixes: at most the ply's positions, and for
  /// any other than the identity the boards it fixes, 3 to the number of its cycles.
  static func capacities(empty: Int, depth: Int, group: [Int], _ geometry: Geometry) -> [Int] {
    let fixed = group.dropFirst().map { s in
      let map = geometry.symmetries[s]
      let cycles = map.indices.filter { cell in
        var next = map[cell]
        while next > cell { next = map[next] }
        return next == cell
      }.count
      return (0..<cycles).reduce(1) { product, _ in product * 3 }
    }
    return (0...depth).map { ply in
      let positions = positions(after: ply, amongEmpty: empty)
      let classes = (positions + fixed.reduce(0) { $0 + min($1, positions) }) / group.count + 1
      return capacity(classes + classes / 3 + 1)
    }
  }

  /// About the most bytes a hashed count from `position` down to `depth` plies takes, known
  /// before counting: the tables of the widest two consecutive plies, with `divide` of
  /// every ply, with `upToSymmetry` a set of classes.
  public static func hashedMemoryNeeded(
    from position: Position, depth: Int, upToSymmetry: Bool = false, divide: Bool = false
  ) -> Int {
    let geometry = position.geometry
    let empty = position.emptyCells.count
    let depth = min(max(depth, 0), empty)
    let group = symmetries(fixing: position.board, geometry)
    let slots = capacities(empty: empty, depth: depth, group: group, geometry)
    let tables = divide ? slots.reduce(0, +) : zip(slots, slots.dropFirst()).map(+).max() ?? 1
    var bytes = tables * MemoryLayout<Entry>.stride + GeometryTables.memoryNeeded
    if upToSymmetry && group.count < geometry.symmetries.count {
      let classes = (0...depth).reduce(0) { $0 + positions(after: $1, amongEmpty: empty) }
      // A set's buckets stay at most three quarters full and double as they fill: the
      // last buckets and the half-size ones they were copied from, 4 bytes each and a bit.
      let buckets = capacity(classes + classes / 3 + 1)
      bytes += (buckets + buckets / 2) * (MemoryLayout<UInt32>.stride + 1)
    }
    return bytes
  }

  /// The most positions that `plies` moves from a position with `empty` empty cells can
  /// reach: exact without wins, an upper bound with them.
  static func positions(after plies: Int, amongEmpty empty: Int) -> Int {
    /// The number of ways to choose `k` of `n` things.
    func binomial(_ n: Int, _ k: Int) -> Int {
      guard (0...n).contains(k) else { return 0 }
      return (0..<min(k, n - k)).reduce(1) { $0 * (n - $1) / ($1 + 1) }
    }
    return binomial(empty, plies) * binomial(plies, (plies + 1) / 2)
  }

  /// The capacity an array reaches when it grows by appends to `count` elements.
  static func capacity(_ count: Int) -> Int {
    count > 1 ? 1 << (Int.bitWidth - (count - 1).leadingZeroBitCount) : count
  }

  /// The most elements alive while an array grows to `count` by appends: its last buffer
  /// and the half-size one it was copied from.
  static func growingPeak(_ count: Int) -> Int { capacity(count) + capacity(count) / 2 }
}
