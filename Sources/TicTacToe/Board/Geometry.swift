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
/// Its tables (``GeometryTables``) are built when it is made, in O(2^cells), and shared by
/// every copy; whoever reads many boards of other shapes reuses the geometries made so far.
public struct Geometry: Sendable {
  /// The number of rows, at least 1.
  public let rows: Int
  /// The number of columns, at least 1.
  public let columns: Int
  /// How many pieces in a row win, from 1 to `max(rows, columns)`.
  public let k: Int
  /// The facts worked out from the three numbers, shared by every copy.
  let tables: GeometryTables

  /// The most cells a board may have: each player's pieces fit in one `UInt16`.
  public static let maximumCellCount = 16

  /// Classic tic-tac-toe: 3x3, three in a row.
  public static let ticTacToe = try! Geometry(rows: 3, columns: 3)

  /// Creates the geometry of a `rows` x `columns` board where `k` in a row wins; `k` is
  /// `min(rows, columns)` when `nil`.
  ///
  /// - Throws: ``TicTacToeError`` when a dimension or `k` is out of range.
  public init(rows: Int = 3, columns: Int = 3, k: Int? = nil) throws(TicTacToeError) {
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
    let isClassic = rows == 3 && columns == 3 && k == 3
    self.tables =
      isClassic ? Self.classicTables : GeometryTables(rows: rows, columns: columns, k: k)
  }

  /// The tables of tic-tac-toe, the shape most boards have: built once per process.
  private static let classicTables = GeometryTables(rows: 3, columns: 3, k: 3)

  /// The geometry of `rows`, `columns` and `k`, taken from `geometries` when it is among
  /// them, so that its tables are not built again.
  package init(rows: Int, columns: Int, k: Int?, reusing geometries: [Geometry])
    throws(TicTacToeError)
  {
    let wanted = k ?? min(rows, columns)
    for geometry in geometries
    where geometry.rows == rows && geometry.columns == columns && geometry.k == wanted {
      self = geometry
      return
    }
    try self.init(rows: rows, columns: columns, k: k)
  }

  /// The number of cells, `rows * columns`.
  public var cellCount: Int { rows * columns }

  /// Every cell of the board.
  public var allCells: Bitboard { tables.allCells }

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
  /// Whether the two have the same rows, columns and k (their tables then say the same).
  public static func == (lhs: Geometry, rhs: Geometry) -> Bool {
    lhs.rows == rhs.rows && lhs.columns == rhs.columns && lhs.k == rhs.k
  }

  /// Hashes the rows, the columns and k.
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
