// The notation written: its rules, the String forms over the bytes, and a position's JSON.
/// The board notation: cells listed row by row from the top-left.
///
/// - `X`/`x` and `O`/`o` are pieces; `.`, `-`, `_` and the digits `1`-`9` are empty
///   cells, so `X2O456789` reads as well as `X.O......`.
/// - Rows may be separated by `/` or `|`; then the rows give the shape
///   (`..../..../..../....` is 4x4).
/// - Without separators, 9 cells is 3x3 and 16 is 4x4; other counts need the rows or
///   the columns to be given. A single row ends with a separator: `X.O../` is 1x5.
/// - A line length other than the shape's default (``Geometry/defaultK(rows:columns:rules:)``) follows the
///   board as `k=N`: `X.../..../..../.... k=3` is 4x4 where three in a row win.
/// - Rules other than the normal ones follow as their word: `.../.X./... misere`, or
///   `..../..../..../.... gravity`.
/// - Spaces and tabs around the board are ignored.
///
/// The `String` forms here are layers over the byte reader (`Position+NotationReading`)
/// and the byte writer below. In JSON a position is its cells and its shape, as `ai`
/// writes them: `{"board": "X.O/.X./..O", "rows": 3, "cols": 3, "k": 3}`.
extension Position {
  /// The most UTF-8 bytes a board's text may hold, blanks included; longer text is refused.
  public static let notationLengthLimit = 4096

  /// Reads a board such as `X.O/.X./..O` or `X2O456789`, whose shape must agree with the
  /// `rows`, `columns`, `k` and `rules` given; throws when it is no board or no game
  /// reaches it under its rules.
  public init(
    notation: String, rows: Int? = nil, columns: Int? = nil, k: Int? = nil,
    rules: Rules? = nil
  ) throws(TicTacToeError) {
    var notation = notation
    self = try notation.withUTF8 { bytes in
      Result { () throws(TicTacToeError) in
        try Position(
          notation: UnsafeRawBufferPointer(bytes), rows: rows, columns: columns, k: k,
          rules: rules)
      }
    }.get()
  }

  /// The board written in the notation: `X`, `O` and `.`, rows separated by `/`, a
  /// single row closed by `/`, ` k=N` when k is not the default, and the rules' word
  /// when they are not the normal ones.
  public var notation: String {
    String(unsafeUninitializedCapacity: Self.notationByteLimit) {
      writeNotation(into: UnsafeMutableRawBufferPointer($0))
    }
  }

  /// The cells alone in the notation, without `k=N` or the rules: `X.O/.X./..O`.
  public var boardNotation: String {
    String(unsafeUninitializedCapacity: Self.notationByteLimit) {
      writeBoard(into: UnsafeMutableRawBufferPointer($0))
    }
  }

  /// Room for any board's notation: 64 cells, 63 separators, ` k=64` and ` gravity-misere`.
  package static let notationByteLimit = 147

  /// Writes ``notation`` into `buffer` (room for ``notationByteLimit``); returns its length.
  @inlinable package func writeNotation(into buffer: UnsafeMutableRawBufferPointer) -> Int {
    // Inlined so that a batch's board, most often of several rows and the default k, pays
    // one test for what the cells leave out.
    let count = writeBoard(into: buffer)
    guard geometry.tables.writesShape else { return count }
    return count &+ writeShape(into: UnsafeMutableRawBufferPointer(rebasing: buffer[count...]))
  }

  @usableFromInline func writeShape(into buffer: UnsafeMutableRawBufferPointer) -> Int {
    var text = geometry.rows == 1 ? "/" : ""
    if !geometry.hasDefaultK { text += " k=\(geometry.k)" }
    if geometry.rules != .normal { text += " " + geometry.rules.rawValue }
    for (offset, byte) in text.utf8.enumerated() { buffer[offset] = byte }
    return text.utf8.count
  }

  /// Writes ``boardNotation`` into `buffer` (room for ``notationByteLimit``); returns its length.
  @usableFromInline package func writeBoard(into buffer: UnsafeMutableRawBufferPointer) -> Int {
    assert(buffer.count >= Self.notationByteLimit, "no room for the notation")
    let (x, o) = (board.x.rawValue, board.o.rawValue)
    let columns = geometry.columns
    var (count, column) = (0, 0)
    for cell in 0..<geometry.cellCount {
      if column == columns {
        buffer[count] = UInt8(ascii: "/")
        (count, column) = (count &+ 1, 0)
      }
      let bit = UInt64(1) &<< UInt64(truncatingIfNeeded: cell)
      buffer[count] =
        x & bit != 0 ? UInt8(ascii: "X") : o & bit != 0 ? UInt8(ascii: "O") : UInt8(ascii: ".")
      (count, column) = (count &+ 1, column &+ 1)
    }
    return count
  }
}

extension Position: CustomStringConvertible {
  /// The board in the notation, as ``notation`` writes it.
  public var description: String { notation }
}

extension Position: Codable {
  private enum CodingKeys: String, CodingKey {
    case board
  }

  /// Reads and checks the board and its shape (a ``TicTacToeError`` as underlying error).
  /// An object that holds more (an analysis) reads its position from the same keys.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let board = try container.decode(String.self, forKey: .board)
    let geometry = try Geometry(from: decoder)
    self = try TicTacToeError.decoding(at: decoder.codingPath + [CodingKeys.board]) {
      () throws(TicTacToeError) in
      try Position(
        notation: board, rows: geometry.rows, columns: geometry.columns, k: geometry.k,
        rules: geometry.rules)
    }
  }

  /// Writes the board, then its shape's keys beside it.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(boardNotation, forKey: .board)
    try geometry.encode(to: encoder)
  }
}
