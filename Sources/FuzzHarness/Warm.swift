import TicTacToe

extension FuzzHarness {
  /// The searchers and the perft counter kept from one input to the next, as a batch
  /// keeps its searchers, so that a 4x4 input costs its search and not a 43 MB table.
  /// libFuzzer runs one input at a time on one thread.
  enum Warm {
    /// The searchers of the shapes met, within 128 MB.
    nonisolated(unsafe) static var searchers = SearcherPool(budget: 128 << 20)
    /// The perft counter of the shape met last.
    nonisolated(unsafe) private static var counter: PerftCounter?

    /// `body` run with the warm perft counter of `geometry`, in place.
    static func counter<Result>(
      for geometry: Geometry, _ body: (inout PerftCounter) -> Result
    ) -> Result {
      if counter?.geometry != geometry {
        counter = nil  // let the old table go before the new one is made
        counter = PerftCounter(geometry: geometry)
      }
      return body(&counter!)
    }
  }
}
