/// Warm searchers, one per geometry asked about, kept between questions within a budget
/// of bytes: their tables hold facts about positions, true for every later question, so
/// a batch, a server or a fuzzer answers each board for its search, not for a new table.
///
/// Past the budget the searcher used least recently is let go. The one used last is
/// found by comparing three numbers, so a run of boards of one shape costs no lookup.
///
/// ```swift
/// var pool = SearcherPool(budget: 64 << 20)
/// let analysis = pool.withSearcher(for: .ticTacToe) { $0.analyze(.start()) }
/// ```
public struct SearcherPool: Sendable {
  /// The most bytes the searchers held may take (``Searcher/memoryNeeded(for:)`` each).
  /// One searcher is always held, however big.
  public let budget: Int
  /// The searchers held, the one used last at the end.
  private var searchers: [Searcher] = []

  /// An empty pool that holds searchers within `budget` bytes.
  public init(budget: Int) {
    self.budget = budget
  }

  /// The geometries of the searchers held, least recently used first.
  public var geometries: [Geometry] { searchers.map(\.geometry) }

  /// Runs `body` with the warm searcher of `geometry`, in place.
  ///
  /// A searcher is made when none is held for `geometry`: first the least recently used
  /// are let go while the budget would be passed, then `admit` is asked whether the new
  /// one may be made, and while it throws and others are held the least recently used
  /// is let go and `admit` asked again.
  ///
  /// - Parameters:
  ///   - admit: Throws when a searcher for the geometry may not be made now: a check of
  ///     the memory the process may still take.
  ///   - body: What to do with the searcher.
  /// - Throws: What `admit` throws when it refuses with no other searcher held, or what
  ///   `body` throws.
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

  /// Runs `body` with the warm searcher of `geometry`, in place, as
  /// ``withSearcher(for:admitting:_:)`` does with no check before a searcher is made.
  public mutating func withSearcher<Result>(
    for geometry: Geometry, _ body: (inout Searcher) -> Result
  ) -> Result {
    withSearcher(for: geometry, admitting: Self.admitAny, body)
  }

  /// Admits every searcher.
  private static func admitAny(_: Geometry) {}

  /// Adds a searcher for `geometry` at the end, after letting others go as
  /// ``withSearcher(for:admitting:_:)`` says.
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
