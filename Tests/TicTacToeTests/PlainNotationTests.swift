import NaiveGames
import Testing
import TicTacToe

/// `Position.plainPieces(in:rows:columns:k:)`, the batch's reader of plainly written
/// boards, against the full reader `Position(notation:rows:columns:k:)`; and
/// `Searcher.position(x:o:)` against `Position(geometry:x:o:)`.
@Suite struct PlainNotationTests {
  /// What the plain reader makes of `text`, checked for reachability as a position.
  static func plain(_ text: String, rows: Int?, columns: Int?, k: Int?) -> Position?? {
    var text = text
    let pieces = text.withUTF8 {
      Position.plainPieces(in: UnsafeRawBufferPointer($0), rows: rows, columns: columns, k: k)
    }
    return pieces.map { try? Position(geometry: $0.geometry, x: $0.x, o: $0.o) }
  }

  /// Every string of `alphabet` up to `length` characters.
  static func strings(of alphabet: [String], upTo length: Int) -> [String] {
    var all = [""]
    var last = [""]
    for _ in 0..<length {
      last = last.flatMap { prefix in alphabet.map { prefix + $0 } }
      all += last
    }
    return all
  }

  /// The options a test tries with every text.
  static let options: [(rows: Int?, columns: Int?, k: Int?)] = [
    (nil, nil, nil), (1, nil, nil), (2, nil, nil), (nil, 3, nil), (2, 3, nil), (3, 2, 2),
    (nil, nil, 2), (0, nil, nil), (17, 1, nil),
  ]

  @Test func readsWhatTheFullReaderReadsOnEveryShortString() {
    for text in Self.strings(of: ["X", "o", ".", "/"], upTo: 7) {
      for (rows, columns, k) in Self.options {
        let full = try? Position(notation: text, rows: rows, columns: columns, k: k)
        let plain = Self.plain(text, rows: rows, columns: columns, k: k)
        // Plain text the full reader accepts is read the same way; anything else is
        // left to the full reader, or read as pieces that no game reaches.
        #expect((plain ?? nil) == full, "\(text) \(String(describing: (rows, columns, k)))")
        if full != nil { #expect(plain != nil) }
      }
    }
  }

  @Test func readsEveryReachable3x3BoardInEveryPlainSpelling() throws {
    for board in NaiveBoard.reachable(rows: 3, columns: 3, k: 3).joined() {
      let letters = board.cells.map { $0.map { String($0.letter) } ?? "." }
      let digits = board.cells.indices.map { cell in
        board.cells[cell].map { String($0.letter).lowercased() } ?? String(cell + 1)
      }
      for (cells, separator) in [(letters, "/"), (digits, ""), (letters, "|"), (digits, "/")] {
        let text = [0, 3, 6].map { cells[$0..<$0 + 3].joined() }.joined(separator: separator)
        let full = try Position(notation: text)
        #expect(Self.plain(text, rows: nil, columns: nil, k: nil) == full, "\(text)")
        #expect(Self.plain(text, rows: 3, columns: 3, k: 3) == full, "\(text)")
      }
    }
  }

  @Test(arguments: [
    " X........", "X........ ", "X........ k=3", "..../..../..../.... k=3", "X\t........",
    "é........", "X........\n", "X........\r", "", "/", "X.O/.X./..O/",
    "................."
      + ".", "X.O/.X", "XX./.O./...",
  ])
  func leavesTheRestToTheFullReader(text: String) {
    for (rows, columns, k) in Self.options {
      if let plain = Self.plain(text, rows: rows, columns: columns, k: k) {
        #expect(plain == (try? Position(notation: text, rows: rows, columns: columns, k: k)))
        #expect(!text.contains(where: { " \t\n\rk=é".contains($0) }), "\(text)")
      }
    }
  }

  @Test(arguments: [(3, 3, 3), (2, 2, 2), (3, 2, 3), (1, 5, 1)])
  func theSearchersCheckIsThePositionsCheck(rows: Int, columns: Int, k: Int) throws {
    let geometry = try Geometry(rows: rows, columns: columns, k: k)
    let searcher = Searcher(geometry: geometry)
    let cellCount = rows * columns
    var code = 0
    var count = 1
    for _ in 0..<cellCount { count *= 3 }
    while code < count {
      var (x, o, rest) = (Bitboard.empty, Bitboard.empty, code)
      for cell in 0..<cellCount {
        if rest % 3 == 1 { x.insert(cell) }
        if rest % 3 == 2 { o.insert(cell) }
        rest /= 3
      }
      let expected = Result { () throws(TicTacToeError) in
        try Position(geometry: geometry, x: x, o: o)
      }
      let checked = Result { () throws(TicTacToeError) in try searcher.position(x: x, o: o) }
      #expect(checked == expected, "\(code)")
      code += 1
    }
  }
}
