import NaiveGames
import Testing

@_spi(Bytes) @testable import TicTacToe

/// The notation read from bytes, as a batch reads its lines (`Position+NotationReading`),
/// against boards written out from the naive games and errors written out by hand.
@Suite struct NotationReadingTests {
  /// Reads `text`'s UTF-8 bytes.
  static func read(
    _ text: String, rows: Int? = nil, columns: Int? = nil, k: Int? = nil,
  ) throws(TicTacToeError) -> Position {
    let bytes = Array(text.utf8)
    return try read(bytes, rows: rows, columns: columns, k: k)
  }

  /// Reads `bytes`.
  static func read(
    _ bytes: [UInt8], rows: Int? = nil, columns: Int? = nil, k: Int? = nil,
  ) throws(TicTacToeError) -> Position {
    try bytes.withUnsafeBytes { bytes in
      Result { () throws(TicTacToeError) in
        try Position(notation: bytes, rows: rows, columns: columns, k: k)
      }
    }.get()
  }

  /// Every reachable 3x3 board, spelt in letters or digits, with either separator or
  /// none, lowercase, between blanks, with its line length: the pieces are the naive
  /// board's, and the notation written back is the naive board's letters.
  @Test func readsEveryReachable3x3BoardInEverySpelling() throws {
    for board in NaiveBoard.reachable(rows: 3, columns: 3, k: 3).joined() {
      let letters = board.cells.map { $0.map { String($0.letter) } ?? "." }
      let digits = board.cells.indices.map { cell in
        board.cells[cell].map { String($0.letter).lowercased() } ?? String(cell + 1)
      }
      let masks = board.masks
      let written = [0, 3, 6].map { letters[$0..<$0 + 3].joined() }.joined(separator: "/")
      let spellings = [(letters, "/"), (digits, ""), (letters, "|"), (digits, "/")].map {
        cells, separator in
        [0, 3, 6].map { cells[$0..<$0 + 3].joined() }.joined(separator: separator)
      }
      for text in spellings + [" \t\(written)\r", "\(written) k=3"] {
        let position = try Self.read(text)
        #expect(position.geometry == .ticTacToe, "\(text)")
        #expect(position.x.rawValue == masks.x && position.o.rawValue == masks.o, "\(text)")
        #expect(position.boardNotation == written && position.notation == written)
      }
    }
  }

  @Test(arguments: [
    ("", TicTacToeError.emptyNotation),
    (" \t\r\n", .emptyNotation),
    (" k=3 ", .emptyNotation),
    ("X.O/.Y./..O", .invalidCharacter("Y", offset: 5)),
    ("  X.O .X. ..O", .invalidCharacter(" ", offset: 3)),
    ("X.O\r\n.X./..O", .invalidCharacter("\r\n", offset: 3)),
    ("Xk.......", .invalidCharacter("k", offset: 1)),
    ("Y........ k=x", .invalidLineLength("x")),
    ("......... k=99999999999999999999", .invalidLineLength("99999999999999999999")),
    ("......... k= 3", .invalidLineLength(" 3")),
    ("......... k=4", .kOutOfRange(k: 4, rows: 3, columns: 3)),
    ("/", .emptyRow(row: 0)),
    ("X.O/.X/..O", .raggedRows(row: 1, cells: 2, expected: 3)),
    ("X.O/.X./..O/", .raggedRows(row: 3, cells: 0, expected: 3)),
    ("X.O.X..O", .unknownShape(cells: 8)),
    (
      "......../......../......../......../......../......../......../......../........",
      .tooManyCells(rows: 9, columns: 8)
    ),
    ("OO./.../...", .impossibleCounts(x: 0, o: 2)),
    // Words after the cells that name no rule, or a rule before k=N (issue 42 item 8).
    ("..../..../..../X... gravitiy", .unknownRules("gravitiy")),
    (".../.../... connect4", .unknownRules("connect4")),
    ("X........ \t junk  words ", .unknownRules("junk words")),
    ("X........ gravité", .unknownRules("gravité")),
    ("X........ ???", .invalidCharacter(" ", offset: 9)),
    (".../.../... k=2 junk", .invalidLineLength("2 junk")),
    ("..../..../.... gravity k=3", .lineLengthAfterRules(k: 3, rules: .gravity)),
    ("..../..../.... Misère k=2", .lineLengthAfterRules(k: 2, rules: .misere)),
    // Cells after a blank are more of the board: the blank is the mistake.
    ("X.O .X. ..O k=2", .invalidCharacter(" ", offset: 3)),
    ("X.O/.X./..O,gravity", .invalidCharacter(",", offset: 11)),
  ])
  func refusesWhatIsNotABoard(text: String, error: TicTacToeError) {
    #expect(throws: error) { try Self.read(text) }
  }

  /// A rule's word after the board, in any case and with misère's accent, composed or
  /// not, read in every spelling as `--rules` reads it.
  @Test(arguments: [
    ("misere", Rules.misere), ("Misère", .misere), ("MISÈRE", .misere),
    ("mise\u{300}re", .misere), ("GRAVITY", .gravity), ("gravity-misère", .gravityMisere),
    ("Normal", .normal),
  ])
  func readsTheRulesWordInAnySpelling(word: String, rules: Rules) throws {
    #expect(try Self.read(".../.../.X. \(word)").geometry.rules == rules)
    #expect(Rules(word: word) == rules)
  }

  /// The line length is a decimal number with an optional sign.
  @Test(arguments: [" k=3", "k=+3", " k=03\t", "\tk=3"])
  func readsTheLineLength(suffix: String) throws {
    #expect(try Self.read("X.../..../..../...." + suffix).geometry.k == 3)
  }

  /// Text that is not ASCII is read by characters: errors name the character and count
  /// characters, blanks from Unicode are blanks, and invalid UTF-8 reads as U+FFFD.
  @Test func readsOtherTextByCharacters() throws {
    #expect(throws: TicTacToeError.invalidCharacter("é", offset: 2)) { try Self.read("X.é......") }
    #expect(throws: TicTacToeError.invalidCharacter("e\u{301}", offset: 1)) {
      try Self.read("Xe\u{301}.......")
    }
    #expect(throws: TicTacToeError.invalidCharacter("\u{FFFD}", offset: 1)) {
      try Self.read([UInt8(ascii: "X"), 0xFF] + Array(repeating: UInt8(ascii: "."), count: 7))
    }
    #expect(throws: TicTacToeError.invalidLineLength("3é")) { try Self.read("......... k=3é") }
    // A byte that is no UTF-8 on its own is no cell, whatever the reader uses it for (the
    // fuzzer's batch-stray-byte: 0x81 read as an empty 1x1 board); nor is a cell's
    // character with a mark or a joiner after it, whichever cell it is (a digit 1-8 with
    // one sorted below "9" and was read as an empty cell, while 9 and . were refused).
    for byte: UInt8 in [0x80, 0x81, 0xBF, 0xFF] {
      #expect(throws: TicTacToeError.invalidCharacter("\u{FFFD}", offset: 0)) {
        try Self.read([byte], rows: 1, columns: 1)
      }
    }
    for cell in ["1", "5", "8", "9", ".", "-", "X", "o"] {
      for mark in ["\u{301}", "\u{200D}", "\u{E0041}"] {
        #expect(throws: TicTacToeError.invalidCharacter(Character(cell + mark), offset: 0)) {
          try Self.read(cell + mark + "........")
        }
      }
    }
    let board = try Self.read("\u{2028}X.O/.X./..O\u{85}")
    #expect(board.boardNotation == "X.O/.X./..O")
  }

  @Test func refusesOptionsThatDisagreeWithTheBoard() {
    #expect(throws: TicTacToeError.shapeMismatch(.rows, given: 2, written: 1)) {
      try Self.read("X.O../", rows: 2)
    }
    #expect(throws: TicTacToeError.shapeMismatch(.columns, given: 4, written: 3)) {
      try Self.read("X.O/.X./..O", columns: 4)
    }
    #expect(throws: TicTacToeError.shapeMismatch(.k, given: 4, written: 3)) {
      try Self.read("..../..../..../.... k=3", k: 4)
    }
    #expect(throws: TicTacToeError.wrongCellCount(cells: 9, rows: nil, columns: 2)) {
      try Self.read("X.O.X...O", columns: 2)
    }
    #expect(throws: TicTacToeError.columnsOutOfRange(0)) { try Self.read("X.O.X...O", columns: 0) }
    #expect((try? Self.read("X.O.X.", rows: 2))?.geometry.columns == 3)
  }
}
