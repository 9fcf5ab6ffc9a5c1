// The one reader of the notation, on bytes, so that a batch reads a line where it lies.
/// Text other than ASCII is first turned into one byte per `Character` (``symbol(of:)``),
/// so that errors count characters, not bytes.
extension Position {
  /// Reads a board from its UTF-8 bytes (invalid UTF-8 repaired), as
  /// ``init(notation:rows:columns:k:)`` reads text; allocates nothing for ASCII text.
  @_spi(Bytes) public init(
    notation text: UnsafeRawBufferPointer, rows: Int? = nil, columns: Int? = nil,
    k: Int? = nil, rules: Rules? = nil
  ) throws(TicTacToeError) {
    let isASCII = { text.allSatisfy { $0 < 0x80 } }
    if text.count <= Self.notationLengthLimit {
      do {
        self = try Self.read(
          text, rows: rows, columns: columns, k: k, rules: rules,
          character: { offset in
            // CR LF is one character.
            let isLineEnd =
              text[offset] == 0x0D && offset + 1 < text.count && text[offset + 1] == 0x0A
            return isLineEnd ? "\r\n" : Character(Unicode.Scalar(text[offset]))
          },
          text: { String(decoding: UnsafeRawBufferPointer(rebasing: text[$0]), as: UTF8.self) })
        return  // ASCII, then: every other byte is refused
      } catch {
        if isASCII() { throw error }
      }
    } else if isASCII() {
      throw .notationTooLong(bytes: text.count)
    }
    // Other text, one symbol per `Character`, refused by its length before it is split.
    let unicode = String(decoding: text, as: UTF8.self)
    let length = unicode.utf8.count
    guard length <= Self.notationLengthLimit else { throw .notationTooLong(bytes: length) }
    let characters = Array(unicode)
    let symbols = characters.map(Self.symbol(of:))
    self = try symbols.withUnsafeBytes { symbols in
      Result { () throws(TicTacToeError) in
        try Self.read(
          symbols, rows: rows, columns: columns, k: k, rules: rules,
          character: { characters[$0] }, text: { String(characters[$0]) })
      }
    }.get()
  }

  /// Whether `text` holds nothing but the blanks the reader trims (spaces, tabs, form
  /// feeds, line ends, Unicode's too): a line that a batch skips.
  package static func isBlank(notation text: UnsafeRawBufferPointer) -> Bool {
    for byte in text where !isBlank(byte) {
      guard byte >= 0x80 else { return false }
      return String(decoding: text, as: UTF8.self).allSatisfy { isBlank(symbol(of: $0)) }
    }
    return true
  }

  /// The byte that stands for `character`: ASCII itself, `\n` for a line end, and 0x80
  /// (no cell) for the rest, a cell's character with a mark after it included. No byte
  /// from 0x80 is a cell, so a stray one in UTF-8 is refused either way.
  private static func symbol(of character: Character) -> UInt8 {
    character.asciiValue ?? (character.isNewline ? 0x0A : 0x80)
  }

  /// Reads `symbols`, one byte per character; `character` and `text` give the text's own
  /// character at an offset and its text over a range, for `k=N` and errors.
  @inline(__always)
  private static func read(
    _ symbols: UnsafeRawBufferPointer, rows: Int?, columns: Int?, k: Int?, rules: Rules?,
    character: (Int) -> Character, text: (Range<Int>) -> String
  ) throws(TicTacToeError) -> Position {
    var (start, end) = (0, symbols.count)
    while start < end && isBlank(symbols[start]) { start &+= 1 }
    while end > start && isBlank(symbols[end &- 1]) { end &-= 1 }
    var (k, rules) = (k, rules)
    var (x, o): (UInt64, UInt64) = (0, 0)
    var (cellCount, rowCount, rowCells) = (0, 1, 0)
    var firstRow = 0  // its cells, once a separator ends it
    var (raggedRow, raggedCells) = (0, 0)  // the first row of another length, if any
    var offset = start
    func endRow() {
      if rowCount == 1 {
        firstRow = rowCells
      } else if raggedRow == 0 && rowCells != firstRow {
        (raggedRow, raggedCells) = (rowCount &- 1, rowCells)
      }
    }
    scan: while offset < end {
      // Past 64 cells the bits wrap, but then no shape is allowed and they are not used.
      let bit: UInt64 = 1 &<< UInt64(truncatingIfNeeded: cellCount)
      switch symbols[offset] {
      case UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "_"),
        UInt8(ascii: "1")...UInt8(ascii: "9"):
        break
      case UInt8(ascii: "X"), UInt8(ascii: "x"): x |= bit
      case UInt8(ascii: "O"), UInt8(ascii: "o"): o |= bit
      case UInt8(ascii: "/"), UInt8(ascii: "|"):
        endRow()
        (rowCount, rowCells, offset) = (rowCount &+ 1, 0, offset &+ 1)
        continue scan
      default:
        // The first character that is no cell: `k=N` and the rules may follow, read
        // before the cells are.
        try readRules(from: offset, in: symbols, end: &end, rules: &rules, text: text)
        try readLineLength(from: offset, in: symbols, end: &end, k: &k, text: text)
        if offset >= end { break scan }
        throw wordsAfterCells(from: offset, in: symbols, text: text)
          ?? .invalidCharacter(character(offset), offset: offset &- start)
      }
      (cellCount, rowCells, offset) = (cellCount &+ 1, rowCells &+ 1, offset &+ 1)
    }
    guard start < end else { throw .emptyNotation }
    endRow()
    let shape = try Self.shape(
      cellCount: cellCount, rowCount: rowCount, firstRow: firstRow, lastRow: rowCells,
      ragged: raggedRow == 0 ? nil : (raggedRow, raggedCells), rows: rows, columns: columns)
    let geometry = try Geometry(
      rows: shape.rows, columns: shape.columns, k: k, rules: rules ?? .normal)
    return try Position(geometry: geometry, x: Bitboard(rawValue: x), o: Bitboard(rawValue: o))
  }

  /// Reads the rules if the last word from `offset` on names them (`misère` spelled
  /// either way): checks them against `rules`, sets `rules` and ends the text before them.
  private static func readRules(
    from offset: Int, in symbols: UnsafeRawBufferPointer, end: inout Int, rules: inout Rules?,
    text: (Range<Int>) -> String
  ) throws(TicTacToeError) {
    var mark = end
    while mark > offset && !isBlank(symbols[mark &- 1]) { mark &-= 1 }
    guard let written = Rules(word: text(mark..<end)) else { return }
    if let rules, rules != written { throw .rulesMismatch(given: rules, written: written) }
    rules = written
    end = mark
    while end > offset && isBlank(symbols[end &- 1]) { end &-= 1 }
  }

  /// The error for the words after the cells, when a blank ends the cells and words
  /// with letters follow that ``readRules(from:in:end:rules:text:)`` and
  /// ``readLineLength(from:in:end:k:text:)`` did not take: a rule before `k=N`, or a word
  /// that names no rule (`gravitiy`, `connect4`). Nil for anything else, such as rows
  /// separated by blanks, where the blank is the character to point at.
  ///
  /// Only a board that is refused gets here, so a board read pays nothing for it.
  @inline(never)
  private static func wordsAfterCells(
    from offset: Int, in symbols: UnsafeRawBufferPointer, text: (Range<Int>) -> String
  ) -> TicTacToeError? {
    guard isBlank(symbols[offset]) else { return nil }
    var words: [Range<Int>] = []
    var mark = offset
    while mark < symbols.count {
      guard !isBlank(symbols[mark]) else {
        mark &+= 1
        continue
      }
      let first = mark
      while mark < symbols.count && !isBlank(symbols[mark]) { mark &+= 1 }
      words.append(first..<mark)
    }
    let isLineLength = { (word: Range<Int>) in
      word.count > 2 && symbols[word.lowerBound] == UInt8(ascii: "k")
        && symbols[word.lowerBound &+ 1] == UInt8(ascii: "=")
    }
    let named = words.filter { !isLineLength($0) }
    // A word without letters is more of the board (or no word): the blank before it is
    // the mistake.
    guard !named.isEmpty, named.allSatisfy({ $0.contains { isWordLetter(symbols[$0]) } }) else {
      return nil
    }
    if let lineLength = words.lastIndex(where: isLineLength), lineLength > 0,
      let k = Int(text(words[lineLength].dropFirst(2))),
      let rules = Rules(word: text(words[lineLength &- 1]))
    {
      return .lineLengthAfterRules(k: k, rules: rules)
    }
    return .unknownRules(named.map(text).joined(separator: " "))
  }

  /// Whether `byte` is a letter that no piece is, or stands for a character beyond ASCII:
  /// one of a word's, not of cells.
  private static func isWordLetter(_ byte: UInt8) -> Bool {
    let lowercase = byte | 0x20
    return byte >= 0x80
      || ((UInt8(ascii: "a")...UInt8(ascii: "z")).contains(lowercase)
        && lowercase != UInt8(ascii: "x") && lowercase != UInt8(ascii: "o"))
  }

  /// Reads `k=N` if the first `k` from `offset` on starts it: checks `N` against `k`, sets
  /// `k` to it and ends the cells before it.
  private static func readLineLength(
    from offset: Int, in symbols: UnsafeRawBufferPointer, end: inout Int, k: inout Int?,
    text: (Range<Int>) -> String
  ) throws(TicTacToeError) {
    var mark = offset
    while mark < end && symbols[mark] != UInt8(ascii: "k") { mark &+= 1 }
    guard mark &+ 1 < end && symbols[mark &+ 1] == UInt8(ascii: "=") else { return }
    let number = text(mark &+ 2..<end)
    guard let length = Int(number) else { throw .invalidLineLength(number) }
    if let k, k != length { throw .shapeMismatch(.k, given: k, written: length) }
    k = length
    end = mark
    while end > offset && isBlank(symbols[end &- 1]) { end &-= 1 }
  }

  /// The shape of `cellCount` cells in `rowCount` rows: from its rows when it has
  /// separators, else from the rows or columns given, else from its size.
  private static func shape(
    cellCount: Int, rowCount: Int, firstRow: Int, lastRow: Int, ragged: (row: Int, cells: Int)?,
    rows: Int?, columns: Int?
  ) throws(TicTacToeError) -> (rows: Int, columns: Int) {
    // Out-of-range options are reported before any arithmetic with them.
    if let rows, rows < 1 { throw .rowsOutOfRange(rows) }
    if let columns, columns < 1 { throw .columnsOutOfRange(columns) }
    if rowCount == 2 && lastRow == 0 && firstRow > 0 {
      // One row, closed by its separator.
      if let rows, rows != 1 { throw .shapeMismatch(.rows, given: rows, written: 1) }
      if let columns, columns != cellCount {
        throw .shapeMismatch(.columns, given: columns, written: cellCount)
      }
      return (1, cellCount)
    }
    if rowCount > 1 {
      guard firstRow > 0 else { throw .emptyRow(row: 0) }
      if let ragged { throw .raggedRows(row: ragged.row, cells: ragged.cells, expected: firstRow) }
      if let rows, rows != rowCount {
        throw .shapeMismatch(.rows, given: rows, written: rowCount)
      }
      if let columns, columns != firstRow {
        throw .shapeMismatch(.columns, given: columns, written: firstRow)
      }
      return (rowCount, firstRow)
    }
    let shape: (rows: Int, columns: Int)
    switch (rows, columns) {
    case (nil, nil):
      guard cellCount == 9 || cellCount == 16 else { throw .unknownShape(cells: cellCount) }
      return cellCount == 9 ? (3, 3) : (4, 4)
    case (let rows?, let columns?):
      let most = Geometry.maximumCellCount
      guard rows <= most, columns <= most, rows * columns <= most else {
        throw .tooManyCells(rows: rows, columns: columns)
      }
      shape = (rows, columns)
    case (let rows?, nil): shape = (rows, cellCount / rows)
    case (nil, let columns?): shape = (cellCount / columns, columns)
    }
    guard shape.rows * shape.columns == cellCount else {
      throw .wrongCellCount(cells: cellCount, rows: rows, columns: columns)
    }
    return shape
  }

  @inline(__always)
  private static func isBlank(_ byte: UInt8) -> Bool {
    byte == 0x20 || (0x09...0x0D).contains(byte)
  }
}
