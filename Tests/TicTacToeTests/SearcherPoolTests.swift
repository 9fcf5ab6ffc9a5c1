import Testing
import TicTacToe

/// `SearcherPool`: warm searchers kept within a budget of bytes, the least recently used
/// let go first.
@Suite struct SearcherPoolTests {
  /// Shapes of 6, 8, 9 and 10 cells.
  static let shapes = [(2, 3, 2), (2, 4, 3), (3, 3, 3), (2, 5, 3)].map {
    try! Geometry(rows: $0.0, columns: $0.1, k: $0.2)
  }

  /// A refusal, for `admitting`.
  struct Refused: Error, Equatable {}

  /// Uses the searcher of `geometry` for an analysis of its empty board, which fills part
  /// of its table.
  static func analyze(_ geometry: Geometry, in pool: inout SearcherPool) {
    pool.withSearcher(for: geometry) { _ = try! $0.analyze(.start(geometry)) }
  }

  @Test func theLeastRecentlyUsedIsLetGoBeyondTheBudget() {
    // Room for the fourth shape's whole table beside a page of another's, no more.
    let room = Searcher.memoryNeeded(for: Self.shapes[3]) + 4096
    var pool = SearcherPool(budget: room)
    for geometry in Self.shapes.prefix(3) { Self.analyze(geometry, in: &pool) }
    #expect(pool.geometries == Array(Self.shapes.prefix(3)))
    // Using the first again makes the second the least recently used.
    Self.analyze(Self.shapes[0], in: &pool)
    #expect(pool.geometries == [Self.shapes[1], Self.shapes[2], Self.shapes[0]])
    // The fourth, which may fill its table, leaves room for a page only: the second and
    // third, whose tables span pages (6,561 and 19,683 positions), go.
    Self.analyze(Self.shapes[3], in: &pool)
    #expect(pool.geometries.last == Self.shapes[3])
    #expect(!pool.geometries.contains(Self.shapes[1]) && !pool.geometries.contains(Self.shapes[2]))
    #expect(pool.bytesCounted <= room)
  }

  /// A searcher kept counts the pages its table holds, not the most it may take: searchers
  /// that have not searched take no room, however small the budget.
  @Test func aSearcherKeptCountsWhatItsTableHolds() {
    var pool = SearcherPool(budget: Searcher.memoryNeeded(for: Self.shapes[3]))
    for geometry in Self.shapes { pool.withSearcher(for: geometry) { _ in } }
    #expect(pool.geometries == Self.shapes)
    #expect(pool.bytesCounted == 0)
  }

  /// A searcher lent counts the most its table may take, until it is given back: a second
  /// one is lent only within the budget.
  @Test func aSearcherLentCountsTheMostItMayTake() throws {
    let (small, large) = (Self.shapes[0], Self.shapes[3])
    var pool = SearcherPool(budget: Searcher.memoryNeeded(for: large))
    let nothing = { (_: Geometry, _: Int) throws(Refused) in }
    let taken = try pool.take(large, admitting: nothing)
    #expect(pool.bytesLent == Searcher.memoryNeeded(for: large))
    #expect(!pool.canLend(small))
    pool.put(taken)
    #expect(pool.bytesLent == 0 && pool.canLend(small) && pool.canLend(large))
  }

  /// A searcher taken is out of the pool until given back, the one used last; given back
  /// twice for one shape, the pool keeps one.
  @Test func aSearcherTakenIsOutUntilGivenBack() throws {
    var pool = SearcherPool(budget: .max)
    let nothing = { (_: Geometry, _: Int) throws(Refused) in }
    for geometry in Self.shapes.prefix(2) { pool.withSearcher(for: geometry) { _ in } }
    let taken = try pool.take(Self.shapes[0], admitting: nothing)
    #expect(taken.geometry == Self.shapes[0] && pool.geometries == [Self.shapes[1]])
    let again = try pool.take(Self.shapes[0], admitting: nothing)
    pool.put(taken)
    pool.put(again)
    #expect(pool.geometries == [Self.shapes[1], Self.shapes[0]])
  }

  @Test func aSearcherStaysWarmBetweenCalls() throws {
    var pool = SearcherPool(budget: .max)
    let position = try Position(notation: "XO./.X./...")
    let ask = { (pool: inout SearcherPool) in
      pool.withSearcher(for: .ticTacToe) { try! $0.analyze(position).nodes }
    }
    let cold = ask(&pool)
    pool.withSearcher(for: Self.shapes[0]) { _ in }
    #expect(ask(&pool) < cold)
  }

  @Test func aRefusalLetsTheOthersGoThenGivesUp() throws {
    var pool = SearcherPool(budget: .max)
    for geometry in Self.shapes.prefix(3) {
      pool.withSearcher(for: geometry) { _ in }
    }
    // Admitted once at most one other searcher is held.
    var held = 3
    var asked: [Int] = []
    func admitWithOneHeld(_: Geometry, bytes: Int) throws(Refused) {
      asked.append(bytes)
      guard held <= 1 else {
        held -= 1
        throw Refused()
      }
    }
    func refuse(_: Geometry, _: Int) throws(Refused) { throw Refused() }
    func nothing(_: inout Searcher) throws(Refused) {}
    try pool.withSearcher(for: Self.shapes[3], admitting: admitWithOneHeld, nothing)
    #expect(pool.geometries == [Self.shapes[2], Self.shapes[3]])
    // Each time asked for the table of 3^10 positions and the shape's tables.
    #expect(asked.count == 3 && asked.allSatisfy { $0 >= 59_049 })
    let small = try Geometry(rows: 2, columns: 2)
    #expect(throws: Refused()) {
      try pool.withSearcher(for: small, admitting: refuse, nothing)
    }
    #expect(pool.geometries.isEmpty)
  }
}
