import Testing
import TicTacToe

@Suite struct NotationTests {
  @Test func everyReachablePositionRoundTrips() throws {
    for position in ReachablePositions(.ticTacToe).all {
      #expect(try Position(notation: position.notation) == position)
      let digits = position.notation.filter { $0 != "/" }
      #expect(try Position(notation: digits) == position)
    }
  }

  @Test(arguments: [
    "X.O/.X./..O", "x.o/.x./..o", "X-O-X---O", "X_O_X___O", "X2O4X678O", "X.O|.X.|..O",
    "  X.O/.X./..O\t", "X.O/.X./..O\r",
  ])
  func readsEveryWayOfWritingTheSameBoard(text: String) throws {
    let position = try Position(notation: text)
    #expect(position.notation == "X.O/.X./..O")
    #expect(position.x == Bitboard(rawValue: 0b0001_0001))
    #expect(position.o == Bitboard(rawValue: 0b1_0000_0100))
  }

  @Test func separatorsGiveTheShape() throws {
    let wide = try Position(notation: "..../..../....")
    #expect(wide.geometry == (try Geometry(rows: 3, columns: 4)))
    let tall = try Position(notation: "X../.../.../...")
    #expect(tall.geometry == (try Geometry(rows: 4, columns: 3)))
    #expect(
      try Position(notation: "................").geometry == (try Geometry(rows: 4, columns: 4)))
    #expect(try Position(notation: "X...........", rows: 3).geometry.columns == 4)
    #expect(try Position(notation: "X...........", columns: 6).geometry.rows == 2)
    #expect(
      try Position(notation: "X..../.....", k: 4).geometry
        == (try Geometry(rows: 2, columns: 5, k: 4)))
  }

  @Test(arguments: [
    ("", TicTacToeError.emptyNotation),
    ("   ", .emptyNotation),
    ("X.O/.Y./..O", .invalidCharacter("Y", offset: 5)),
    ("X.O .X. ..O", .invalidCharacter(" ", offset: 3)),
    ("X0O......", .invalidCharacter("0", offset: 1)),
    ("X.O/.X/..O", .raggedRows(row: 1, cells: 2, expected: 3)),
    ("X.O/.X./..O/", .raggedRows(row: 3, cells: 0, expected: 3)),
    ("X.O.X..O", .unknownShape(cells: 8)),
    ("X......................", .unknownShape(cells: 23)),
    ("......../......../.", .raggedRows(row: 2, cells: 1, expected: 8)),
    (
      "......../......../......../......../......../......../......../......../........",
      .tooManyCells(rows: 9, columns: 8)
    ),
  ])
  func refusesWhatIsNotABoard(text: String, error: TicTacToeError) {
    #expect(throws: error) { try Position(notation: text) }
  }

  /// Text longer than any board is refused by its length, before anything is built
  /// from it; text at the limit is read (and refused for what it holds).
  @Test func refusesTextLongerThanTheLimitByItsLength() throws {
    let limit = Position.notationLengthLimit
    #expect(limit >= 1024 && limit <= 16 * 1024)
    let long = String(repeating: "X", count: limit + 1)
    #expect(throws: TicTacToeError.notationTooLong(bytes: limit + 1)) {
      try Position(notation: long)
    }
    // Bytes, not characters: one character with many combining marks is long too.
    let marks = "X" + String(repeating: "\u{301}", count: limit)
    #expect(throws: TicTacToeError.notationTooLong(bytes: 1 + 2 * limit)) {
      try Position(notation: marks)
    }
    let atTheLimit = "X........" + String(repeating: " ", count: limit - 9)
    #expect(try Position(notation: atTheLimit).boardNotation == "X../.../...")
  }

  @Test func refusesInvisibleCharactersByCodePoint() {
    let error = TicTacToeError.invalidCharacter("\u{7}", offset: 0)
    #expect(throws: error) { try Position(notation: "\u{7}........") }
  }

  @Test func refusesOptionsThatDisagreeWithTheBoard() {
    #expect(throws: TicTacToeError.shapeMismatch(.rows, given: 4, written: 3)) {
      try Position(notation: "X.O/.X./..O", rows: 4)
    }
    #expect(throws: TicTacToeError.shapeMismatch(.columns, given: 4, written: 3)) {
      try Position(notation: "X.O/.X./..O", columns: 4)
    }
    #expect(throws: TicTacToeError.wrongCellCount(cells: 9, rows: 2, columns: 4)) {
      try Position(notation: "X.O.X...O", rows: 2, columns: 4)
    }
    #expect(throws: TicTacToeError.wrongCellCount(cells: 9, rows: 2, columns: nil)) {
      try Position(notation: "X.O.X...O", rows: 2)
    }
    #expect(throws: TicTacToeError.tooManyCells(rows: 9, columns: 9)) {
      try Position(notation: "X.O.X...O", rows: 9, columns: 9)
    }
    #expect(throws: TicTacToeError.rowsOutOfRange(0)) {
      try Position(notation: "X.O.X...O", rows: 0)
    }
    #expect(throws: TicTacToeError.kOutOfRange(k: 4, rows: 3, columns: 3)) {
      try Position(notation: "X.O.X...O", k: 4)
    }
  }

  @Test func writesRowsWithSlashes() throws {
    #expect(Position.start(try Geometry(rows: 2, columns: 5)).notation == "...../.....")
    #expect(Position.start(try Geometry(rows: 1, columns: 4)).notation == "..../")
    #expect(Position.start(try Geometry(rows: 1, columns: 4)).boardNotation == "....")
  }
}
