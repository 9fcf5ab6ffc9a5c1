/// The engine an app holds: every question in one call, from any task. An actor over a
/// ``SearcherPool``, so one question is searched at a time and a table is never copied; a
/// task cancelled before or during a question gets ``TicTacToeError/cancelled``.
public actor Engine {
  private var pool: SearcherPool
  /// The random choices of the levels, among equal moves and in blunders.
  private var generator: SeededGenerator

  /// An engine whose searchers take at most `memoryBudget` bytes (by default a 4x4
  /// searcher's and the small shapes'), choosing at random from `seed` when given. A shape
  /// whose searcher may take more (``Searcher/memoryNeeded(for:)``) is refused.
  public init(memoryBudget: Int = 64 << 20, seed: UInt64? = nil) {
    pool = SearcherPool(budget: memoryBudget)
    generator = seed.map(SeededGenerator.init(seed:)) ?? SeededGenerator()
  }

  /// The cell `level` plays in `position`, or `nil` once the game is over.
  ///
  /// - Throws: ``TicTacToeError/cancelled`` when the asking task is cancelled;
  ///   ``TicTacToeError/lookAheadOutOfRange(plies:)`` for a look-ahead that cannot be;
  ///   ``TicTacToeError/memoryBudgetExceeded(needed:budget:)`` for a shape beyond the budget.
  public func move(in position: Position, level: Level = .perfect) throws(TicTacToeError) -> Int? {
    var generator = self.generator
    defer { self.generator = generator }
    return try ask(position) { searcher throws(TicTacToeError) in
      try level.chooseMove(in: position, searcher: &searcher, using: &generator)
    }
  }

  /// Every best move of `position` with its value, what a hint shows.
  ///
  /// - Throws: ``TicTacToeError/cancelled`` when the asking task is cancelled;
  ///   ``TicTacToeError/memoryBudgetExceeded(needed:budget:)`` for a shape beyond the budget.
  public func hint(for position: Position) throws(TicTacToeError) -> Hint {
    try ask(position) { searcher throws(TicTacToeError) in try searcher.bestMoves(position) }
  }

  /// Every legal move's value, the best ones and a perfect line.
  ///
  /// - Throws: ``TicTacToeError/cancelled`` when the asking task is cancelled;
  ///   ``TicTacToeError/memoryBudgetExceeded(needed:budget:)`` for a shape beyond the budget.
  public func analysis(of position: Position) throws(TicTacToeError) -> Analysis {
    try ask(position) { searcher throws(TicTacToeError) in try searcher.analyze(position) }
  }

  /// Win, draw or loss for the side to move (cheaper than a hint on big boards), or `nil`
  /// once the game is over.
  ///
  /// - Throws: ``TicTacToeError/cancelled`` when the asking task is cancelled;
  ///   ``TicTacToeError/memoryBudgetExceeded(needed:budget:)`` for a shape beyond the budget.
  public func outcome(of position: Position) throws(TicTacToeError) -> Outcome? {
    try ask(position) { searcher throws(TicTacToeError) in try searcher.outcome(of: position) }
  }

  /// The shapes whose searchers are warm, the one used last at the end.
  public var warmGeometries: [Geometry] { pool.geometries }

  /// Runs `question` with the warm searcher of `position`'s shape, until the task is cancelled.
  private func ask<Answer>(
    _ position: Position, _ question: (inout Searcher) throws(TicTacToeError) -> Answer
  ) throws(TicTacToeError) -> Answer {
    guard !Task.isCancelled else { throw .cancelled }
    // Refused before the pool is asked: its admission lets every warm searcher go before
    // it gives up, which cannot make room for a shape bigger than the whole budget.
    let needed = Searcher.memoryNeeded(for: position.geometry)
    guard needed <= pool.budget else {
      throw .memoryBudgetExceeded(needed: needed, budget: pool.budget)
    }
    return try pool.withSearcher(for: position.geometry) { searcher throws(TicTacToeError) in
      searcher.limit = SearchLimit { Task.isCancelled }
      defer { searcher.limit = nil }
      return try question(&searcher)
    }
  }
}
