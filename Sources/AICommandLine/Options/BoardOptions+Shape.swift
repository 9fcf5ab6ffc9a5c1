// A shape written where a board goes (`ai best 4x4`), and the options to write instead.
import TicTacToe

/// Read as a board, `4x4` is three cells: so `ai` says which options give a shape instead.
extension BoardOptions {
  /// The rows and columns `text` names, as `4x4`, `3X4`, `2*8` or `1×9` (blanks around it
  /// allowed); nil when it names no shape.
  static func shape(named text: String) -> (rows: Int, columns: Int)? {
    let parts = text.trimmed.split(omittingEmptySubsequences: false) { "xX*×".contains($0) }
    let numbers = parts.compactMap { part in
      part.count <= 2 && part.allSatisfy({ ("0"..."9").contains($0) }) ? Int(part) : nil
    }
    guard parts.count == 2, numbers.count == 2, numbers.allSatisfy({ $0 > 0 }) else { return nil }
    return (numbers[0], numbers[1])
  }

  /// What to write instead of `text` when it names a shape, for `command` (a command's
  /// name, or the API's path): `for the empty 4x4 board give --rows 4 --cols 4, such as
  /// 'ai perft --rows 4 --cols 4'`; nil when `text` names no shape.
  static func shapeAdvice(_ text: String, for command: String) -> String? {
    guard let (rows, columns) = shape(named: text) else { return nil }
    guard let geometry = try? Geometry(rows: rows, columns: columns) else {
      return TicTacToeError.tooManyCells(rows: rows, columns: columns).message
    }
    let empty = "the empty \(geometry) board"
    if command.hasPrefix("/") {  // the API: a shape is its parameters, the empty board none
      return "for \(empty) give rows=\(rows)&cols=\(columns) and no board"
    }
    let options = "--rows \(rows) --cols \(columns)"
    guard takesBoardArgument(command) else {
      return "for \(empty) give \(options), such as 'ai \(command) \(options)'"
    }
    // `best` and `analyze` need a board, or moves from the empty one.
    return "write the board's cells, such as 'ai \(command) "
      + "\(Position.start(geometry).notation.shellQuoted)' for \(empty), or give the shape "
      + "with \(options) and the moves with --moves"
  }
}
