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

  /// A hashed table starts on 1 MiB of buckets and doubles them as positions are stored,
  /// up to its budget: what it held before a doubling it holds after, and every probe
  /// answers the score stored for that very position.
  @Test func aHashedTableGrowsWithinItsBudgetAndKeepsItsEntries() throws {
    let connectFour = try Geometry(rows: 6, columns: 7, k: 4, rules: .gravity)
    let budget = 8 << 20
    let table = TranspositionTable(geometry: connectFour, bytes: budget)
    let entries = table.entries
    // Distinct keys, each with a score of its own (two masks without a common cell).
    func key(_ n: Int) -> HashedBucket.Key { (UInt64(n) << 21, UInt64(n % 1_000_003)) }
    func score(_ n: Int) -> Score { Score(value: n % 85 - 42) }
    #expect(entries.inUse[0] + 1 == (1 << 20) / 64)
    // A few first: none has met another in its bucket yet, or met more than one.
    // Deep ones, which the shallower stores after them never displace.
    for n in 0..<100 { HashedBucket.store(score(n), .exact, at: key(n), empty: 40, in: entries) }
    for n in 0..<100 { #expect(HashedBucket.probe(key(n), in: entries)?.score == score(n)) }
    // Then many more: the table doubles to its budget, and no more.
    for n in 100..<1_000_000 {
      HashedBucket.store(score(n), .lower, at: key(n), empty: 10, in: entries)
    }
    #expect(entries.inUse[0] + 1 == budget / 64)
    // Each doubling moved the deep ones where a probe now looks.
    for n in 0..<100 { #expect(HashedBucket.probe(key(n), in: entries)?.bound == .exact) }
    var found = 0
    for n in 0..<1_000_000 {
      guard let entry = HashedBucket.probe(key(n), in: entries) else { continue }
      #expect(entry.score == score(n))
      found += 1
    }
    // Two entries a bucket: at most twice the buckets stay, and most buckets hold some.
    #expect(found <= 2 * budget / 64 && found > budget / 64)
    // Cleared, it starts small again.
    table.clear()
    #expect(entries.inUse[0] + 1 == (1 << 20) / 64)
    #expect(HashedBucket.probe(key(5), in: entries) == nil)
  }
}
