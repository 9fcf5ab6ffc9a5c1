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
  }
}
