// A shape's precomputed facts under its rules: lines, moves, symmetries, lookups and weights.
/// What the rules, the search, perft and bench read of a shape. Made at most once per shape
/// and process and never freed, so that a ``Geometry`` holds them without a reference count;
/// `@unchecked Sendable`: written only in `init`.
@usableFromInline package final class GeometryTables: @unchecked Sendable {
  package let cellCount: Int
  @usableFromInline package let allCells: Bitboard
  package let rules: Rules
  /// Whether the notation writes more than the cells: a closing `/` for one row, `k=N`
  /// for a k not the default, the rules when not the normal ones.
  @usableFromInline let writesShape: Bool
  /// Under gravity, the bottom row, which is played first; else every cell.
  @usableFromInline let floor: Bitboard
  /// Under gravity, how far the cell above a cell is (`columns`); else 0.
  @usableFromInline let above: Int
  /// Whether the shape has at most 16 cells: its line facts are looked up by mask, which
  /// a search over 16-bit masks takes for granted.
  @usableFromInline let looksUp: Bool
  let lines: [UInt64]
  let moveOrder: [Int]
  @usableFromInline let symmetries: [[Int]]
  /// For symmetry `s`, at `2048 * s`, the images of each byte's masks, as ``slots`` are:
  /// a set's image in a load a byte of the board's cells.
  @usableFromInline let images: UnsafeMutablePointer<UInt64>
  /// The bytes a board's cells take.
  @usableFromInline let cellBytes: Int
  /// Whether the cells of mask `m` hold a line, at `m`; `2^cellCount` entries, shared by
  /// the shape's rules (``LineLookups``); up to 16 cells (else unused).
  @usableFromInline let wins: UnsafeMutablePointer<Bool>
  /// The cells outside mask `m` that would complete a line with it, at `m`; shared too.
  @usableFromInline package let completing: UnsafeMutablePointer<UInt16>
  /// Past 16 cells, what finds lines by shifts (``LineShifts``).
  @usableFromInline let shifts: UnsafeMutablePointer<LineShifts>
  /// `moveOrder` as bytes, 64 entries.
  @usableFromInline let order: UnsafeMutablePointer<UInt8>
  /// A set of cells as a set of slots of `moveOrder`, byte by byte, as ``images`` are:
  /// 8 tables of 256.
  @usableFromInline let slots: UnsafeMutablePointer<UInt64>
  /// ``weight(of:)`` for the 16 cells, then ``searchWeight(of:)``: boards of up to 16 cells.
  @usableFromInline package let weights: UnsafeMutablePointer<Int>

  /// Every shape's tables under one rule, by rows, columns and k: `nil` until made, then
  /// set once. Two arrays a rule, each made when first used: one for the shapes of up to
  /// 16 cells (32 kB), one for those past them (144 kB), so that a process playing the
  /// normal rule on small boards alone clears 32 kB.
  private static func slots(count: Int) -> UnsafeMutablePointer<GeometryTables?> {
    let slots = UnsafeMutablePointer<GeometryTables?>.allocate(capacity: count)
    slots.initialize(repeating: nil, count: count)
    return slots
  }

  /// Up to 16 cells: rows, columns and k each from 1 to 16.
  private static let narrowCount = 16 * 16 * 16
  /// Past them, a slot for each shape of at most 64 cells and each k up to 64: the shapes
  /// of `r` rows come after those of fewer rows, `64 / r` column counts each.
  private static var wideCount: Int { (1...64).reduce(0) { $0 + 64 / $1 } * 64 }

  private static func slot(rows: Int, columns: Int, k: Int) -> Int {
    guard rows &* columns > 16 else { return ((rows &- 1) &* 16 &+ columns &- 1) &* 16 &+ k &- 1 }
    var first = 0
    for fewer in stride(from: 1, to: rows, by: 1) { first &+= 64 / fewer }
    return (first &+ columns &- 1) &* 64 &+ k &- 1
  }
  nonisolated(unsafe) private static let normal = slots(count: narrowCount)
  nonisolated(unsafe) private static let misere = slots(count: narrowCount)
  nonisolated(unsafe) private static let gravity = slots(count: narrowCount)
  nonisolated(unsafe) private static let gravityMisere = slots(count: narrowCount)
  nonisolated(unsafe) private static let wideNormal = slots(count: wideCount)
  nonisolated(unsafe) private static let wideMisere = slots(count: wideCount)
  nonisolated(unsafe) private static let wideGravity = slots(count: wideCount)
  nonisolated(unsafe) private static let wideGravityMisere = slots(count: wideCount)

  /// The tables of a shape that ``Geometry`` has checked, made the first time they are
  /// asked for. Two threads asking at once may both build them; one set is kept.
  static func shared(rows: Int, columns: Int, k: Int, rules: Rules) -> Unmanaged<GeometryTables> {
    let shape = slot(rows: rows, columns: columns, k: k)
    let made =
      switch (rules, rows * columns > 16) {
      case (.normal, false): normal
      case (.misere, false): misere
      case (.gravity, false): gravity
      case (.gravityMisere, false): gravityMisere
      case (.normal, true): wideNormal
      case (.misere, true): wideMisere
      case (.gravity, true): wideGravity
      case (.gravityMisere, true): wideGravityMisere
      }
    let slot: UnsafeMutablePointer<GeometryTables?> = made + shape
    // The Synchronization module's atomics need macOS 15; this works on macOS 13.
    if let tables = _stdlib_atomicAcquiringLoadARCRef(object: slot) { return tables }
    return _stdlib_atomicAcquiringInitializeARCRef(
      object: slot, desired: GeometryTables(rows: rows, columns: columns, k: k, rules: rules))
  }

  private init(rows: Int, columns: Int, k: Int, rules: Rules) {
    let cells = rows * columns
    (cellCount, self.rules, looksUp) = (cells, rules, cells <= 16)
    allCells = Bitboard(rawValue: UInt64.max >> (64 - cells))
    floor =
      rules.hasGravity ? allCells - Bitboard(rawValue: allCells.rawValue >> columns) : allCells
    above = rules.hasGravity ? columns : 0
    writesShape =
      rows == 1 || k != Geometry.defaultK(rows: rows, columns: columns, rules: rules)
      || rules != .normal
    let lines = Self.lines(rows: rows, columns: columns, k: k)
    let linesThrough = (0..<cells).map { cell in lines.filter { $0 >> cell & 1 != 0 } }
    self.lines = lines
    let ranked = Self.moveOrder(rows: rows, columns: columns, linesThrough: linesThrough)
    let moveOrder = rules == .misere ? ranked.reversed() : ranked
    let symmetries = Self.symmetries(rows: rows, columns: columns, gravity: rules.hasGravity)
    (self.moveOrder, self.symmetries) = (moveOrder, symmetries)
    // Each symmetry's images of sets (cells off the board have none); each set's slots.
    (images, cellBytes) = (.allocate(capacity: 2048 * symmetries.count), (cells + 7) / 8)
    for (symmetry, map) in symmetries.enumerated() {
      let cellImages = (0..<8 * cellBytes).map { $0 < cells ? UInt64(1) << map[$0] : 0 }
      Self.byteImages(bytes: cellBytes, cellImages, into: images + 2048 * symmetry)
    }
    shifts = UnsafeMutablePointer.allocate(capacity: 1)
    shifts.initialize(
      to: LineShifts(rows: rows, columns: columns, k: k, gravity: rules.hasGravity))
    if looksUp {
      let lookups = LineLookups.shared(
        rows: rows, columns: columns, k: k, lines: lines, through: linesThrough)
      (wins, completing) = (lookups.wins, lookups.completing)
    } else {
      (wins, completing) = (LineLookups.none.wins, LineLookups.none.completing)
    }
    order = .allocate(capacity: 64)
    order.initialize(repeating: 0, count: 64)
    for (slot, cell) in moveOrder.enumerated() { order[slot] = UInt8(cell) }
    var slotOf = [UInt64](repeating: 0, count: 64)
    for (slot, cell) in moveOrder.enumerated() { slotOf[cell] = 1 << slot }
    // The bytes past the board's cells map every set to none.
    slots = .allocate(capacity: 8 * 256)
    Self.byteImages(bytes: cellBytes, slotOf, into: slots)
    (slots + 256 * cellBytes).initialize(repeating: 0, count: 256 * (8 - cellBytes))
    weights = .allocate(capacity: 32)
    weights.initialize(to: 1)
    for cell in 1..<16 { (weights + cell).initialize(to: weights[cell - 1] * 3) }
    for cell in 0..<16 {
      let slot = looksUp ? moveOrder.firstIndex(of: cell) : nil
      (weights + 16 + cell).initialize(to: slot.map { weights[cells - 1 - $0] } ?? 0)
    }
  }

  /// The most bytes one shape's tables take, whatever the shape.
  package static var memoryNeeded: Int {
    (1 << 16) * (MemoryLayout<Bool>.stride + MemoryLayout<UInt16>.stride)
      + 8 * 256 * MemoryLayout<UInt64>.stride + 64 + 32 * MemoryLayout<Int>.stride
      + 8 * 2048 * MemoryLayout<UInt64>.stride + 4_096
  }

  deinit {
    // Only the set that lost a race to be shared is ever freed; the line lookups stay
    // with the shape.
    order.deallocate()
    slots.deallocate()
    weights.deallocate()
    images.deallocate()
    shifts.deallocate()
  }

  /// Whether `cells` hold a line: one load up to 16 cells, else the shifts.
  @inlinable @inline(__always)
  package func hasLine<Mask>(_ cells: CellSet<Mask>) -> Bool {
    assert(
      cells.rawValue & ~Mask(truncatingIfNeeded: allCells.rawValue) == 0, "a cell off the board")
    if Mask.bitWidth <= 16 || looksUp { return wins[Int(truncatingIfNeeded: cells.rawValue)] }
    return shifts.pointee.hasLine(UInt64(truncatingIfNeeded: cells.rawValue))
  }

  /// The cells, occupied or not, that would complete a line for a player holding `cells`
  /// (past 16 cells under gravity, of a column's four only the cell on top: no empty cell
  /// lies below a piece).
  @inlinable @inline(__always)
  package func winningCells<Mask>(for cells: CellSet<Mask>) -> CellSet<Mask> {
    assert(
      cells.rawValue & ~Mask(truncatingIfNeeded: allCells.rawValue) == 0, "a cell off the board")
    if Mask.bitWidth <= 16 || looksUp {
      return CellSet(
        rawValue: Mask(truncatingIfNeeded: completing[Int(truncatingIfNeeded: cells.rawValue)]))
    }
    return CellSet(
      rawValue: Mask(
        truncatingIfNeeded: shifts.pointee.completing(UInt64(truncatingIfNeeded: cells.rawValue))))
  }

  /// The hashed table's key of `node`: the smallest of its images under the symmetries the
  /// shape and rules keep, so that the images share an entry (their scores are the same).
  @inline(__always)
  func symmetryKey<Mask>(_ node: Node<Mask>) -> HashedBucket.Key {
    let (mine, theirs) = (Bitboard(truncating: node.mine), Bitboard(truncating: node.theirs))
    var key = (mine.rawValue, theirs.rawValue)
    for symmetry in 1..<symmetries.count {
      let image = (image(mine, under: symmetry).rawValue, image(theirs, under: symmetry).rawValue)
      if image < key { key = image }
    }
    return key
  }

  /// Every cell of the board, `Mask` wide.
  @inlinable @inline(__always)
  package func all<Mask>() -> CellSet<Mask> {
    CellSet(truncating: allCells)
  }

  /// The pieces over an empty cell, which no game under gravity reaches.
  func floating(_ occupied: Bitboard) -> Bitboard {
    occupied - floor - Bitboard(rawValue: occupied.rawValue >> above)
  }

  /// Under gravity, the pieces with no piece over them, which could have been played last.
  /// A smart shift: on a board of one row of 16 a row is the whole mask, and `&<<` would
  /// shift by nothing.
  func tops(_ occupied: Bitboard) -> Bitboard {
    occupied - Bitboard(rawValue: occupied.rawValue << above)
  }

  /// Whether a game under gravity reaches the line-free pieces `last` and `other`, `last`
  /// having moved last: whether they can be taken back from the tops of their columns,
  /// turn about. Each set of pieces left is tried once.
  func canTakeBack(_ last: Bitboard, _ other: Bitboard) -> Bool {
    guard rules.hasGravity else { return true }
    var tried = Set<UInt64>()
    func takesBack(_ last: Bitboard, _ other: Bitboard) -> Bool {
      guard !last.isEmpty else { return true }
      guard tried.insert((last | other).rawValue).inserted else { return false }
      return (last & tops(last | other)).contains { takesBack(other, last.removing($0)) }
    }
    return takesBack(last, other)
  }

  /// What a move leads to, `mover` holding the pieces of the player who just moved: the
  /// one place that says a line ends the game and a full board without one draws. Whom
  /// the line wins for is the rules' (``status(of:)``).
  @inlinable @inline(__always)
  package func result<Mask>(of mover: CellSet<Mask>, against other: CellSet<Mask>) -> MoveResult {
    if hasLine(mover) { return .win }
    return mover | other == all() ? .draw : .ongoing
  }

  /// Where the game stands on `board`, a legal one: only the last mover can have a line,
  /// which wins, or under misère loses.
  @inline(__always)
  func status(of board: Board) -> GameStatus {
    switch result(of: board.theirs, against: board.mine) {
    case .win: .won(rules.isMisere ? board.toMove : board.toMove.opponent)
    case .draw: .draw
    case .ongoing: .ongoing
    }
  }

  /// The cells that may be played when `occupied` are taken: the empty ones, or under
  /// gravity those on the bottom row or over a piece. (On one row of 16, where `&>>` shifts
  /// by nothing, the floor is every cell, so the masking shift does no harm.)
  @inlinable @inline(__always)
  package func moves<Mask>(_ occupied: CellSet<Mask>) -> CellSet<Mask> {
    let floor = CellSet<Mask>(truncating: floor)
    return (all() - occupied) & (floor | CellSet(rawValue: occupied.rawValue &>> above))
  }

  @inline(__always)
  func orderedCell(_ slot: Int) -> Int { Int(order[slot & 63]) }

  /// The slots of `cells` in the move order: bit `s` is set when ``orderedCell(_:)`` of
  /// `s` is in `cells`, so iterating its bits visits `cells` in the move order.
  @inline(__always)
  func slots<Mask>(of cells: CellSet<Mask>) -> Mask {
    var slots: Mask = 0
    for byte in 0..<Mask.bitWidth / 8 {
      let bits = Int(truncatingIfNeeded: cells.rawValue &>> (8 &* byte)) & 0xFF
      slots |= Mask(truncatingIfNeeded: self.slots[256 &* byte &+ bits])
    }
    return slots
  }

  /// `3^cell`: a board's index counts cell `i` as 0 when empty, `3^i` for X and `2 * 3^i`
  /// for O, so a table of ``positionCount`` entries needs no keys.
  @inlinable @inline(__always)
  package func weight(of cell: Int) -> Int { weights[cell & 15] }

  /// The weight of `cell` in the search's index: the cell tried first is the most
  /// significant digit, so that positions searched together lie close in the table.
  @inlinable @inline(__always)
  package func searchWeight(of cell: Int) -> Int { weights[16 &+ (cell & 15)] }

  @inline(__always)
  package func index(of board: Board, inSearchOrder: Bool = false) -> Int {
    let weights = self.weights + (inSearchOrder ? 16 : 0)
    var index = 0
    for cell in board.x { index &+= weights[cell & 15] }
    for cell in board.o { index &+= 2 &* weights[cell & 15] }
    return index
  }

  package var positionCount: Int { looksUp ? 3 &* weight(of: cellCount &- 1) : 0 }

  /// The image of `cells` under `symmetry`.
  @inlinable @inline(__always)
  package func image(_ cells: Bitboard, under symmetry: Int) -> Bitboard {
    let table = images + 2048 &* symmetry
    var image: UInt64 = 0
    for byte in 0..<cellBytes {
      image |= table[256 &* byte &+ Int(truncatingIfNeeded: cells.rawValue &>> (8 &* byte)) & 0xFF]
    }
    return Bitboard(rawValue: image)
  }

  /// The smallest of the board's images under every symmetry, as `a << 16 | b`.
  @inlinable package func canonicalKey(_ a: Bitboard, _ b: Bitboard) -> UInt32 {
    var key = UInt32.max
    for symmetry in 0..<symmetries.count {
      let image = UInt32(image(a, under: symmetry).rawValue) << 16
      key = min(key, image | UInt32(self.image(b, under: symmetry).rawValue))
    }
    return key
  }
}
