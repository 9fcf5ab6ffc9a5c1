// What an app holds: an actor that lends each question its shape's warm searcher.
/// The engine an app holds: every question in one call, from any task, each within an
/// optional ``SearchLimit`` of positions or time.
///
/// An actor over a ``SearcherPool``: a question takes its shape's warm searcher from the
/// pool and searches off the actor, so questions of different shapes search at once (a
/// 3x3 hint does not wait behind a 4x4 analysis), while a question of a shape another is
/// searching waits for its searcher, warm, rather than make a cold one; so does one that
/// the memory budget has no room for yet. A table is never copied. A task cancelled
/// before or during a question, waiting included, gets ``TicTacToeError/cancelled``.
public actor Engine {
  private var pool: SearcherPool
  /// The random choices of the levels: each question draws its own seed from it.
  private var generator: SeededGenerator
  private var searching: Set<Geometry> = []
  /// The questions waiting for a shape's searcher or for room, woken when one comes back.
  private var waiting: [Int: CheckedContinuation<Void, Never>] = [:]
  private var nextWaiter = 0

  /// An engine whose searchers take at most `memoryBudget` bytes (by default a 4x4
  /// searcher's and the small shapes'), choosing at random from `seed` when given. A shape
  /// whose searcher may take more (``Searcher/memoryNeeded(for:)``) is refused.
  public init(memoryBudget: Int = 64 << 20, seed: UInt64? = nil) {
    pool = SearcherPool(budget: memoryBudget)
    generator = seed.map(SeededGenerator.init(seed:)) ?? SeededGenerator()
  }

  /// The cell `level` plays in `position`, or `nil` once the game is over.
  ///
  /// - Throws: ``TicTacToeError/lookAheadOutOfRange(plies:)`` for a look-ahead that cannot
  ///   be; as ``analysis(of:limit:)`` does.
  public func move(in position: Position, level: Level = .perfect, limit: SearchLimit? = nil)
    async throws(TicTacToeError) -> Int?
  {
    let seed = generator.next()
    return try await ask(position, limit: limit) { searcher throws(TicTacToeError) in
      var generator = SeededGenerator(seed: seed)
      return try level.chooseMove(in: position, searcher: &searcher, using: &generator)
    }
  }

  /// Every best move of `position` with its value, what a hint shows.
  ///
  /// - Throws: As ``analysis(of:limit:)`` does.
  public func hint(for position: Position, limit: SearchLimit? = nil)
    async throws(TicTacToeError) -> Hint
  {
    try await ask(position, limit: limit) { searcher throws(TicTacToeError) in
      try searcher.bestMoves(position)
    }
  }

  /// Every legal move's value, the best ones and a perfect line.
  ///
  /// - Throws: ``TicTacToeError/cancelled`` when the asking task is cancelled (or `limit`
  ///   says to stop); ``TicTacToeError/limitReached`` past `limit`'s positions or time,
  ///   counted from the start of the search (not the wait for a searcher), the engine
  ///   free for the next question; ``TicTacToeError/memoryBudgetExceeded(needed:budget:)``
  ///   for a shape beyond the memory budget.
  public func analysis(of position: Position, limit: SearchLimit? = nil)
    async throws(TicTacToeError) -> Analysis
  {
    try await ask(position, limit: limit) { searcher throws(TicTacToeError) in
      try searcher.analyze(position)
    }
  }

  /// Win, draw or loss for the side to move (cheaper than a hint on big boards), or `nil`
  /// once the game is over.
  ///
  /// - Throws: As ``analysis(of:limit:)`` does.
  public func outcome(of position: Position, limit: SearchLimit? = nil)
    async throws(TicTacToeError) -> Outcome?
  {
    try await ask(position, limit: limit) { searcher throws(TicTacToeError) in
      try searcher.outcome(of: position)
    }
  }

  /// The shapes whose searchers are kept warm between questions, the one used last at the
  /// end (those searching now are not among them).
  public var warmGeometries: [Geometry] { pool.geometries }

  /// Runs `question` with the warm searcher of `position`'s shape, off the actor, within
  /// `limit` and until the task is cancelled.
  private func ask<Answer: Sendable>(
    _ position: Position, limit: SearchLimit?,
    _ question: @escaping @Sendable (inout Searcher) throws(TicTacToeError) -> Answer
  ) async throws(TicTacToeError) -> Answer {
    let geometry = position.geometry
    // The searcher taken goes to the search, not copied: a second reference to its table
    // would make the search copy the table (43 MB for 4x4) to write it.
    let (searcher, answer) = await Self.search(
      with: try await take(geometry), within: limit, question)
    pool.put(searcher)
    searching.remove(geometry)
    let woken = waiting.values
    waiting = [:]
    for continuation in woken { continuation.resume() }
    return try answer.get()
  }

  /// Runs `question` on the asking task, but off the actor: a nonisolated `async` function
  /// runs on the global executor, so the actor answers others meanwhile.
  private static func search<Answer: Sendable>(
    with searcher: consuming Searcher, within limit: SearchLimit?,
    _ question: @Sendable (inout Searcher) throws(TicTacToeError) -> Answer
  ) async -> (Searcher, Result<Answer, TicTacToeError>) {
    let given = limit ?? SearchLimit()
    searcher.limit = SearchLimit(nodes: given.nodes, time: given.time) {
      Task.isCancelled || given.isCancelled()
    }
    let answer = Result { () throws(TicTacToeError) in try question(&searcher) }
    searcher.limit = nil
    return (searcher, answer)
  }

  /// The searcher of `geometry`, taken from the pool once no other question holds it and
  /// the budget has room for it; waits for both.
  private func take(_ geometry: Geometry) async throws(TicTacToeError) -> Searcher {
    // Refused before the pool is asked: a shape bigger than the whole budget never fits.
    let needed = pool.memoryNeeded(for: geometry)
    guard needed <= pool.budget else {
      throw .memoryBudgetExceeded(needed: needed, budget: pool.budget)
    }
    while true {
      guard !Task.isCancelled else { throw .cancelled }
      if !searching.contains(geometry), pool.canLend(geometry) {
        searching.insert(geometry)
        return pool.take(geometry, admitting: { (_: Geometry, _: Int) throws(Never) in })
      }
      await waitForASearcher()
    }
  }

  private func waitForASearcher() async {
    let waiter = nextWaiter
    nextWaiter += 1
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        // Cancelled before it could wait: no handler will come to wake it.
        guard !Task.isCancelled else { return continuation.resume() }
        waiting[waiter] = continuation
      }
    } onCancel: {
      Task { await self.wake(waiter) }
    }
  }

  private func wake(_ waiter: Int) { waiting.removeValue(forKey: waiter)?.resume() }
}
