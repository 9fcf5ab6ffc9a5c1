import TicTacToe

extension PerftCounter {
  /// A slot of a ply's table: a class's key, `toMove << 16 | moved` of its smallest image
  /// under the root's symmetries, and the sequences reaching the whole class (0: empty).
  typealias Entry = (key: UInt32, count: Int)

  /// The hashed count, over classes of the symmetries that fix the root: positions of a
  /// class are reached by as many sequences each and have alike subtrees, so ply by ply each
  /// class's sequences flow to its representative's children, one table of classes a ply.
  /// The divide takes one pass back for every first move at once.
  func countHashed(
    from board: Board, depth: Int, upToSymmetry: Bool, divide: Bool,
    progress: (Progress) -> Void
  ) -> (counts: PerftCounts, classes: Int?) {
    let (tables, group) = (self.tables, Self.symmetries(fixing: board, geometry))
    let isWholeGroup = group.count == geometry.symmetries.count
    let bits = Self.lookups(group: group, geometry)
    defer { bits.deallocate() }
    let empty = (tables.allCells - board.occupied).count
    let capacities = Self.capacities(empty: empty, depth: depth, group: group, geometry)
    var plies = [UnsafeMutableBufferPointer<Entry>.allocate(capacity: 1)]
    defer { for table in plies { table.deallocate() } }
    plies[0][0] = (UInt32(board.mine.rawValue) << 16 | UInt32(board.theirs.rawValue), 1)
    var classes = Set([tables.canonicalKey(board.mine, board.theirs)])
    var (counts, found, classCount) = (PerftCounts(), 1, 1)
    for ply in 1...max(depth, 1) where ply <= depth {
      // The share of the work done: the bounds on the classes of the plies made so far.
      let share = Double(capacities[1..<ply].reduce(0, +)) / Double(capacities.reduce(0, +))
      progress(.hashing(depth: ply, of: depth, positions: found, share: share))
      let next = UnsafeMutableBufferPointer<Entry>.allocate(capacity: capacities[ply])
      next.initialize(repeating: (0, 0))
      plies.append(next)
      var (perft, wins, draws, positions) = (0, 0, 0, 0)
      for (key, count) in plies[ply - 1] where count != 0 {
        let (mine, theirs) = Self.sides(key)
        guard tables.result(of: theirs, against: mine) == .ongoing else { continue }
        let free = tables.allCells - (mine | theirs)
        let winning = tables.winningCells(for: mine) & free
        (perft, wins) = (perft &+ count &* free.count, wins &+ count &* winning.count)
        if free.hasOneCell && winning.isEmpty { draws &+= count }
        Self.images(mine, theirs, bits)
        for cell in free {
          let key = Self.smallest(bits, cell)
          let slot = Self.slot(of: key, in: next)
          next[slot].key = key
          next[slot].count &+= count
          guard next[slot].count == count else { continue }
          // A new class: as many positions as symmetries over those that fix them.
          positions &+=
            group.count / (0..<8).count { bits[128 &+ $0] | bits[8 &* cell &+ $0] == key }
          classCount &+= 1
          guard upToSymmetry && !isWholeGroup else { continue }
          classes.insert(tables.canonicalKey(Self.sides(key).0, Self.sides(key).1))
        }
      }
      (counts[.sequences, ply], counts[.wins, ply]) = (perft, wins)
      (counts[.draws, ply], counts[.positions, ply]) = (draws, positions)
      found &+= positions
      if !divide {
        plies[ply - 1].deallocate()
        plies[ply - 1] = .init(start: nil, count: 0)
      }
    }
    if divide && depth > 0 {
      Self.divideBack(plies, root: board, bits: bits, tables, into: &counts, progress: progress)
    }
    return (counts, upToSymmetry ? (isWholeGroup ? classCount : classes.count) : nil)
  }

  /// The pass back of the hashed divide, `plies` the tables of plies 0 to the depth: from
  /// ply depth - 1 up to 1, overwrites each class's count with `~n`, n the sequences of the
  /// whole depth below one of its positions (none below a finished one).
  private static func divideBack(
    _ plies: [UnsafeMutableBufferPointer<Entry>], root: Board, bits: UnsafeMutablePointer<UInt32>,
    _ tables: GeometryTables, into counts: inout PerftCounts, progress: (Progress) -> Void
  ) {
    let depth = plies.count - 1
    for ply in stride(from: depth - 1, through: 1, by: -1) {
      progress(.dividing(depth: ply))
      for index in plies[ply].indices where plies[ply][index].count != 0 {
        let ((mine, theirs), next) = (sides(plies[ply][index].key), plies[ply + 1])
        let free = tables.allCells - (mine | theirs)
        images(mine, theirs, bits)
        let below =
          tables.result(of: theirs, against: mine) != .ongoing
          ? 0
          : ply == depth - 1
            ? free.count
            : free.reduce(0) { $0 &+ ~next[slot(of: smallest(bits, $1), in: next)].count }
        plies[ply][index].count = ~below
      }
    }
    images(root.mine, root.theirs, bits)
    for cell in tables.allCells - root.occupied {
      let entry = plies[1][slot(of: smallest(bits, cell), in: plies[1])]
      counts[.divide, cell] = depth == 1 ? 1 : ~entry.count  // at depth 1, one sequence each
    }
  }

  /// The side to move and the side that moved last of the class `key`.
  @inline(__always)
  static func sides(_ key: UInt32) -> (Bitboard, Bitboard) {
    (Bitboard(rawValue: UInt16(key >> 16)), Bitboard(rawValue: UInt16(truncatingIfNeeded: key)))
  }

  /// The slot of `table` that holds the class `key`, or the empty one where it would go.
  @inline(__always)
  static func slot(of key: UInt32, in table: UnsafeMutableBufferPointer<Entry>) -> Int {
    var slot = Int(truncatingIfNeeded: (UInt64(key) &* 0x9E37_79B9_7F4A_7C15) &>> 32)
    while true {
      slot &= table.count &- 1
      if table[slot].count == 0 || table[slot].key == key { return slot }
      slot &+= 1
    }
  }

  /// The hashed count's lookups for `group` in 8 lanes, one a symmetry (the rest map any set
  /// to all cells): at `8 * cell + lane` the image of the cell's bit, at `136 + 512 * lane`
  /// the low byte's masks' then the high byte's, at `128` a board's (``images(_:_:_:)``).
  static func lookups(group: [Int], _ geometry: Geometry) -> UnsafeMutablePointer<UInt32> {
    let lookups = UnsafeMutablePointer<UInt32>.allocate(capacity: 136 + 8 * 512)
    lookups.initialize(repeating: 0, count: 136)
    (lookups + 136).initialize(repeating: 0xFFFF, count: 8 * 512)
    for (lane, s) in group.enumerated() {
      for (cell, image) in geometry.symmetries[s].enumerated() {
        lookups[8 * cell + lane] = 1 << image
      }
      for mask in 0..<512 {
        let cells = Bitboard(rawValue: UInt16(mask < 256 ? mask : (mask - 256) << 8))
        lookups[136 + 512 * lane + mask] = UInt32(geometry.tables.image(cells, under: s).rawValue)
      }
    }
    return lookups
  }

  /// Writes at `lookups + 128` the images of the board after `mine` moves, without the
  /// move, `theirs << 16 | mine`, under each symmetry (all ones in the lanes left over).
  @inline(__always)
  static func images(_ mine: Bitboard, _ theirs: Bitboard, _ lookups: UnsafeMutablePointer<UInt32>)
  {
    let (m, t) = (Int(mine.rawValue), Int(theirs.rawValue))
    for lane in 0..<8 {
      let bytes = lookups + (136 &+ 512 &* lane)
      let a = bytes[t & 0xFF] | bytes[256 &+ t &>> 8]
      lookups[128 &+ lane] = a << 16 | bytes[m & 0xFF] | bytes[256 &+ m &>> 8]
    }
  }

  /// The class of the board after a move to `cell` from the one ``images(_:_:_:)`` saw.
  @inline(__always)
  static func smallest(_ lookups: UnsafeMutablePointer<UInt32>, _ cell: Int) -> UInt32 {
    var key = UInt32.max
    for lane in 0..<8 { key = min(key, lookups[128 &+ lane] | lookups[8 &* cell &+ lane]) }
    return key
  }

  /// The symmetries of `geometry` that map `board` onto itself, by number, the identity first.
  static func symmetries(fixing board: Board, _ geometry: Geometry) -> [Int] {
    geometry.symmetries.indices.filter { s in
      [board.mine, board.theirs].allSatisfy { geometry.tables.image($0, under: s) == $0 }
    }
  }

  /// The slots of each ply's table, by ply from 0 to `depth`: a power of two with a third
  /// to spare over a bound on the ply's classes. By Burnside's lemma the classes are the mean
  /// over `group` of the positions each symmetry fixes: at most the ply's positions, and for
  /// any other than the identity the boards it fixes, 3 to the number of its cycles.
  static func capacities(empty: Int, depth: Int, group: [Int], _ geometry: Geometry) -> [Int] {
    let fixed = group.dropFirst().map { s in
      let map = geometry.symmetries[s]  // a cycle counted at its smallest cell
      let cycles = map.indices.count { c in
        sequence(first: c) { map[$0] == c ? nil : map[$0] }.allSatisfy { $0 >= c }
      }
      return (0..<cycles).reduce(1) { product, _ in product * 3 }
    }
    return (0...depth).map { ply in
      let positions = positions(after: ply, amongEmpty: empty)
      let classes = (positions + fixed.reduce(0) { $0 + min($1, positions) }) / group.count + 1
      return capacity(classes + classes / 3 + 1)
    }
  }

  /// About the most bytes a hashed count from `position` down to `depth` plies takes, known
  /// before counting: the tables of the widest two consecutive plies (of every ply with
  /// `divide`), and with `upToSymmetry` from a root no symmetry fixes, a set of classes.
  public static func hashedMemoryNeeded(
    from position: Position, depth: Int, upToSymmetry: Bool = false, divide: Bool = false
  ) -> Int {
    let (geometry, empty) = (position.geometry, position.emptyCells.count)
    let depth = min(max(depth, 0), empty)
    let group = symmetries(fixing: position.board, geometry)
    let slots = capacities(empty: empty, depth: depth, group: group, geometry)
    let tables = divide ? slots.reduce(0, +) : zip(slots, slots.dropFirst()).map(+).max() ?? 1
    var bytes = tables * MemoryLayout<Entry>.stride + GeometryTables.memoryNeeded
    if upToSymmetry && group.count < geometry.symmetries.count {
      let classes = (0...depth).reduce(0) { $0 + positions(after: $1, amongEmpty: empty) }
      // Buckets at most 3/4 full, doubling: the last and the half-size ones copied from.
      let buckets = capacity(classes + classes / 3 + 1)
      bytes += (buckets + buckets / 2) * (MemoryLayout<UInt32>.stride + 1)
    }
    return bytes
  }

  /// The most positions that `plies` moves from a position with `empty` empty cells can
  /// reach: exact without wins, an upper bound with them.
  static func positions(after plies: Int, amongEmpty empty: Int) -> Int {
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
