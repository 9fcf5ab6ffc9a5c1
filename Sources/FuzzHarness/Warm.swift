import TicTacToe

extension FuzzHarness {
  /// The searchers and perft counters of the shapes met so far, kept from one input to
  /// the next as a batch keeps its searchers, so that a 4x4 input costs its search and
  /// not a 43 MB table. Their tables hold at most ``budget`` bytes; past that the oldest
  /// shapes are let go. libFuzzer runs one input at a time on one thread.
  enum Warm {
    /// The most bytes of tables kept.
    static let budget = 256 << 20
    nonisolated(unsafe) private static var searchers: [Searcher] = []
    nonisolated(unsafe) private static var counters: [PerftCounter] = []

    /// `body` run with the warm searcher of `geometry`, in place.
    static func searcher<Result>(
      for geometry: Geometry, _ body: (inout Searcher) -> Result
    ) -> Result {
      let index = slot(in: &searchers, for: geometry, geometry: \.geometry) {
        Searcher(geometry: geometry)
      }
      return body(&searchers[index])
    }

    /// `body` run with the warm perft counter of `geometry`, in place.
    static func counter<Result>(
      for geometry: Geometry, _ body: (inout PerftCounter) -> Result
    ) -> Result {
      let index = slot(in: &counters, for: geometry, geometry: \.geometry) {
        PerftCounter(geometry: geometry)
      }
      return body(&counters[index])
    }

    /// The index of the item for `geometry` in `items`, made (and the oldest dropped
    /// while the tables would pass the budget) if there is none.
    private static func slot<Item>(
      in items: inout [Item], for geometry: Geometry, geometry shape: KeyPath<Item, Geometry>,
      make: () -> Item
    ) -> Int {
      if let found = items.firstIndex(where: { $0[keyPath: shape] == geometry }) { return found }
      let bytes = { (item: Item) in item[keyPath: shape].positionCount * 9 }
      while !items.isEmpty && items.reduce(geometry.positionCount * 9, { $0 + bytes($1) }) > budget
      {
        items.removeFirst()
      }
      items.append(make())
      return items.count - 1
    }
  }
}
