/// The lookups of one geometry that the hot loops of the search, perft and bench read,
/// built once by each engine that runs them and never changed: the win lookup, the
/// winning cells, the lines, the move order, the weights of the position index and the
/// symmetries' images.
///
/// A class, so that copies of an engine share one set; its lookups are methods, each one
/// load.
/// `@unchecked Sendable`: the buffers are written only in `init`.
final class GeometryTables: @unchecked Sendable {
  /// The number of cells.
  let cellCount: Int
  /// Every cell of the board.
  let allCells: Bitboard
  /// Every winning line, in the order of ``Geometry/lines``.
  let lines: [Bitboard]
  /// The lines through each cell.
  let linesThrough: [[Bitboard]]
  /// The cells in search order, most lines first.
  let moveOrder: [Int]
  /// Each symmetry as a permutation of the cells.
  let symmetries: [[Int]]
  /// For symmetry `s`, the images of the low byte's 256 masks, then the high byte's, at
  /// `512 * s`.
  let images: [UInt16]

  /// `wins[m]` tells whether the cells of mask `m` hold a winning line; masks with cells
  /// off the board are all false. 65,536 entries, so any `UInt16` indexes it unchecked.
  private let wins: UnsafeMutablePointer<Bool>
  /// `completing[m]`: the cells outside mask `m` that would complete a line with it, the
  /// moves that win for a player holding `m`. 65,536 entries, like `wins`.
  private let completing: UnsafeMutablePointer<UInt16>
  /// `moveOrder` as bytes, 16 entries (unused slots repeat cell 0).
  private let order: UnsafeMutablePointer<UInt8>
  /// A set of cells as a set of slots of `moveOrder`: the low byte's image at `m`, the
  /// high byte's at `256 + m`; OR the two. 512 entries.
  private let slots: UnsafeMutablePointer<UInt16>
  /// `3^i`, the weight of cell `i` in a position's base-3 index, 16 entries.
  private let weights: UnsafeMutablePointer<Int>

  /// The tables of `geometry`.
  ///
  /// - Complexity: O(2^cells), to fill the lookups.
  init(_ geometry: Geometry) {
    cellCount = geometry.cellCount
    allCells = geometry.allCells
    lines = geometry.lines
    let lines = lines
    linesThrough = (0..<cellCount).map { cell in lines.filter { $0.contains(cell) } }
    moveOrder = Geometry.moveOrder(
      rows: geometry.rows, columns: geometry.columns, linesThrough: linesThrough)
    symmetries = geometry.symmetries
    images = Self.images(of: symmetries, cellCount: cellCount)

    wins = .allocate(capacity: 1 << 16)
    wins.initialize(repeating: false, count: 1 << 16)
    // A mask holds a line when the mask without its highest cell does, or a line through
    // that cell lies inside it: one pass in increasing order fills the table. Masks with
    // cells off the board are never looked up, so they stay false (512 entries to fill
    // for 3x3, not 65,536).
    for mask in 1..<(1 << cellCount) {
      let top = Int.bitWidth - 1 - mask.leadingZeroBitCount
      let cells = Bitboard(rawValue: UInt16(mask))
      wins[mask] =
        wins[mask & ~(1 << top)] || linesThrough[top].contains { cells.isSuperset(of: $0) }
    }
    // Adding a mask's highest cell keeps every completing cell but that one, and lines
    // through it now missing one cell add theirs: one pass in increasing order again.
    completing = .allocate(capacity: 1 << 16)
    completing.initialize(repeating: 0, count: 1 << 16)
    // With k = 1 every cell completes a line on the empty board.
    completing[0] = lines.reduce(Bitboard.empty) { $1.count == 1 ? $0 | $1 : $0 }.rawValue
    for mask in 1..<(1 << cellCount) {
      let top = Int.bitWidth - 1 - mask.leadingZeroBitCount
      let cells = Bitboard(rawValue: UInt16(mask))
      var winning = Bitboard(rawValue: completing[mask & ~(1 << top)]).removing(top)
      for line in linesThrough[top] {
        let missing = line - cells
        if missing.count == 1 { winning = winning | missing }
      }
      completing[mask] = winning.rawValue
    }
    order = .allocate(capacity: 16)
    order.initialize(repeating: 0, count: 16)
    for (slot, cell) in moveOrder.enumerated() { order[slot] = UInt8(cell) }
    slots = .allocate(capacity: 512)
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
    weights = .allocate(capacity: 16)
    weights.initialize(to: 1)
    for cell in 1..<16 { (weights + cell).initialize(to: weights[cell - 1] * 3) }
  }

  deinit {
    wins.deallocate()
    completing.deallocate()
    order.deallocate()
    slots.deallocate()
    weights.deallocate()
  }

  /// Whether `cells`, a set of cells on the board, holds a winning line.
  ///
  /// - Complexity: O(1): one load.
  @inline(__always)
  func hasLine(_ cells: Bitboard) -> Bool { wins[Int(cells.rawValue)] }

  /// The cells that would complete a line for a player holding `cells` (a set without a
  /// line), occupied or not.
  ///
  /// - Complexity: O(1): one load.
  @inline(__always)
  func winningCells(for cells: Bitboard) -> Bitboard {
    Bitboard(rawValue: completing[Int(cells.rawValue)])
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

  /// Where the game stands on `board`, which lies on this board.
  ///
  /// - Complexity: O(1): one load.
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

  /// The slots of `cells` in the move order: bit `s` is set when the cell the search
  /// tries `s`-th (``orderedCell(_:)``) is in `cells`. Iterating its bits from the lowest
  /// visits `cells` in the move order, without passing over the others.
  ///
  /// - Complexity: O(1): two loads.
  @inline(__always)
  func slots(of cells: Bitboard) -> UInt16 {
    slots[Int(cells.rawValue & 0xFF)] | slots[256 &+ Int(cells.rawValue &>> 8)]
  }

  /// `3^cell`, the weight of `cell` in a position's base-3 index.
  @inline(__always)
  func weight(of cell: Int) -> Int { weights[cell & 15] }
}
