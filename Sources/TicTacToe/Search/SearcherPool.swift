// Warm searchers kept within a memory budget, lent to threads and given back.
/// Warm searchers, one per geometry asked about, kept between questions within a budget
/// of bytes, the least recently used let go first.
///
/// A searcher kept counts what its table holds; the one in use and each one lent counts
/// the most its table may grow to (``memoryNeeded(for:)``), so that the budget
/// bounds the memory of every table, searching or not.
public struct SearcherPool: Sendable {
  /// The most bytes the searchers may take; one is always admitted when none is lent,
  /// however big.
  public let budget: Int
  /// The most bytes the hashed table of a searcher of a board past 16 cells may take:
  /// the one given, within what the budget leaves beside the shape's tables.
  public let tableBudget: Int
  private var searchers: [Searcher] = []
  /// The most bytes the searchers taken and not yet given back may take.
  public private(set) var bytesLent = 0

  /// An empty pool that holds searchers within `budget` bytes, each table of a board past
  /// 16 cells within `tableBudget` bytes (and within the budget).
  public init(budget: Int, tableBudget: Int = Searcher.defaultTableBudget) {
    self.budget = budget
    self.tableBudget = max(min(tableBudget, budget &- GeometryTables.memoryNeeded), 0)
  }

  /// The most bytes a searcher of `geometry` from this pool takes.
  public func memoryNeeded(for geometry: Geometry) -> Int {
    Searcher.memoryNeeded(for: geometry, tableBudget: tableBudget)
  }

  /// The geometries of the searchers held, the one used last at the end.
  public var geometries: [Geometry] { searchers.map(\.geometry) }

  /// What the searchers held take now, and the most the ones lent may take.
  ///
  /// - Complexity: O(*p*), where *p* is the number of table pages held.
  public var bytesCounted: Int { bytesLent + bytesHeld(searchers[...]) }

  /// Whether ``take(_:admitting:)`` can lend a searcher for `geometry` within the budget,
  /// letting go of searchers held: always when none is lent.
  public func canLend(_ geometry: Geometry) -> Bool {
    bytesLent == 0 || bytesLent + memoryNeeded(for: geometry) <= budget
  }

  /// Runs `body` with the warm searcher of `geometry`. Before one is made, `admit` checks the
  /// memory left for it: it is given the geometry and the most bytes the searcher may take
  /// (``memoryNeeded(for:)``). While it throws, searchers are let go, oldest first, then
  /// its error is thrown.
  public mutating func withSearcher<Result, Failure: Error>(
    for geometry: Geometry, admitting admit: (Geometry, _ bytes: Int) throws(Failure) -> Void,
    _ body: (inout Searcher) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    // The same shape again (a batch's lines) is used in place, its room already made.
    if searchers.last?.geometry != geometry {
      let searcher = try take(geometry, admitting: admit)
      bytesLent -= memoryNeeded(for: geometry)
      searchers.append(searcher)
    }
    return try body(&searchers[searchers.count - 1])
  }

  /// Runs `body` with the warm searcher of `geometry`, in place, within the budget alone.
  public mutating func withSearcher<Result, Failure: Error>(
    for geometry: Geometry, _ body: (inout Searcher) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try withSearcher(for: geometry, admitting: { (_: Geometry, _: Int) throws(Failure) in }, body)
  }

  /// Takes the warm searcher of `geometry` out of the pool, or makes one (asking `admit`, as
  /// ``withSearcher(for:admitting:_:)`` does),
  /// for a thread to search with while others use the pool; ``put(_:)`` gives it back.
  /// Searchers held are let go, oldest first, to keep the budget.
  public mutating func take<Failure: Error>(
    _ geometry: Geometry, admitting admit: (Geometry, _ bytes: Int) throws(Failure) -> Void
  ) throws(Failure) -> Searcher {
    let needed = memoryNeeded(for: geometry)
    let held = searchers.firstIndex { $0.geometry == geometry }.map { searchers.remove(at: $0) }
    bytesLent += needed
    letGo(sparingLast: false)
    if let held { return held }
    while true {
      do throws(Failure) {
        try admit(geometry, needed)
        return Searcher(geometry: geometry, tableBudget: tableBudget)
      } catch {
        guard !searchers.isEmpty else {
          bytesLent -= needed
          throw error
        }
        searchers.removeFirst()
      }
    }
  }

  /// Gives back a searcher taken, as the one used last (replacing one of its geometry).
  public mutating func put(_ searcher: Searcher) {
    bytesLent -= memoryNeeded(for: searcher.geometry)
    searchers.removeAll { $0.geometry == searcher.geometry }
    searchers.append(searcher)
    letGo(sparingLast: true)
  }

  private mutating func letGo(sparingLast: Bool) {
    var held = bytesHeld(searchers.dropLast(sparingLast ? 1 : 0))
    while held > 0, bytesLent + held > budget { held -= searchers.removeFirst().memoryUsed }
  }

  private func bytesHeld(_ searchers: ArraySlice<Searcher>) -> Int {
    searchers.reduce(0) { $0 + $1.memoryUsed }
  }
}
