/// The notation's plain subset, read from bytes without making a string: for answering
/// many boards one after another, where building a `String` and an array of rows per
/// board costs more than answering it.
///
/// A board is written plainly when every byte is a piece (`X`, `x`, `O`, `o`), an empty
/// cell (`.`, `-`, `_`, `1`-`9`) or a row separator (`/`, `|`): no blanks, no `k=N`, no
/// other character. That is how boards are written by programs (and by `ai` itself).
extension Position {
  /// The shape and pieces of a board written plainly, when the full reader would accept
  /// it; `nil` for anything else.
  ///
  /// `nil` covers text that is not plain and text the full reader rejects, so the
  /// caller hands it to ``init(notation:rows:columns:k:)``, which reads it or says why
  /// not. When this returns a value, that initializer reads the same geometry and
  /// pieces; whether a game reaches them is left to the caller (see
  /// ``Searcher/position(x:o:)``).
  ///
  /// - Parameters:
  ///   - text: The board's bytes, without a line end.
  ///   - rows: The number of rows, as for ``init(notation:rows:columns:k:)``.
  ///   - columns: The number of columns, likewise.
  ///   - k: The winning line length, likewise.
  /// - Returns: The geometry and X's and O's pieces, or `nil`.
  /// - Complexity: O(n) in the length of `text`; allocates nothing.
  public static func plainPieces(
    in text: UnsafeRawBufferPointer, rows: Int? = nil, columns: Int? = nil, k: Int? = nil
  ) -> (geometry: Geometry, x: Bitboard, o: Bitboard)? {
    var x: UInt16 = 0
    var o: UInt16 = 0
    var cellCount = 0
    var rowCount = 1
    var width = 0  // of the first row, once a separator ends it
    var rowCells = 0
    var uniform = true
    for byte in text {
      switch byte {
      case UInt8(ascii: "/"), UInt8(ascii: "|"):
        if rowCount == 1 {
          width = rowCells
        } else if rowCells != width {
          uniform = false
        }
        rowCount &+= 1
        rowCells = 0
        continue
      case UInt8(ascii: "X"), UInt8(ascii: "x"):
        guard cellCount < Geometry.maximumCellCount else { return nil }
        x |= 1 &<< UInt16(truncatingIfNeeded: cellCount)
      case UInt8(ascii: "O"), UInt8(ascii: "o"):
        guard cellCount < Geometry.maximumCellCount else { return nil }
        o |= 1 &<< UInt16(truncatingIfNeeded: cellCount)
      case UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "_"),
        UInt8(ascii: "1")...UInt8(ascii: "9"):
        guard cellCount < Geometry.maximumCellCount else { return nil }
      default:
        return nil
      }
      cellCount &+= 1
      rowCells &+= 1
    }
    guard
      let shape = plainShape(
        cellCount: cellCount, rowCount: rowCount, firstWidth: width, lastWidth: rowCells,
        uniform: uniform, rows: rows, columns: columns),
      let geometry = try? Geometry(rows: shape.rows, columns: shape.columns, k: k)
    else { return nil }
    return (geometry, Bitboard(rawValue: x), Bitboard(rawValue: o))
  }

  /// The shape the full reader (``geometry(of:rows:columns:k:)``) gives a plain board
  /// with these counts, or `nil` where it throws.
  ///
  /// - Parameters:
  ///   - cellCount: The cells written, at most 16.
  ///   - rowCount: The rows written: one more than the separators.
  ///   - firstWidth: The cells of the first row, when there is more than one.
  ///   - lastWidth: The cells of the last row.
  ///   - uniform: Whether the rows between the first and the last have `firstWidth`.
  ///   - rows: The rows given beside the text, if any.
  ///   - columns: The columns given, if any.
  private static func plainShape(
    cellCount: Int, rowCount: Int, firstWidth: Int, lastWidth: Int, uniform: Bool,
    rows: Int?, columns: Int?
  ) -> (rows: Int, columns: Int)? {
    if let rows, rows < 1 { return nil }
    if let columns, columns < 1 { return nil }
    if rowCount == 2 && lastWidth == 0 && firstWidth > 0 {
      // One row, closed by its separator.
      if let rows, rows != 1 { return nil }
      if let columns, columns != cellCount { return nil }
      return (1, cellCount)
    }
    if rowCount > 1 {
      guard firstWidth > 0, uniform, lastWidth == firstWidth else { return nil }
      if let rows, rows != rowCount { return nil }
      if let columns, columns != firstWidth { return nil }
      return (rowCount, firstWidth)
    }
    switch (rows, columns) {
    case (let rows?, let columns?):
      guard rows <= Geometry.maximumCellCount, columns <= Geometry.maximumCellCount,
        rows * columns == cellCount
      else { return nil }
      return (rows, columns)
    case (let rows?, nil):
      return cellCount > 0 && cellCount % rows == 0 ? (rows, cellCount / rows) : nil
    case (nil, let columns?):
      return cellCount > 0 && cellCount % columns == 0 ? (cellCount / columns, columns) : nil
    case (nil, nil):
      switch cellCount {
      case 9: return (3, 3)
      case 16: return (4, 4)
      default: return nil
      }
    }
  }
}
