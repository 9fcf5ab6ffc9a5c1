/// Warm searchers, one per geometry asked about, kept between questions within a budget
/// of bytes, the least recently used let go first.
public struct SearcherPool: Sendable {
  /// The most bytes the searchers held may take; one is always held, however big.
  public let budget: Int
  private var searchers: [Searcher] = []

  /// An empty pool that holds searchers within `budget` bytes.
  public init(budget: Int) {
    self.budget = budget
  }

  /// The geometries of the searchers held, the one used last at the end.
  public var geometries: [Geometry] { searchers.map(\.geometry) }

  /// Runs `body` with the warm searcher of `geometry`. Before one is made, `admit` checks the
  /// memory left; while it throws, searchers are let go, oldest first, then its error is thrown.
  public mutating func withSearcher<Result, Failure: Error>(
    for geometry: Geometry, admitting admit: (Geometry) throws(Failure) -> Void,
    _ body: (inout Searcher) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    if searchers.last?.geometry != geometry {
      searchers.append(try take(geometry, admitting: admit))
    }
    return try body(&searchers[searchers.count - 1])
  }

  /// Runs `body` with the warm searcher of `geometry`, in place, within the budget alone.
  public mutating func withSearcher<Result, Failure: Error>(
    for geometry: Geometry, _ body: (inout Searcher) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try withSearcher(for: geometry, admitting: { (_: Geometry) throws(Failure) in }, body)
  }

  /// Takes the warm searcher of `geometry` out of the pool, or makes one (asking `admit`),
  /// for a thread to search with while others use the pool; ``put(_:)`` gives it back.
  public mutating func take<Failure: Error>(
    _ geometry: Geometry, admitting admit: (Geometry) throws(Failure) -> Void
  ) throws(Failure) -> Searcher {
    if let found = searchers.firstIndex(where: { $0.geometry == geometry }) {
      return searchers.remove(at: found)
    }
    letGo(toFit: Searcher.memoryNeeded(for: geometry))
    while true {
      do throws(Failure) {
        try admit(geometry)
        return Searcher(geometry: geometry)
      } catch {
        guard !searchers.isEmpty else { throw error }
        searchers.removeFirst()
      }
    }
  }

  /// Gives back a searcher taken, as the one used last (replacing one of its geometry).
  public mutating func put(_ searcher: Searcher) {
    searchers.removeAll { $0.geometry == searcher.geometry }
    letGo(toFit: Searcher.memoryNeeded(for: searcher.geometry))
    searchers.append(searcher)
  }

  private mutating func letGo(toFit bytes: Int) {
    var held = searchers.reduce(0) { $0 + Searcher.memoryNeeded(for: $1.geometry) }
    while !searchers.isEmpty, held + bytes > budget {
      held -= Searcher.memoryNeeded(for: searchers.removeFirst().geometry)
    }
  }
}
