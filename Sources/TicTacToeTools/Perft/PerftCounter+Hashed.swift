// The hashed perft: one entry per class of positions under the root's symmetries, ply by ply.
import TicTacToe

extension PerftCounter {
  /// A slot of a ply's table: a class's key (`toMove << 16 | moved` of its smallest image
  /// under the root's symmetries), its positions, and the sequences reaching it (0: empty).
  typealias Entry = (key: UInt32, positions: UInt32, count: Int)

  /// A key probes only its own shard of a table, so that threads merge a shard each.
  static var shardSize: Int { 1 << 16 }

  /// The slots of the ply before that a thread expands at a time.
  static var pieceSize: Int { 1 << 12 }

  /// The hashed count, over classes of the symmetries that fix the root: positions of a
  /// class are reached by as many sequences each and have alike subtrees, so ply by ply each
  /// class's sequences flow to its representative's children. On `threads`, each expands
  /// pieces of the ply before into a table of its own, then shards of the others are merged
  /// into the ply's. The divide takes one pass back for every first move at once.
  func countHashed(
    from board: Board, depth: Int, upToSymmetry: Bool, divide: Bool, threads: Threads,
    progress: (Progress) -> Void
  ) -> (counts: PerftCounts, classes: Int?) {
    let (tables, group) = (self.tables, Self.symmetries(fixing: board, geometry))
    let (isWholeGroup, symmetries) = (group.count == geometry.symmetries.count, group.count)
    nonisolated(unsafe) let bits = Self.lookups(group: group, geometry, copies: threads.count)
    defer { bits.deallocate() }
    let capacities = Self.capacities(
      stacks: Self.stacks(of: board, in: geometry), depth: depth, group: group, geometry)
    var plies = [UnsafeMutableBufferPointer<Entry>.allocate(capacity: 1)]
    defer { for table in plies { table.deallocate() } }
    plies[0][0] = (UInt32(board.mine.rawValue) << 16 | UInt32(board.theirs.rawValue), 1, 1)
    var classes = Set([tables.canonicalKey(board.mine, board.theirs)])
    var (counts, found, classCount) = (PerftCounts(), 1, 1)
    for ply in 1...max(depth, 1) where ply <= depth {
      // The share of the work done: the bounds on the classes of the plies made so far.
      let share = Double(capacities[1..<ply].reduce(0, +)) / Double(capacities.reduce(0, +))
      progress(.hashing(depth: ply, of: depth, positions: found, share: share))
      plies.append(.allocate(capacity: capacities[ply]))
      nonisolated(unsafe) let previous = plies[ply - 1]
      let pieces = (previous.count + Self.pieceSize - 1) / Self.pieceSize
      nonisolated(unsafe) let own =
        [plies[ply]]
        + (1..<min(threads.count, pieces)).map { _ in .allocate(capacity: capacities[ply]) }
      // Each thread empties its own table: only counts are read before a key is written.
      let empty: @Sendable (Int) -> Void = {
        let table = own[$0]
        for slot in table.indices { table[slot].count = 0 }
      }
      let expanded = Self.share(pieces, on: threads, adding: counts, prepare: empty) {
        thread, piece in
        let parents = previous[
          piece * Self.pieceSize..<min((piece + 1) * Self.pieceSize, previous.count)]
        var sums = Self.expand(
          parents, into: own[thread], ply: ply, bits + thread * Self.lookupsSize,
          symmetries: symmetries, tables)
        if thread > 0 { sums[.positions, ply] = 0 }  // new in its own table, counted by the merge
        return sums
      }
      counts = expanded.counts
      if expanded.threads > 1 {
        nonisolated(unsafe) let target = own[0]
        let size = min(target.count, Self.shardSize)
        counts =
          Self.share(target.count / size, on: threads, adding: counts) { _, shard in
            var sums = PerftCounts()
            for local in own[1..<expanded.threads] {
              for (key, positions, count) in local[shard * size..<(shard + 1) * size]
              where count != 0 {
                guard let slot = Self.add(count, to: key, in: target) else { continue }
                target[slot].positions = positions
                sums[.positions, ply] &+= Int(positions)
              }
            }
            return sums
          }.counts
      }
      for table in own.dropFirst() { table.deallocate() }
      found &+= counts[.positions, ply]
      if upToSymmetry && isWholeGroup {
        for entry in plies[ply] where entry.count != 0 { classCount &+= 1 }
      } else if upToSymmetry {
        for entry in plies[ply] where entry.count != 0 {
          let (mine, theirs) = Self.sides(entry.key)
          classes.insert(tables.canonicalKey(mine, theirs))
        }
      }
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

  /// Adds to `table` the children of the classes `parents`, of the ply before `ply`, by the
  /// lookups `bits` of the root's `symmetries`; returns the counts of `ply`.
  static func expand(
    _ parents: Slice<UnsafeMutableBufferPointer<Entry>>,
    into table: UnsafeMutableBufferPointer<Entry>, ply: Int, _ bits: UnsafeMutablePointer<UInt32>,
    symmetries: Int, _ tables: GeometryTables
  ) -> PerftCounts {
    var (perft, wins, draws, positions) = (0, 0, 0, 0)
    for (key, _, count) in parents where count != 0 {
      let (mine, theirs) = sides(key)
      guard tables.result(of: theirs, against: mine) == .ongoing else { continue }
      let free = tables.allCells - (mine | theirs)
      let moves = tables.moves(mine | theirs)
      let winning = tables.winningCells(for: mine) & moves
      (perft, wins) = (perft &+ count &* moves.count, wins &+ count &* winning.count)
      if free.hasOneCell && winning.isEmpty { draws &+= count }
      images(mine, theirs, bits)
      for cell in moves {
        let key = smallest(bits, cell)
        guard let slot = add(count, to: key, in: table) else { continue }
        // A new class: as many positions as symmetries over those that fix them.
        let fixing = (0..<8).count { bits[128 &+ $0] | bits[8 &* cell &+ $0] == key }
        table[slot].positions = UInt32(truncatingIfNeeded: symmetries / fixing)
        positions &+= symmetries / fixing
      }
    }
    var sums = PerftCounts()
    (sums[.sequences, ply], sums[.wins, ply]) = (perft, wins)
    (sums[.draws, ply], sums[.positions, ply]) = (draws, positions)
    return sums
  }

  /// Adds `count` sequences to the class `key` in `table`; returns its slot if it is new.
  @inline(__always)
  static func add(_ count: Int, to key: UInt32, in table: UnsafeMutableBufferPointer<Entry>) -> Int?
  {
    let slot = slot(of: key, in: table)
    table[slot].count &+= count
    guard table[slot].count == count else { return nil }
    table[slot].key = key
    return slot
  }

  /// The pass back of the divide over the tables of plies 0 to the depth: from ply
  /// depth - 1 up to 1, each class's count becomes `~n`, n the sequences of the whole depth
  /// below one of its positions.
  private static func divideBack(
    _ plies: [UnsafeMutableBufferPointer<Entry>], root: Board, bits: UnsafeMutablePointer<UInt32>,
    _ tables: GeometryTables, into counts: inout PerftCounts, progress: (Progress) -> Void
  ) {
    let depth = plies.count - 1
    for ply in stride(from: depth - 1, through: 1, by: -1) {
      progress(.dividing(depth: ply))
      let (table, next) = (plies[ply], plies[ply + 1])
      for index in table.indices where table[index].count != 0 {
        let (mine, theirs) = sides(table[index].key)
        let moves = tables.moves(mine | theirs)
        let below: Int
        if tables.result(of: theirs, against: mine) != .ongoing {
          below = 0
        } else if ply == depth - 1 {
          below = moves.count
        } else {
          images(mine, theirs, bits)
          below = moves.reduce(0) { $0 &+ ~next[slot(of: smallest(bits, $1), in: next)].count }
        }
        table[index].count = ~below
      }
    }
    images(root.mine, root.theirs, bits)
    for cell in tables.moves(root.occupied) {
      let entry = plies[1][slot(of: smallest(bits, cell), in: plies[1])]
      counts[.divide, cell] = depth == 1 ? 1 : ~entry.count  // at depth 1, one sequence each
    }
  }

  /// The side to move and the side that moved last of the class `key`.
  @inline(__always)
  static func sides(_ key: UInt32) -> (Bitboard, Bitboard) {
    (Bitboard(rawValue: UInt64(key >> 16)), Bitboard(rawValue: UInt64(key & 0xFFFF)))
  }

  /// The slot of `table` that holds the class `key`, or the empty one where it would go.
  @inline(__always)
  static func slot(of key: UInt32, in table: UnsafeMutableBufferPointer<Entry>) -> Int {
    let last = min(table.count, shardSize) &- 1  // the probe wraps round the key's shard
    let hash = Int(truncatingIfNeeded: (UInt64(key) &* 0x9E37_79B9_7F4A_7C15) &>> 32)
    var slot = hash & (table.count &- 1)
    let shard = slot & ~last
    while true {
      if table[slot].count == 0 || table[slot].key == key { return slot }
      slot = shard | (slot &+ 1) & last
    }
  }

  static var lookupsSize: Int { 136 + 8 * 512 }

  /// `copies` (one a thread) of the lookups for `group`, in 8 lanes, one a symmetry (the
  /// rest map any set to all cells), laid out for the 8-wide min of ``smallest(_:_:)``: at
  /// `8 * cell + lane` a cell's image, at `136 + 512 * lane` the low byte's masks' then the
  /// high byte's, at `128` a board's (``images(_:_:_:)``).
  static func lookups(group: [Int], _ geometry: Geometry, copies: Int = 1)
    -> UnsafeMutablePointer<UInt32>
  {
    let lookups = UnsafeMutablePointer<UInt32>.allocate(capacity: copies * lookupsSize)
    lookups.initialize(repeating: 0, count: 136)
    (lookups + 136).initialize(repeating: 0xFFFF, count: 8 * 512)
    for (lane, s) in group.enumerated() {
      for (cell, image) in geometry.symmetries[s].enumerated() {
        lookups[8 * cell + lane] = 1 << image
      }
      for mask in 0..<512 {
        let cells = Bitboard(rawValue: UInt64(mask < 256 ? mask : (mask - 256) << 8))
        lookups[136 + 512 * lane + mask] = UInt32(geometry.tables.image(cells, under: s).rawValue)
      }
    }
    for copy in 1..<max(copies, 1) {
      (lookups + copy * lookupsSize).initialize(from: lookups, count: lookupsSize)
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
}
