// A searcher: one shape, its warm transposition table, and its limit.
/// Perfect play by search: negamax with alpha-beta pruning and a transposition table. A
/// searcher belongs to one geometry and keeps its table warm between calls (every entry is
/// a fact about a position); a copy shares the table until one of them writes.
public struct Searcher: Sendable {
  /// The geometry whose positions this searcher evaluates.
  public let geometry: Geometry
  /// Built by the first search that keeps results, so that the levels that look no further
  /// than a horizon never take its memory; shared by copies until one writes.
  private var table: TranspositionTable?
  package unowned(unsafe) let tables: GeometryTables
  /// The positions visited by the last call (fewer when the table knew some results).
  public internal(set) var nodes = 0
  /// How far each question may search: past it a question throws
  /// ``TicTacToeError/limitReached``, or ``TicTacToeError/cancelled`` when its own question
  /// says to stop.
  public var limit: SearchLimit?

  /// The most bytes the table of a board past 16 cells takes: ``memoryNeeded(for:tableBudget:)``
  /// rounds it down to a power of two.
  private let tableBudget: Int

  /// The table budget of a board past 16 cells when none is given: 64 MiB.
  public static let defaultTableBudget = 64 << 20

  /// A searcher for `geometry`, its table not yet made.
  ///
  /// - Parameters:
  ///   - geometry: The shape, k and rules of the positions it searches.
  ///   - tableBudget: The most bytes its table may take on a board past 16 cells, where
  ///     the table is hashed: the more, the fewer positions searched again, with the same
  ///     answers. A board of up to 16 cells takes a byte per position.
  /// - Complexity: Its table takes at most ``memoryNeeded(for:tableBudget:)``, a page at a
  ///   time as searches store results.
  public init(geometry: Geometry = .ticTacToe, tableBudget: Int = Searcher.defaultTableBudget) {
    (self.geometry, tables, self.tableBudget) = (geometry, geometry.tables, tableBudget)
  }

  /// The most bytes a searcher for `geometry` takes: a byte per position up to 16 cells,
  /// else the largest power of two within `tableBudget` (64 bytes at least); and the
  /// shape's tables.
  public static func memoryNeeded(for geometry: Geometry, tableBudget: Int) -> Int {
    TranspositionTable.byteCount(for: geometry, within: tableBudget)
      + TranspositionTable.headerBytes(for: geometry) + GeometryTables.memoryNeeded
  }

  /// ``memoryNeeded(for:tableBudget:)`` with the default table budget.
  public static func memoryNeeded(for geometry: Geometry) -> Int {
    memoryNeeded(for: geometry, tableBudget: defaultTableBudget)
  }

  /// The bytes this searcher's table holds now: the pages its searches have written, at
  /// most ``memoryNeeded(for:)``.
  ///
  /// - Complexity: O(*p*), where *p* is the number of pages the table may hold.
  public var memoryUsed: Int { table?.bytesUsed ?? 0 }

  /// Empties the table and resets the node count: the next call searches from cold.
  public mutating func clear() {
    // A table a copy shares is let go rather than copied to be emptied.
    if isKnownUniquelyReferenced(&table) { table.unsafelyUnwrapped.clear() } else { table = nil }
    nodes = 0
  }

  mutating func score(_ board: Board) -> Score { try! score(board, within: .infinity) }

  /// Win, draw or loss for the side to move under perfect play, by the narrowest window.
  package mutating func outcome(_ board: Board) -> Outcome {
    Outcome(try! score(board, within: Score.win(leaving: 0)))  // no limit: no error
  }

  /// The score of `board` searched in the window `-bound..<bound`, by the rules'
  /// exact search, within `limit` when there is one (else it throws nothing).
  @inline(__always)
  mutating func score(_ board: Board, within bound: Score, limit: SearchLimit? = nil)
    throws(TicTacToeError) -> Score
  {
    try ask(Scoring(board: board, bound: bound, limit: limit))
  }

  /// A board's score in a window, within a limit or not.
  private struct Scoring: RuleQuestion {
    let board: Board
    let bound: Score
    let limit: SearchLimit?

    @inline(__always)
    func answer<Rule: RuleKind, Mask: CellMask>(
      by searcher: inout Searcher, under _: Rule.Type, _: Mask.Type
    ) throws(TicTacToeError) -> Score {
      let exact = searcher.ownedSearch(Rule.self, Mask.self)
      guard let limit else { return searcher.search(board, alpha: -bound, beta: bound, by: exact) }
      return try searcher.search(
        board, alpha: -bound, beta: bound, by: Negamax(exact, within: limit))
    }
  }

  /// Alpha-beta by `negamax` from `board`, a legal board of this geometry, in the window
  /// `alpha..<beta` (fail-soft), or the result of a finished board.
  mutating func search<Mode>(
    _ board: Board, alpha: Score, beta: Score, by negamax: Negamax<Mode>
  ) throws(Mode.Failure) -> Score {
    precondition(board.occupied - geometry.allCells == .empty, "a piece lies off the board")
    precondition(!tables.hasLine(board.mine), "the side to move already has a line")
    let emptyCount = board.emptyCells(in: geometry).count
    switch tables.result(of: board.theirs, against: board.mine) {
    case .win: return -Mode.Rule.scoreOfLine(leaving: emptyCount)  // the other side's line
    case .draw: return .draw
    case .ongoing: break
    }
    var nodes = 0
    let node = Node<Mode.Mask>(board, in: tables)
    let score = try negamax.search(node, alpha: alpha, beta: beta, nodes: &nodes)
    self.nodes &+= nodes
    return score
  }

  /// The exact search under `Rule` over this searcher's own table (made, or copied from a
  /// shared one).
  @inline(__always)
  mutating func ownedSearch<Rule, Mask>(_: Rule.Type, _: Mask.Type) -> Negamax<Exact<Rule, Mask>> {
    if table == nil {
      table = TranspositionTable(geometry: geometry, bytes: tableBudget)
    } else if !isKnownUniquelyReferenced(&table) {
      table = TranspositionTable(copying: table.unsafelyUnwrapped)
    }
    return Negamax(tables: tables, table: table.unsafelyUnwrapped)
  }

  var holdsTable: Bool { table != nil }
}
