/// Warm searchers, one per geometry asked about, kept between questions within a budget
/// of bytes, the least recently used let go first.
///
/// ```swift
/// var pool = SearcherPool(budget: 64 << 20)
/// let analysis = pool.withSearcher(for: .ticTacToe) { $0.analyze(.start()) }
/// ```
public struct SearcherPool: Sendable {
  /// The most bytes the searchers held may take; one is always held, however big.
  public let budget: Int
  /// The searchers held, the one used last at the end.
  private var searchers: [Searcher] = []

  /// An empty pool that holds searchers within `budget` bytes.
  public init(budget: Int) {
    self.budget = budget
  }

  /// The geometries of the searchers held, the one used last at the end.
  public var geometries: [Geometry] { searchers.map(\.geometry) }

  /// Runs `body` with the warm searcher of `geometry`, in place.
  ///
  /// Before a searcher is made, `admit` (a check of the memory left) is asked, and while
  /// it throws the least recently used searcher is let go, until none is left.
  public mutating func withSearcher<Result, Failure: Error>(
    for geometry: Geometry, admitting admit: (Geometry) throws(Failure) -> Void,
    _ body: (inout Searcher) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    if searchers.last?.geometry != geometry {
      if let found = searchers.firstIndex(where: { $0.geometry == geometry }) {
        searchers.append(searchers.remove(at: found))
      } else {
        try make(geometry, admit)
      }
    }
    return try body(&searchers[searchers.count - 1])
  }

  /// Runs `body` with the warm searcher of `geometry`, in place, within the budget alone.
  public mutating func withSearcher<Result, Failure: Error>(
    for geometry: Geometry, _ body: (inout Searcher) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try withSearcher(for: geometry, admitting: { (_: Geometry) throws(Failure) in }, body)
  }

  /// Adds a searcher for `geometry` at the end, after letting others go.
  private mutating func make<Failure: Error>(
    _ geometry: Geometry, _ admit: (Geometry) throws(Failure) -> Void
  ) throws(Failure) {
    let needed = Searcher.memoryNeeded(for: geometry)
    var held = searchers.reduce(0) { $0 + Searcher.memoryNeeded(for: $1.geometry) }
    while !searchers.isEmpty, held + needed > budget {
      held -= Searcher.memoryNeeded(for: searchers.removeFirst().geometry)
    }
    while true {
      do throws(Failure) {
        try admit(geometry)
        break
      } catch {
        guard !searchers.isEmpty else { throw error }
        searchers.removeFirst()
      }
    }
    searchers.append(Searcher(geometry: geometry))
  }
}
