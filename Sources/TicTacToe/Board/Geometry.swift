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
/// cells hold a line" over all 65,536 masks are computed once, when the geometry is made
/// (``GeometryTables``), so the search never walks a list of lines. The geometry also owns
/// the position index (`Geometry+PositionIndex.swift`) and the board's symmetries
/// (`Geometry+Symmetries.swift`).
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
    tables.hasLine(cells & allCells)
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
