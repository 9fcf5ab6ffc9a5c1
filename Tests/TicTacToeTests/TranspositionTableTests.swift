import Testing

@testable import TicTacToe

/// The table zeroed a page at a time: what it holds, what it forgets, what a copy keeps,
/// and the pages it has touched.
@Suite struct TranspositionTableTests {
  static let fourByFour = try! Geometry(rows: 4, columns: 4)

  /// Indices on the first page, the second, one in the middle and the last partial page.
  static let indices = [0, 1, 4_095, 4_096, 21_523_360, 43_046_720]

  @Test func aFreshTableHoldsNothingAndTouchesNoPage() {
    let table = TranspositionTable(geometry: Self.fourByFour)
    for index in Self.indices { #expect(table.entries.probe(index) == nil, "\(index)") }
    #expect(table.zeroedPages == 0)
  }

  @Test func aStoreIsProbedBackAndZeroesOnlyItsPage() {
    let table = TranspositionTable(geometry: Self.fourByFour)
    table.entries.store(Score(value: -7), .lower, at: 4_097)
    #expect(table.entries.probe(4_097)?.score == Score(value: -7))
    #expect(table.entries.probe(4_097)?.bound == .lower)
    // Its neighbours on the page read as empty, and so do the other pages.
    for index in [4_096, 4_098, 8_191] + Self.indices { #expect(table.entries.probe(index) == nil) }
    #expect(table.zeroedPages == 1)
    // Two stores on the first page, one on the last (a partial one: 3^16 is not a multiple
    // of 4,096): three pages.
    table.entries.store(.draw, .exact, at: 0)
    table.entries.store(Score(value: 31), .upper, at: 4_095)
    table.entries.store(Score(value: -32), .exact, at: 43_046_720)
    #expect(table.zeroedPages == 3)
    #expect(table.entries.probe(43_046_720)?.score == Score(value: -32))
    #expect(table.entries.probe(4_095)?.score == Score(value: 31))
  }

  /// A page of the table is a page of the system's, so the pages it counts are the pages
  /// it takes (allocated plainly, 16 bytes past a page boundary, each page zeroed spilled
  /// into the next: scattered stores took twice the memory counted).
  @Test(arguments: [Self.fourByFour, .ticTacToe, try! Geometry(rows: 3, columns: 4)])
  func theEntriesStartOnAPage(geometry: Geometry) {
    let table = TranspositionTable(geometry: geometry)
    #expect(Int(bitPattern: table.startAddress) % 4_096 == 0)
  }

  @Test func clearingForgetsEveryEntry() {
    let table = TranspositionTable(geometry: .ticTacToe)
    for index in [0, 19_682] { table.entries.store(.draw, .exact, at: index) }
    table.clear()
    #expect(table.entries.probe(0) == nil && table.entries.probe(19_682) == nil)
    // The pages written before stay zeroed, for the next search; the others untouched.
    #expect(table.zeroedPages == 2)
    table.entries.store(.draw, .upper, at: 1)
    #expect(table.entries.probe(0) == nil && table.entries.probe(1)?.bound == .upper)
  }

  @Test func aCopyKeepsTheEntriesAndGoesItsOwnWay() {
    let table = TranspositionTable(geometry: Self.fourByFour)
    table.entries.store(Score(value: 5), .exact, at: 4_096)
    let copy = TranspositionTable(copying: table)
    #expect(copy.entries.probe(4_096)?.score == Score(value: 5))
    #expect(copy.zeroedPages == 1)
    copy.entries.store(.draw, .exact, at: 4_096)
    copy.entries.store(.draw, .exact, at: 0)
    #expect(table.entries.probe(4_096)?.score == Score(value: 5) && table.entries.probe(0) == nil)
  }
}
