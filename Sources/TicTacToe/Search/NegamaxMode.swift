// What a search plays by and leaves out, fixed at compile time: its modes.
/// What a ``Negamax`` plays by and leaves out, fixed at compile time so that each kind is
/// specialised with no test for it: the rules, a horizon, and a stop (`Limit` is `Void`
/// and `Failure` `Never` for a search that runs to its end).
protocol NegamaxMode {
  associatedtype Rule: RuleKind
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
enum Exact<Rule: RuleKind>: NegamaxMode {
  static var hasHorizon: Bool { false }
}

/// A look-ahead level's search (``Level/lookAhead(_:)``): a horizon, no table.
enum Horizon<Rule: RuleKind>: NegamaxMode {
  static var hasHorizon: Bool { true }
}

/// `Base` within a ``SearchLimit``, checked every 4,096 nodes. A stopped node returns at
/// once, storing nothing, and so does every node above it.
enum Bounded<Base: NegamaxMode>: NegamaxMode {
  typealias Rule = Base.Rule
  static var hasHorizon: Bool { Base.hasHorizon }
  static func stops(_ limit: Checkpoint, nodes: Int) -> Bool {
    nodes >= limit.next && limit.stops(at: nodes)
  }
  static func stopped(_ limit: Checkpoint) -> Bool { limit.stopped }
  static func checkStopped(_ limit: Checkpoint) throws(TicTacToeError) {
    if limit.stopped { throw limit.failure }
  }
}
