/// Why a board shape cannot be played.
public enum GeometryError: Error, Equatable, Sendable {
  /// Fewer than one row.
  case rowsOutOfRange(Int)
  /// Fewer than one column.
  case columnsOutOfRange(Int)
  /// More than 16 cells.
  case tooManyCells(rows: Int, columns: Int)
  /// A winning line length below 1 or longer than the board's longer side.
  case kOutOfRange(k: Int, rows: Int, columns: Int)
}

extension GeometryError: CustomStringConvertible {
  /// A one-line message that says what is allowed.
  public var description: String {
    switch self {
    case .rowsOutOfRange(let rows):
      "\(rows) rows: a board needs at least 1 row"
    case .columnsOutOfRange(let columns):
      "\(columns) columns: a board needs at least 1 column"
    case .tooManyCells(let rows, let columns):
      "a \(rows)x\(columns) board is too big: at most \(Geometry.maximumCellCount) cells "
        + "are allowed (3x3, 3x4, 4x4, 2x8, ...)"
    case .kOutOfRange(let k, let rows, let columns):
      "k = \(k) on a \(rows)x\(columns) board: k must be from 1 to \(max(rows, columns))"
    }
  }
}
