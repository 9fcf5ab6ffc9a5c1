/// The facts of one shape that the rules, the search, perft and bench read: the lines, the
/// move order, the symmetries, lookups over every set of cells and the index weights.
///
/// Made at most once per shape and process (``shared(rows:columns:k:)``) and never freed,
/// so that a ``Geometry`` holds them without a reference count; `@unchecked Sendable`
/// because the buffers are written only in `init` (see `GeometryTables+Building.swift`).
/// Were every one of the 364 shapes asked for, they would take about 19 MB.
@usableFromInline package final class GeometryTables: @unchecked Sendable {
  /// The number of cells.
  package let cellCount: Int
  /// Every cell of the board.
  @usableFromInline package let allCells: Bitboard
  /// Every winning line: rows, columns, then the two diagonal directions.
  let lines: [Bitboard]
  /// The cells in search order, most lines first.
  let moveOrder: [Int]
  /// Each symmetry as a permutation of the cells, the identity first.
  @usableFromInline let symmetries: [[Int]]
  /// For symmetry `s`, the images of the low byte's 256 masks, then the high byte's, at
  /// `512 * s`.
  @usableFromInline let images: [UInt16]
  /// `wins[m]`: whether the cells of mask `m` hold a line; `2^cellCount` entries.
  @usableFromInline let wins: UnsafeMutablePointer<Bool>
  /// `completing[m]`: the cells outside mask `m` that would complete a line with it, the
  /// moves that win for a player holding `m`; `2^cellCount` entries.
  @usableFromInline package let completing: UnsafeMutablePointer<UInt16>
  /// `moveOrder` as bytes, 16 entries (unused slots repeat cell 0).
  private let order: UnsafeMutablePointer<UInt8>
  /// A set of cells as a set of slots of `moveOrder`: the low byte's image at `m`, the
  /// high byte's at `256 + m`; OR the two. 512 entries.
  private let slots: UnsafeMutablePointer<UInt16>
  /// `3^i`, the weight of cell `i` in a position's base-3 index, 16 entries; then each
  /// cell's weight in the search's index (``searchWeight(of:)``), 16 more.
  @usableFromInline package let weights: UnsafeMutablePointer<Int>

  /// Every shape's slot, by rows, columns and k (each from 1 to 16): `nil` until its
  /// tables are made. Written only by a compare-and-swap from `nil`.
  nonisolated(unsafe) private static let made: UnsafeMutablePointer<GeometryTables?> = {
    let slots = UnsafeMutablePointer<GeometryTables?>.allocate(capacity: 16 * 16 * 16)
    slots.initialize(repeating: nil, count: 16 * 16 * 16)
    return slots
  }()

  /// The tables of a shape that ``Geometry`` has checked, made the first time they are
  /// asked for. Two threads asking at once may both build them; one set is kept.
  static func shared(rows: Int, columns: Int, k: Int) -> Unmanaged<GeometryTables> {
    let shape: Int = ((rows - 1) * 16 + columns - 1) * 16 + k - 1
    let slot: UnsafeMutablePointer<GeometryTables?> = made + shape
    // The standard library's lock-free once, which a library for macOS 13 may use (the
    // Synchronization module's atomics need macOS 15).
    if let tables = _stdlib_atomicAcquiringLoadARCRef(object: slot) { return tables }
    return _stdlib_atomicAcquiringInitializeARCRef(
      object: slot, desired: GeometryTables(rows: rows, columns: columns, k: k))
  }

  /// The tables of a shape that ``Geometry`` has checked, in O(2^cells x lines).
  private init(rows: Int, columns: Int, k: Int) {
    let cells = rows * columns
    cellCount = cells
    allCells = Bitboard(rawValue: UInt16(truncatingIfNeeded: (1 << cells) - 1))
    let lines = Self.lines(rows: rows, columns: columns, k: k)
    let linesThrough = (0..<cells).map { cell in lines.filter { $0.contains(cell) } }
    self.lines = lines
    let moveOrder = Self.moveOrder(rows: rows, columns: columns, linesThrough: linesThrough)
    let symmetries = Self.symmetries(rows: rows, columns: columns)
    (self.moveOrder, self.symmetries) = (moveOrder, symmetries)
    // Each symmetry's images of sets (cells off the board have none); each set's slots.
    images = symmetries.flatMap { map in Self.byteImages { $0 < cells ? 1 << map[$0] : 0 } }
    (wins, completing) = Self.lookups(cellCount: cells, lines: lines, through: linesThrough)
    order = .allocate(capacity: 16)
    order.initialize(repeating: 0, count: 16)
    for (slot, cell) in moveOrder.enumerated() { order[slot] = UInt8(cell) }
    let slotOf = (0..<16).map { cell in moveOrder.firstIndex(of: cell).map { 1 << $0 } ?? 0 }
    slots = .allocate(capacity: 512)
    _ = UnsafeMutableBufferPointer(start: slots, count: 512).initialize(
      from: Self.byteImages { UInt16(slotOf[$0]) })
    weights = .allocate(capacity: 32)
    weights.initialize(to: 1)
    for cell in 1..<16 { (weights + cell).initialize(to: weights[cell - 1] * 3) }
    for cell in 0..<16 {
      let slot = moveOrder.firstIndex(of: cell)
      (weights + 16 + cell).initialize(to: slot.map { weights[cells - 1 - $0] } ?? 0)
    }
  }

  /// The most bytes one shape's tables take, whatever the shape: two lookups over every
  /// 16-bit mask, the small ones, the symmetries' images, and a few kilobytes of lines.
  package static var memoryNeeded: Int {
    (1 << 16) * (MemoryLayout<Bool>.stride + MemoryLayout<UInt16>.stride)
      + 512 * MemoryLayout<UInt16>.stride + 16 * (1 + 2 * MemoryLayout<Int>.stride)
      + 8 * 512 * MemoryLayout<UInt16>.stride + 4_096
  }

  deinit {
    // Only the set that lost a race to be shared is ever freed.
    wins.deallocate()
    completing.deallocate()
    order.deallocate()
    slots.deallocate()
    weights.deallocate()
  }

  /// Whether `cells`, a set of cells on the board, holds a winning line: the one line
  /// test of the engine, one load.
  @inlinable @inline(__always)
  package func hasLine(_ cells: Bitboard) -> Bool {
    assert(cells.rawValue & ~allCells.rawValue == 0, "a cell off the board")
    return wins[Int(cells.rawValue)]
  }

  /// The cells that would complete a line for a player holding `cells` (a set on the
  /// board without a line), occupied or not: one load.
  @inlinable @inline(__always)
  package func winningCells(for cells: Bitboard) -> Bitboard {
    assert(cells.rawValue & ~allCells.rawValue == 0, "a cell off the board")
    return Bitboard(rawValue: completing[Int(cells.rawValue)])
  }

  /// What a move leads to: `mover` holds the pieces of the player who just moved, the
  /// new one included, and `other` the other player's. The one place that says a line
  /// wins and a full board without one draws.
  @inlinable @inline(__always)
  package func result(of mover: Bitboard, against other: Bitboard) -> MoveResult {
    if hasLine(mover) { return .win }
    if isFull(mover | other) { return .draw }
    return .ongoing
  }

  /// Where the game stands on `board`: the one status of the engine. Only the player who
  /// moved last can have a line on a legal board, so only their pieces are looked at.
  @inline(__always)
  func status(of board: Board) -> GameStatus {
    switch result(of: board.theirs, against: board.mine) {
    case .win: .won(board.toMove.opponent)
    case .draw: .draw
    case .ongoing: .ongoing
    }
  }

  /// Whether `occupied` covers the whole board.
  @inlinable @inline(__always)
  package func isFull(_ occupied: Bitboard) -> Bool { occupied == allCells }

  /// The cell the search tries `slot`-th, for `slot` in `0..<cellCount`.
  @inline(__always)
  func orderedCell(_ slot: Int) -> Int { Int(order[slot & 15]) }

  /// The slots of `cells` in the move order, in two loads: bit `s` is set when the cell
  /// the search tries `s`-th (``orderedCell(_:)``) is in `cells`, so iterating its bits
  /// visits `cells` in the move order without passing over the others.
  @inline(__always)
  func slots(of cells: Bitboard) -> UInt16 {
    slots[Int(cells.rawValue & 0xFF)] | slots[256 &+ Int(cells.rawValue &>> 8)]
  }

  /// `3^cell`, the weight of `cell` in a position's index: every board as a base-3
  /// number, cell `i` counting 0 when empty, `3^i` for X and `2 * 3^i` for O. Distinct
  /// boards have distinct indices, so a table of ``positionCount`` entries remembers a
  /// fact about each board with no keys and no collisions.
  @inlinable @inline(__always)
  package func weight(of cell: Int) -> Int { weights[cell & 15] }

  /// The weight of `cell` in the search's index: the same digits as ``weight(of:)``'s, the
  /// most significant the cell the search tries first, so that the positions a search
  /// visits together lie close together in its table.
  @inlinable @inline(__always)
  package func searchWeight(of cell: Int) -> Int { weights[16 &+ (cell & 15)] }

  /// The digit of `player`'s pieces in an index: 1 for X, 2 for O.
  @inlinable @inline(__always)
  package static func digit(of player: Player) -> Int { player == .x ? 1 : 2 }

  /// The index of `board`, in O(cells).
  package func index(of board: Board) -> Int {
    var index = 0
    for cell in board.x { index += weight(of: cell) }
    for cell in board.o { index += 2 * weight(of: cell) }
    return index
  }

  /// The number of indices, `3^cellCount`.
  package var positionCount: Int { 3 &* weight(of: cellCount &- 1) }

  /// The image of `cells` under symmetry number `symmetry`, in two loads.
  @inlinable @inline(__always)
  package func image(_ cells: Bitboard, under symmetry: Int) -> Bitboard {
    let mask = cells.rawValue
    return Bitboard(
      rawValue: images[512 &* symmetry &+ Int(mask & 0xFF)]
        | images[512 &* symmetry &+ 256 &+ Int(mask >> 8)])
  }

  /// The smallest of the board's images under every symmetry, as `a << 16 | b`: one
  /// key for all the boards the symmetries map onto each other.
  @inlinable package func canonicalKey(_ a: Bitboard, _ b: Bitboard) -> UInt32 {
    var key = UInt32.max
    for symmetry in 0..<symmetries.count {
      let image = UInt32(image(a, under: symmetry).rawValue) << 16
      key = min(key, image | UInt32(self.image(b, under: symmetry).rawValue))
    }
    return key
  }
}
