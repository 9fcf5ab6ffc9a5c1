// What a search plays by and leaves out, fixed at compile time: its modes.
/// What a ``Negamax`` plays by and leaves out, fixed at compile time so that each kind is
/// specialised with no test for it: the rules, the width of the masks, a horizon, and a stop (`Limit` is `Void`
/// and `Failure` `Never` for a search that runs to its end).
protocol NegamaxMode {
  associatedtype Rule: RuleKind
  /// `UInt16` for boards of up to 16 cells, `UInt64` past them (``Width``).
  associatedtype Mask: CellMask
  /// A horizon scores a position still open there as a draw, so such a search keeps no table.
  static var hasHorizon: Bool { get }
  associatedtype Limit
  associatedtype Failure: Error
  /// Whether to stop now, after `nodes` positions; once it says so, ``stopped(_:)`` does.
  static func stops(_ limit: Limit, nodes: Int) -> Bool
  static func stopped(_ limit: Limit) -> Bool
  static func checkStopped(_ limit: Limit) throws(Failure)
}

extension NegamaxMode where Limit == Void {
  static func stops(_ limit: Void, nodes: Int) -> Bool { false }
  static func stopped(_ limit: Void) -> Bool { false }
  static func checkStopped(_ limit: Void) {}
}

/// Perfect play under `Rule`: no horizon, results kept in the transposition table.
enum Exact<Rule: RuleKind, Mask: CellMask>: NegamaxMode {
  static var hasHorizon: Bool { false }
}

/// A look-ahead level's search (``Level/lookAhead(_:)``): a horizon, no table.
enum Horizon<Rule: RuleKind, Mask: CellMask>: NegamaxMode {
  static var hasHorizon: Bool { true }
}

/// `Base` within a ``SearchLimit``, checked every 4,096 nodes. A stopped node returns at
/// once, storing nothing, and so does every node above it.
enum Bounded<Base: NegamaxMode>: NegamaxMode {
  typealias Rule = Base.Rule
  typealias Mask = Base.Mask
  static var hasHorizon: Bool { Base.hasHorizon }
  static func stops(_ limit: Checkpoint, nodes: Int) -> Bool {
    nodes >= limit.next && limit.stops(at: nodes)
  }
  static func stopped(_ limit: Checkpoint) -> Bool { limit.stopped }
  static func checkStopped(_ limit: Checkpoint) throws(TicTacToeError) {
    if limit.stopped { throw limit.failure }
  }
}
