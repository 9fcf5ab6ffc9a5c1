/// The shape of an m,n,k game: a board of `rows` x `columns` cells, at most 16 in all,
/// where `k` pieces in a row (across, down or diagonally) win.
///
/// Cells are indexed row by row from the top-left corner, starting at 0; people see
/// them numbered from 1. Cell index `i` is bit `i` of a ``Bitboard``:
///
/// ```
///  3x3, k = 3             3x4, k = 3
///  index    number        index          number
///  0 1 2    1 2 3         0  1  2  3     1  2  3  4
///  3 4 5    4 5 6         4  5  6  7     5  6  7  8
///  6 7 8    7 8 9         8  9 10 11     9 10 11 12
/// ```
///
/// Every winning line, the lines through each cell and a lookup of "does this set of
/// cells hold a line" over all 65,536 masks are computed once, when the geometry is made,
/// so the search never walks a list of lines.
public struct Geometry: Sendable {
  /// The number of rows, at least 1.
  public let rows: Int
  /// The number of columns, at least 1.
  public let columns: Int
  /// How many pieces in a row win, from 1 to `max(rows, columns)`.
  public let k: Int
  /// The precomputed tables, shared by copies of this geometry.
  let tables: GeometryTables

  /// The most cells a board may have: each player's pieces fit in one `UInt16`.
  public static let maximumCellCount = 16

  /// Classic tic-tac-toe: 3x3, three in a row.
  public static let ticTacToe = try! Geometry(rows: 3, columns: 3)

  /// Creates the geometry of a `rows` x `columns` board where `k` in a row wins.
  ///
  /// - Parameters:
  ///   - rows: The number of rows, at least 1.
  ///   - columns: The number of columns, at least 1; `rows * columns` is at most 16.
  ///   - k: The length of a winning line, from 1 to `max(rows, columns)`;
  ///     `nil` means `min(rows, columns)`.
  /// - Throws: ``GeometryError`` when a dimension or `k` is out of range.
  /// - Complexity: O(2^16), to build the win lookup.
  public init(rows: Int = 3, columns: Int = 3, k: Int? = nil) throws(GeometryError) {
    guard rows >= 1 else { throw .rowsOutOfRange(rows) }
    guard columns >= 1 else { throw .columnsOutOfRange(columns) }
    guard rows <= Self.maximumCellCount, columns <= Self.maximumCellCount,
      rows * columns <= Self.maximumCellCount
    else { throw .tooManyCells(rows: rows, columns: columns) }
    let k = k ?? min(rows, columns)
    guard (1...max(rows, columns)).contains(k) else {
      throw .kOutOfRange(k: k, rows: rows, columns: columns)
    }
    self.rows = rows
    self.columns = columns
    self.k = k
    self.tables = GeometryTables(rows: rows, columns: columns, k: k)
  }

  /// The number of cells, `rows * columns`.
  public var cellCount: Int { rows * columns }

  /// Every cell of the board.
  public var allCells: Bitboard { tables.allCells }

  /// Every winning line, each a set of `k` cells, in a fixed order: rows, columns, then
  /// the two diagonal directions.
  public var lines: [Bitboard] { tables.lines }

  /// The winning lines that pass through `cell`.
  ///
  /// - Parameter cell: A cell index in `0..<cellCount`.
  public func lines(through cell: Int) -> [Bitboard] { tables.linesThrough[cell] }

  /// The cells in the order the search tries them: those on the most lines first
  /// (the centre of 3x3, then its corners, then its edges).
  public var moveOrder: [Int] { tables.moveOrder }

  /// Whether `cells` holds a winning line. Cells off the board are ignored.
  ///
  /// - Complexity: O(1): one table lookup.
  public func hasLine(_ cells: Bitboard) -> Bool {
    tables.hasLine((cells & allCells).rawValue)
  }

  /// The first winning line (in the order of ``lines``) that `cells` holds, if any.
  public func line(in cells: Bitboard) -> Bitboard? {
    lines.first { cells.isSuperset(of: $0) }
  }

  /// The symmetries of the board, each as the cell every cell goes to: the identity,
  /// the turns and the reflections that map the board onto itself (8 for a square, 4
  /// for any other rectangle). They map winning lines to winning lines, so positions
  /// that one of them maps onto each other have the same value.
  public var symmetries: [[Int]] { tables.symmetries }

  /// The image of `cells` under symmetry number `symmetry` (an index of ``symmetries``).
  ///
  /// - Complexity: O(1): two table lookups.
  public func image(of cells: Bitboard, under symmetry: Int) -> Bitboard {
    Bitboard(rawValue: tables.image(cells.rawValue, under: symmetry))
  }

  /// The row of `cell`, from 0.
  public func row(of cell: Int) -> Int { cell / columns }

  /// The column of `cell`, from 0.
  public func column(of cell: Int) -> Int { cell % columns }

  /// The index of the cell at `row` and `column`, or `nil` when that is off the board.
  public func cell(row: Int, column: Int) -> Int? {
    guard (0..<rows).contains(row), (0..<columns).contains(column) else { return nil }
    return row * columns + column
  }
}

extension Geometry: Hashable {
  /// Two geometries are equal when their dimensions and `k` are.
  public static func == (lhs: Geometry, rhs: Geometry) -> Bool {
    (lhs.rows, lhs.columns, lhs.k) == (rhs.rows, rhs.columns, rhs.k)
  }

  /// Hashes the dimensions and `k`.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(rows)
    hasher.combine(columns)
    hasher.combine(k)
  }
}

extension Geometry: CustomStringConvertible {
  /// The geometry as people write it: `3x3` for the default k, else `4x4 k=3`.
  public var description: String {
    let size = "\(rows)x\(columns)"
    return k == min(rows, columns) ? size : "\(size) k=\(k)"
  }
}

/// The tables of one geometry, built once and never changed.
final class GeometryTables: Sendable {
  /// `wins[m]` tells whether the cells of mask `m` hold a winning line; masks with cells
  /// off the board are all false.
  let wins: InlineArray<65536, Bool>
  let lines: [Bitboard]
  let linesThrough: [[Bitboard]]
  let moveOrder: [Int]
  let allCells: Bitboard
  /// `moveOrder` as bytes, for the search.
  let order: InlineArray<16, UInt8>
  /// `3^i`: the weight of cell `i` in a position's base-3 index.
  let powersOf3: InlineArray<16, Int>
  /// Each symmetry as a permutation of the cells.
  let symmetries: [[Int]]
  /// For symmetry `s`, the images of the low byte's 256 masks, then the high byte's, at
  /// `512 * s`.
  let images: [UInt16]

  /// Whether `mask`, a set of cells on the board, holds a winning line.
  ///
  /// Read the table only through this method: in a debug build, naming `wins` from
  /// outside copies all 64 KiB of it on every access.
  @inline(__always)
  func hasLine(_ mask: UInt16) -> Bool { wins[Int(mask)] }

  /// The cell the search tries `slot`-th, for `slot` in `0..<cellCount`.
  ///
  /// Like ``hasLine(_:)``, a method: indexing an inline array stored in a struct that is
  /// passed down a recursion made the compiler copy the array to the stack each time.
  @inline(__always)
  func orderedCell(_ slot: Int) -> Int { Int(order[slot & 15]) }

  /// `3^cell`, the weight of `cell` in a position's base-3 index.
  @inline(__always)
  func weight(of cell: Int) -> Int { powersOf3[cell & 15] }

  /// The image of `mask` under symmetry number `symmetry`.
  @inline(__always)
  func image(_ mask: UInt16, under symmetry: Int) -> UInt16 {
    images[512 &* symmetry &+ Int(mask & 0xFF)] | images[512 &* symmetry &+ 256 &+ Int(mask >> 8)]
  }

  /// The smallest of the position's images under every symmetry, as `a << 16 | b`: one
  /// key for all the positions the symmetries map onto each other.
  func canonicalKey(_ a: UInt16, _ b: UInt16) -> UInt32 {
    var key = UInt32.max
    for symmetry in 0..<symmetries.count {
      key = min(key, UInt32(image(a, under: symmetry)) << 16 | UInt32(image(b, under: symmetry)))
    }
    return key
  }

  init(rows: Int, columns: Int, k: Int) {
    let cellCount = rows * columns
    allCells = Bitboard(rawValue: UInt16(truncatingIfNeeded: (1 << cellCount) - 1))

    // Each direction is a step (dr, dc); a line starts wherever k steps stay on the board.
    var lines: [Bitboard] = []
    for (dr, dc) in [(0, 1), (1, 0), (1, 1), (1, -1)] {
      for row in 0..<rows {
        for column in 0..<columns {
          let endRow = row + dr * (k - 1)
          let endColumn = column + dc * (k - 1)
          guard (0..<rows).contains(endRow), (0..<columns).contains(endColumn) else { continue }
          var line = Bitboard.empty
          for step in 0..<k {
            line.insert((row + dr * step) * columns + column + dc * step)
          }
          if !lines.contains(line) { lines.append(line) }  // k = 1: every direction alike
        }
      }
    }
    self.lines = lines
    let linesThrough = (0..<cellCount).map { cell in lines.filter { $0.contains(cell) } }
    self.linesThrough = linesThrough

    // A mask holds a line when the mask without its highest cell does, or a line through
    // that cell lies inside it: one pass in increasing order fills the table. Masks with
    // cells off the board are never looked up, so they stay false (512 entries to fill
    // for 3x3, not 65,536).
    var wins = InlineArray<65536, Bool>(repeating: false)
    for mask in 1..<(1 << cellCount) {
      let top = Int.bitWidth - 1 - mask.leadingZeroBitCount
      let cells = Bitboard(rawValue: UInt16(mask))
      wins[mask] =
        wins[mask & ~(1 << top)] || linesThrough[top].contains { cells.isSuperset(of: $0) }
    }
    self.wins = wins

    // Most lines first; among equals, nearest the centre (in doubled coordinates), then
    // the lower index, so the order is fixed.
    func distanceFromCentre(_ cell: Int) -> Int {
      abs(2 * (cell / columns) - (rows - 1)) + abs(2 * (cell % columns) - (columns - 1))
    }
    moveOrder = (0..<cellCount).sorted {
      (-linesThrough[$0].count, distanceFromCentre($0), $0)
        < (-linesThrough[$1].count, distanceFromCentre($1), $1)
    }
    var order = InlineArray<16, UInt8>(repeating: 0)
    for (slot, cell) in moveOrder.enumerated() { order[slot] = UInt8(cell) }
    self.order = order
    var powers = InlineArray<16, Int>(repeating: 1)
    for cell in 1..<16 { powers[cell] = powers[cell - 1] * 3 }
    powersOf3 = powers

    // (row, column) goes to ...: the identity, the half turn and the two mirrors fit any
    // rectangle; a square also has the quarter turns and the diagonal mirrors.
    var maps: [(Int, Int) -> (Int, Int)] = [
      { ($0, $1) }, { (rows - 1 - $0, columns - 1 - $1) }, { (rows - 1 - $0, $1) },
      { ($0, columns - 1 - $1) },
    ]
    if rows == columns {
      maps += [
        { ($1, $0) }, { (rows - 1 - $1, columns - 1 - $0) }, { ($1, columns - 1 - $0) },
        { (rows - 1 - $1, $0) },
      ]
    }
    symmetries = maps.map { map in
      (0..<cellCount).map { cell in
        let (row, column) = map(cell / columns, cell % columns)
        return row * columns + column
      }
    }
    images = symmetries.flatMap { permutation in
      (0..<512).map { entry in
        let (byte, shift) = (entry & 0xFF, entry < 256 ? 0 : 8)
        var image: UInt16 = 0
        for bit in 0..<8 where byte & (1 << bit) != 0 && bit + shift < cellCount {
          image |= 1 << permutation[bit + shift]
        }
        return image
      }
    }
  }
}
