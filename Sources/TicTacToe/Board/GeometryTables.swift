/// The facts of one shape that the rules, the search, perft and bench read: the lines, the
/// move order, the symmetries, the lookups over every set of cells and the index weights.
/// A class so that every copy of a ``Geometry`` shares one set; `@unchecked Sendable`
/// because the buffers are written only in `init`.
final class GeometryTables: @unchecked Sendable {
  /// The number of cells.
  let cellCount: Int
  /// Every cell of the board.
  let allCells: Bitboard
  /// Every winning line: rows, columns, then the two diagonal directions.
  let lines: [Bitboard]
  /// The lines through each cell.
  let linesThrough: [[Bitboard]]
  /// The cells in search order, most lines first.
  let moveOrder: [Int]
  /// Each symmetry as a permutation of the cells, the identity first.
  let symmetries: [[Int]]
  /// For symmetry `s`, the images of the low byte's 256 masks, then the high byte's, at
  /// `512 * s`.
  let images: [UInt16]

  /// `wins[m]` tells whether the cells of mask `m` hold a winning line: `2^cellCount`
  /// entries, one per set of cells on the board.
  private let wins: UnsafeMutablePointer<Bool>
  /// `completing[m]`: the cells outside mask `m` that would complete a line with it, the
  /// moves that win for a player holding `m`. `2^cellCount` entries, like `wins`.
  private let completing: UnsafeMutablePointer<UInt16>
  /// `moveOrder` as bytes, 16 entries (unused slots repeat cell 0).
  private let order: UnsafeMutablePointer<UInt8>
  /// A set of cells as a set of slots of `moveOrder`: the low byte's image at `m`, the
  /// high byte's at `256 + m`; OR the two. 512 entries.
  private let slots: UnsafeMutablePointer<UInt16>
  /// `3^i`, the weight of cell `i` in a position's base-3 index, 16 entries.
  let weights: UnsafeMutablePointer<Int>

  /// The tables of a shape that ``Geometry/init(rows:columns:k:)`` has checked, in
  /// O(2^cells x lines through a cell).
  init(rows: Int, columns: Int, k: Int) {
    let cellCount = rows * columns
    self.cellCount = cellCount
    allCells = Bitboard(rawValue: UInt16(truncatingIfNeeded: (1 << cellCount) - 1))
    lines = Self.lines(rows: rows, columns: columns, k: k)
    let lines = lines
    linesThrough = (0..<cellCount).map { cell in lines.filter { $0.contains(cell) } }
    moveOrder = Self.moveOrder(rows: rows, columns: columns, linesThrough: linesThrough)
    symmetries = Self.symmetries(rows: rows, columns: columns)
    images = Self.images(of: symmetries, cellCount: cellCount)
    (wins, completing) = Self.lookups(cellCount: cellCount, lines: lines, through: linesThrough)
    order = .allocate(capacity: 16)
    order.initialize(repeating: 0, count: 16)
    for (slot, cell) in moveOrder.enumerated() { order[slot] = UInt8(cell) }
    slots = Self.slots(of: moveOrder)
    weights = .allocate(capacity: 16)
    weights.initialize(to: 1)
    for cell in 1..<16 { (weights + cell).initialize(to: weights[cell - 1] * 3) }
  }

  /// The win and completion lookups over every set of `cellCount` cells.
  private static func lookups(cellCount: Int, lines: [Bitboard], through linesThrough: [[Bitboard]])
    -> (wins: UnsafeMutablePointer<Bool>, completing: UnsafeMutablePointer<UInt16>)
  {
    let size = 1 << cellCount
    let wins = UnsafeMutablePointer<Bool>.allocate(capacity: size)
    let completing = UnsafeMutablePointer<UInt16>.allocate(capacity: size)
    // The lines through each cell, one after another: those of cell `c` from `first[c]`
    // to `first[c + 1]`. Plain pointers and integers, so that a debug build fills the
    // 65,536 entries of 16 cells in milliseconds too.
    let first = UnsafeMutablePointer<Int>.allocate(capacity: cellCount + 1)
    let through = UnsafeMutablePointer<UInt16>.allocate(capacity: max(cellCount * lines.count, 1))
    defer {
      first.deallocate()
      through.deallocate()
    }
    var count = 0
    for cell in 0..<cellCount {
      first[cell] = count
      for line in linesThrough[cell] {
        through[count] = line.rawValue
        count += 1
      }
    }
    first[cellCount] = count
    // With k = 1 every cell completes a line on the empty board.
    wins[0] = false
    completing[0] = lines.reduce(Bitboard.empty) { $1.count == 1 ? $0 | $1 : $0 }.rawValue
    // One pass in increasing order: a mask is the mask without its highest cell, `top`,
    // plus `top`. It holds a line when the smaller mask does or `top` completes one of
    // its lines; it keeps the smaller mask's completing cells but `top`, and the lines
    // through `top` now missing one cell add that cell.
    var mask = 1
    while mask < size {
      let top = Int.bitWidth &- 1 &- mask.leadingZeroBitCount
      let topBit = UInt16(truncatingIfNeeded: 1 &<< top)
      let rest = mask & ~(1 &<< top)
      let cells = UInt16(truncatingIfNeeded: mask)
      wins[mask] = wins[rest] || completing[rest] & topBit != 0
      var winning = completing[rest] & ~topBit
      var index = first[top]
      while index < first[top &+ 1] {
        let missing = through[index] & ~cells
        if missing != 0 && missing & (missing &- 1) == 0 { winning |= missing }
        index &+= 1
      }
      completing[mask] = winning
      mask &+= 1
    }
    return (wins, completing)
  }

  /// The slots of every byte's mask in `moveOrder`: the low byte's at `m`, the high
  /// byte's at `256 + m`.
  private static func slots(of moveOrder: [Int]) -> UnsafeMutablePointer<UInt16> {
    let slots = UnsafeMutablePointer<UInt16>.allocate(capacity: 512)
    slots.initialize(repeating: 0, count: 512)
    var slotOf = [UInt16](repeating: 0, count: 16)  // cell -> its slot's bit
    for (slot, cell) in moveOrder.enumerated() { slotOf[cell] = 1 << slot }
    // A mask's image is its lowest cell's slot and the image of the rest: one pass in
    // increasing order.
    for half in 0..<2 {
      for mask in 1..<256 {
        slots[half * 256 + mask] =
          slots[half * 256 + (mask & (mask - 1))] | slotOf[half * 8 + mask.trailingZeroBitCount]
      }
    }
    return slots
  }

  deinit {
    wins.deallocate()
    completing.deallocate()
    order.deallocate()
    slots.deallocate()
    weights.deallocate()
  }

  /// Whether `cells`, a set of cells on the board, holds a winning line: the one line
  /// test of the engine, one load.
  @inline(__always)
  func hasLine(_ cells: Bitboard) -> Bool {
    assert(cells.rawValue & ~allCells.rawValue == 0, "a cell off the board")
    return wins[Int(cells.rawValue)]
  }

  /// The cells that would complete a line for a player holding `cells` (a set on the
  /// board without a line), occupied or not: one load.
  @inline(__always)
  func winningCells(for cells: Bitboard) -> Bitboard {
    assert(cells.rawValue & ~allCells.rawValue == 0, "a cell off the board")
    return Bitboard(rawValue: completing[Int(cells.rawValue)])
  }

  /// What a move leads to: `mover` holds the pieces of the player who just moved, the
  /// new one included, and `other` the other player's. The one place that says a line
  /// wins and a full board without one draws.
  @inline(__always)
  func result(of mover: Bitboard, against other: Bitboard) -> MoveResult {
    if hasLine(mover) { return .win }
    if isFull(mover | other) { return .draw }
    return .ongoing
  }

  /// Where the game stands on `board`: the one status of the engine. Only the player who
  /// moved last can have a line on a legal board, so only their pieces are looked at.
  func status(of board: Board) -> GameStatus {
    switch result(of: board.theirs, against: board.mine) {
    case .win: .won(board.toMove.opponent)
    case .draw: .draw
    case .ongoing: .ongoing
    }
  }

  /// Whether `occupied` covers the whole board.
  @inline(__always)
  func isFull(_ occupied: Bitboard) -> Bool { occupied == allCells }

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
}
