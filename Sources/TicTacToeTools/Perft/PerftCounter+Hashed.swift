// The hashed perft: one entry per class of positions under the root's symmetries, ply by ply.
import TicTacToe

extension PerftCounter {
  /// A slot of a ply's table: a class's key (``PerftClasses``), its positions, and the
  /// sequences reaching it (0: empty).
  typealias Entry<Key> = (key: Key, positions: UInt32, count: Int)

  /// A key probes only its own shard of a table, so that threads merge a shard each.
  static var shardSize: Int { 1 << 16 }

  /// The slots of the ply before that a thread expands at a time.
  static var pieceSize: Int { 1 << 12 }

  /// The hashed count, over classes of the symmetries that fix the root: positions of a
  /// class are reached by as many sequences each and have alike subtrees, so ply by ply each
  /// class's sequences flow to its representative's children. On `threads`, each expands
  /// pieces of the ply before into a table of its own, then shards of the others are merged
  /// into the ply's. The divide takes one pass back for every first move at once.
  /// Up to 16 cells a class is one under the symmetries that fix the root; past them, a
  /// position alone (``Positions``).
  func countHashed(
    from board: Board, depth: Int, upToSymmetry: Bool, divide: Bool, threads: Threads,
    progress: (Progress) -> Void
  ) -> (counts: PerftCounts, classes: Int?) {
    geometry.cellCount <= 16
      ? countHashed(
        from: board, depth: depth, upToSymmetry: upToSymmetry, divide: divide, threads: threads,
        progress: progress, SymmetryClasses.self)
      : countHashed(
        from: board, depth: depth, upToSymmetry: false, divide: divide, threads: threads,
        progress: progress, Positions.self)
  }

  private func countHashed<Classes: PerftClasses>(
    from board: Board, depth: Int, upToSymmetry: Bool, divide: Bool, threads: Threads,
    progress: (Progress) -> Void, _: Classes.Type
  ) -> (counts: PerftCounts, classes: Int?) {
    typealias Entry = PerftCounter.Entry<Classes.Key>
    let (tables, group) = (self.tables, Self.symmetries(fixing: board, geometry))
    let (isWholeGroup, symmetries) = (group.count == geometry.symmetries.count, group.count)
    nonisolated(unsafe) let bits = Classes.lookups(group: group, geometry, copies: threads.count)
    defer { bits.deallocate() }
    let capacities = Self.capacities(
      stacks: Self.stacks(of: board, in: geometry), depth: depth, group: group, geometry)
    var plies = [UnsafeMutableBufferPointer<Entry>.allocate(capacity: 1)]
    defer { for table in plies { table.deallocate() } }
    plies[0][0] = (Classes.key(toMove: board.mine, moved: board.theirs), 1, 1)
    var classes = Set(upToSymmetry ? [tables.canonicalKey(board.mine, board.theirs)] : [])
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
          parents, into: own[thread], ply: ply, bits + thread * Classes.lookupsSize,
          symmetries: symmetries, tables, Classes.self)
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
          let (mine, theirs) = Classes.sides(entry.key)
          classes.insert(tables.canonicalKey(mine, theirs))
        }
      }
      if !divide {
        plies[ply - 1].deallocate()
        plies[ply - 1] = .init(start: nil, count: 0)
      }
    }
    if divide && depth > 0 {
      Self.divideBack(
        plies, root: board, bits: bits, tables, into: &counts, progress: progress, Classes.self)
    }
    return (counts, upToSymmetry ? (isWholeGroup ? classCount : classes.count) : nil)
  }

  /// Adds to `table` the children of the classes `parents`, of the ply before `ply`, by the
  /// lookups `bits` of the root's `symmetries`; returns the counts of `ply`.
  static func expand<Classes: PerftClasses>(
    _ parents: Slice<UnsafeMutableBufferPointer<Entry<Classes.Key>>>,
    into table: UnsafeMutableBufferPointer<Entry<Classes.Key>>, ply: Int,
    _ bits: UnsafeMutablePointer<Classes.Lookup>, symmetries: Int, _ tables: GeometryTables,
    _: Classes.Type
  ) -> PerftCounts {
    var (perft, wins, draws, positions) = (0, 0, 0, 0)
    for (key, _, count) in parents where count != 0 {
      let (mine, theirs) = Classes.sides(key)
      guard tables.result(of: theirs, against: mine) == .ongoing else { continue }
      let free = tables.allCells - (mine | theirs)
      let moves = tables.moves(mine | theirs)
      let winning = tables.winningCells(for: mine) & moves
      (perft, wins) = (perft &+ count &* moves.count, wins &+ count &* winning.count)
      if free.hasOneCell && winning.isEmpty { draws &+= count }
      Classes.images(mine, theirs, bits)
      for cell in moves {
        let key = Classes.smallest(bits, cell, mine: mine, theirs: theirs)
        guard let slot = add(count, to: key, in: table) else { continue }
        // A new class: as many positions as symmetries over those that fix them.
        let fixing = Classes.fixing(key, bits, cell)
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
  static func add<Key: PerftKey>(
    _ count: Int, to key: Key, in table: UnsafeMutableBufferPointer<Entry<Key>>
  ) -> Int? {
    let slot = slot(of: key, in: table)
    table[slot].count &+= count
    guard table[slot].count == count else { return nil }
    table[slot].key = key
    return slot
  }

  /// The pass back of the divide over the tables of plies 0 to the depth: from ply
  /// depth - 1 up to 1, each class's count becomes `~n`, n the sequences of the whole depth
  /// below one of its positions.
  private static func divideBack<Classes: PerftClasses>(
    _ plies: [UnsafeMutableBufferPointer<Entry<Classes.Key>>], root: Board,
    bits: UnsafeMutablePointer<Classes.Lookup>, _ tables: GeometryTables,
    into counts: inout PerftCounts, progress: (Progress) -> Void, _: Classes.Type
  ) {
    let depth = plies.count - 1
    for ply in stride(from: depth - 1, through: 1, by: -1) {
      progress(.dividing(depth: ply))
      let (table, next) = (plies[ply], plies[ply + 1])
      for index in table.indices where table[index].count != 0 {
        let (mine, theirs) = Classes.sides(table[index].key)
        let moves = tables.moves(mine | theirs)
        let below: Int
        if tables.result(of: theirs, against: mine) != .ongoing {
          below = 0
        } else if ply == depth - 1 {
          below = moves.count
        } else {
          Classes.images(mine, theirs, bits)
          below = moves.reduce(0) {
            let key = Classes.smallest(bits, $1, mine: mine, theirs: theirs)
            return $0 &+ ~next[slot(of: key, in: next)].count
          }
        }
        table[index].count = ~below
      }
    }
    Classes.images(root.mine, root.theirs, bits)
    for cell in tables.moves(root.occupied) {
      let key = Classes.smallest(bits, cell, mine: root.mine, theirs: root.theirs)
      let entry = plies[1][slot(of: key, in: plies[1])]
      counts[.divide, cell] = depth == 1 ? 1 : ~entry.count  // at depth 1, one sequence each
    }
  }

  /// The slot of `table` that holds the class `key`, or the empty one where it would go.
  @inline(__always)
  static func slot<Key: PerftKey>(of key: Key, in table: UnsafeMutableBufferPointer<Entry<Key>>)
    -> Int
  {
    let last = min(table.count, shardSize) &- 1  // the probe wraps round the key's shard
    let hash = Int(truncatingIfNeeded: key.hash)
    var slot = hash & (table.count &- 1)
    let shard = slot & ~last
    while true {
      if table[slot].count == 0 || table[slot].key == key { return slot }
      slot = shard | (slot &+ 1) & last
    }
  }

  /// The symmetries of `geometry` that map `board` onto itself, by number, the identity
  /// first; past 16 cells the identity alone (a class is a position).
  static func symmetries(fixing board: Board, _ geometry: Geometry) -> [Int] {
    guard geometry.cellCount <= 16 else { return [0] }
    return geometry.symmetries.indices.filter { s in
      [board.mine, board.theirs].allSatisfy { geometry.tables.image($0, under: s) == $0 }
    }
  }
}
