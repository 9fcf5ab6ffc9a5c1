// A shape, k and the rules: their checks, the cell numbering, and the public face of the shape's tables.
/// The shape of an m,n,k game: a board of `rows` x `columns` cells, at most 64 in all,
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
/// Its ``rules`` say whom a line wins for and where a piece may go; the normal ones by
/// default. Its tables are built once per shape, rules and process, and shared. In JSON it
/// is `{"rows": 3, "cols": 3, "k": 3}`, the keys `ai` writes, with `"rules": "misere"`
/// beside them for rules other than the normal ones; checked when read (`k` may be left
/// out for its default, ``defaultK(rows:columns:rules:)``).
public struct Geometry: Sendable {
  /// The number of rows, at least 1.
  public let rows: Int
  /// The number of columns, at least 1.
  public let columns: Int
  /// How many pieces in a row win, from 1 to `max(rows, columns)`.
  public let k: Int
  /// Whom a line wins for, and where a piece may go.
  public var rules: Rules { tables.rules }
  /// The shape's tables, which live as long as the process: held without a reference count.
  @usableFromInline package unowned(unsafe) let tables: GeometryTables

  /// The most cells a board may have: each player's pieces fit in one `UInt64`.
  public static let maximumCellCount = 64
  /// Classic tic-tac-toe: 3x3, three in a row.
  public static let ticTacToe = Geometry(
    rows: 3, columns: 3, k: 3,
    tables: GeometryTables.shared(rows: 3, columns: 3, k: 3, rules: .normal))

  /// The geometry of a `rows` x `columns` board where `k` (by default
  /// ``defaultK(rows:columns:rules:)``) in a row ends the game, under `rules`.
  ///
  /// - Throws: ``TicTacToeError`` when a dimension or `k` is out of range.
  /// - Complexity: O(2^cells) the first time a process makes the shape, then O(1).
  public init(
    rows: Int = 3, columns: Int = 3, k: Int? = nil, rules: Rules = .normal
  ) throws(TicTacToeError) {
    guard rows >= 1 else { throw .rowsOutOfRange(rows) }
    guard columns >= 1 else { throw .columnsOutOfRange(columns) }
    let most = Self.maximumCellCount
    guard rows <= most, columns <= most, rows * columns <= most else {
      throw .tooManyCells(rows: rows, columns: columns)
    }
    let k = k ?? Self.defaultK(rows: rows, columns: columns, rules: rules)
    guard (1...max(rows, columns)).contains(k) else {
      throw .kOutOfRange(k: k, rows: rows, columns: columns)
    }
    // Most boards are tic-tac-toe's: its geometry is at hand.
    guard rows != 3 || columns != 3 || k != 3 || rules != .normal else {
      self = .ticTacToe
      return
    }
    self = Self.shared(rows: rows, columns: columns, k: k, rules: rules)
  }

  @inline(never)
  private static func shared(rows: Int, columns: Int, k: Int, rules: Rules) -> Geometry {
    Geometry(
      rows: rows, columns: columns, k: k,
      tables: GeometryTables.shared(rows: rows, columns: columns, k: k, rules: rules))
  }

  private init(rows: Int, columns: Int, k: Int, tables: Unmanaged<GeometryTables>) {
    (self.rows, self.columns, self.k) = (rows, columns, k)
    self.tables = tables.takeUnretainedValue()
  }

  /// How many in a row win when none is given: the shorter side (three on 3x3, four on
  /// 4x4), and under gravity at most four, Connect Four's (whose board is 6x7).
  public static func defaultK(rows: Int, columns: Int, rules: Rules = .normal) -> Int {
    rules.hasGravity ? min(rows, columns, 4) : min(rows, columns)
  }

  /// The notation and the shape's name leave out the default k.
  @inlinable package var hasDefaultK: Bool {
    k == Self.defaultK(rows: rows, columns: columns, rules: rules)
  }
  /// The number of cells, `rows * columns`.
  public var cellCount: Int { rows * columns }
  /// Every cell of the board.
  public var allCells: Bitboard { tables.allCells }
  /// Whether `cells`, all on the board, hold a line: up to 16 cells over 16-bit masks, a
  /// lookup and no branch in the tables (whose branch costs a retain and a release of them).
  @inline(__always)
  func hasLine(onBoard cells: Bitboard) -> Bool {
    cellCount <= 16 ? tables.hasLine(CellSet<UInt16>(truncating: cells)) : tables.hasLine(cells)
  }
  /// The cell at `row` and `column`, each counted from 0.
  ///
  /// - Throws: ``TicTacToeError/coordinatesOffBoard(row:column:rows:columns:)`` when the
  ///   row or the column lies off the board.
  public func cell(row: Int, column: Int) throws(TicTacToeError) -> Int {
    guard (0..<rows).contains(row), (0..<columns).contains(column) else {
      throw .coordinatesOffBoard(row: row, column: column, rows: rows, columns: columns)
    }
    return row * columns + column
  }

  /// The row of `cell`, from 0.
  ///
  /// - Throws: ``TicTacToeError/cellOffBoard(cell:cellCount:)`` for a cell off the board.
  public func row(of cell: Int) throws(TicTacToeError) -> Int {
    try coordinates(of: checking(cell)).row
  }

  /// The column of `cell`, from 0.
  ///
  /// - Throws: ``TicTacToeError/cellOffBoard(cell:cellCount:)`` for a cell off the board.
  public func column(of cell: Int) throws(TicTacToeError) -> Int {
    try coordinates(of: checking(cell)).column
  }

  @inlinable package func coordinates(of cell: Int) -> (row: Int, column: Int) {
    assert((0..<cellCount).contains(cell), "a cell off the board")
    return (cell / columns, cell % columns)
  }

  func checking(_ cell: Int) throws(TicTacToeError) -> Int {
    guard (0..<cellCount).contains(cell) else {
      throw .cellOffBoard(cell: cell, cellCount: cellCount)
    }
    return cell
  }
  /// Every winning line of `k` cells: rows, columns, then the two diagonal directions.
  public var lines: [Bitboard] { tables.lines.map(Bitboard.init(rawValue:)) }
  /// The cells in the order the search tries them: those on the most lines first.
  public var moveOrder: [Int] { tables.moveOrder }
  /// The turns and reflections of the board that its rules keep, each as the cell every
  /// cell goes to, identity first: under gravity, only the left-right mirror.
  public var symmetries: [[Int]] { tables.symmetries }
  /// The number of position indices, `3^cellCount` (cell `i` weighs `3^i`, twice for O),
  /// on a board of up to 16 cells: a table indexed by position fits it (0 past them).
  public var positionCount: Int { tables.positionCount }

  /// Whether `cells` holds a winning line. Cells off the board are ignored.
  public func hasLine(_ cells: Bitboard) -> Bool { hasLine(onBoard: cells & allCells) }

  /// The first winning line (in the order of ``lines``) that `cells` holds, if any.
  public func line(in cells: Bitboard) -> Bitboard? {
    guard hasLine(cells) else { return nil }
    return tables.lines.first { cells.rawValue & $0 == $0 }.map(Bitboard.init(rawValue:))
  }
}

extension Geometry: Hashable {
  /// Whether the two have the same rows, columns, k and rules: the same tables, which
  /// are made once for each.
  @inlinable public static func == (lhs: Geometry, rhs: Geometry) -> Bool {
    lhs.tables === rhs.tables
  }

  /// Hashes the tables' identity, one for each shape and rules.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(tables))
  }
}

extension Geometry: CustomStringConvertible {
  /// The geometry as people write it: `3x3` for the default k, else `4x4 k=3`, and the
  /// rules after it when they are not the normal ones: `4x4 gravity`.
  public var description: String {
    let size = hasDefaultK ? "\(rows)x\(columns)" : "\(rows)x\(columns) k=\(k)"
    return rules == .normal ? size : "\(size) \(rules.rawValue)"
  }
}

extension Geometry: Codable {
  private enum CodingKeys: String, CodingKey {
    case rows
    case columns = "cols"
    case k
    case rules
  }

  /// Reads the three numbers and the rules, and checks them (a ``TicTacToeError`` as the
  /// underlying error).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let rows = try container.decode(Int.self, forKey: .rows)
    let columns = try container.decode(Int.self, forKey: .columns)
    let k = try container.decodeIfPresent(Int.self, forKey: .k)
    let rules = try container.decodeIfPresent(Rules.self, forKey: .rules) ?? .normal
    self = try TicTacToeError.decoding(at: decoder.codingPath) { () throws(TicTacToeError) in
      try Geometry(rows: rows, columns: columns, k: k, rules: rules)
    }
  }

  /// Writes the three numbers, and the rules when they are not the normal ones.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(rows, forKey: .rows)
    try container.encode(columns, forKey: .columns)
    try container.encode(k, forKey: .k)
    if rules != .normal { try container.encode(rules, forKey: .rules) }
  }
}
