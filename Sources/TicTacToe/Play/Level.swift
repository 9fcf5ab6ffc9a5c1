// How well the engine plays: perfect, blundering and look-ahead levels, and their names.
/// How well the engine plays: the standard levels play a perfect move unless they blunder
/// (a random legal move); a look-ahead level plays perfectly within a few plies. Among
/// equally good moves every level picks at random. In JSON it is its ``name``.
public enum Level: Hashable, Sendable {
  /// Never loses: takes the fastest win and delays a loss as long as it can.
  case perfect
  /// Perfect, but one move in ten is picked at random.
  case strong
  /// Perfect, but two moves in five are picked at random.
  case casual
  /// Any legal move.
  case random
  /// Plays perfectly within `plies` plies (its own move first), a position not decided
  /// there counting as a draw: one ply takes wins, two block, three make forks.
  case lookAhead(Int)

  /// The plies a look-ahead level may see: up to 16, to the end on every board of up to 16
  /// cells (further, a search with no table would not finish on a larger board).
  public static let lookAheadPlies = 1...16
  /// The levels with a fixed name, strongest first.
  public static let standard: [Level] = [.perfect, .strong, .casual, .random]

  /// The level called `name` (`ahead-N` with `N` in ``lookAheadPlies`` for a look-ahead).
  public init?(name: String) {
    let levels = Self.standard + Self.lookAheadPlies.map(Self.lookAhead)
    guard let level = levels.first(where: { $0.name == name }) else { return nil }
    self = level
  }

  /// The level's name, as ``init(name:)`` reads it: `perfect`, ..., `ahead-3`.
  public var name: String {
    switch self {
    case .perfect: "perfect"
    case .strong: "strong"
    case .casual: "casual"
    case .random: "random"
    case .lookAhead(let plies): "ahead-\(plies)"
    }
  }

  /// Picks a move for the side to move in `position`, or `nil` once the game is over.
  ///
  /// - Throws: ``TicTacToeError/lookAheadOutOfRange(plies:)`` for a look-ahead outside
  ///   ``lookAheadPlies``; as ``Searcher/analyze(_:)`` does for the search.
  public func chooseMove(
    in position: Position, searcher: inout Searcher,
    using generator: inout some RandomNumberGenerator
  ) throws(TicTacToeError) -> Int? {
    try checkPlies()
    try searcher.check(position)
    let moves = Array(position.legalMoves)
    guard !moves.isEmpty else { return nil }
    if case .lookAhead(let plies) = self {
      var nodes = 0
      let stop = position.emptyCells.count - plies
      let best = try searcher.bestMoves(position.board, stop: stop, nodes: &nodes).cells
      return Array(best).randomElement(using: &generator)!
    }
    let blunderRate =
      switch self {
      case .perfect, .lookAhead: 0.0
      case .strong: 0.1
      case .casual: 0.4
      case .random: 1.0
      }
    if blunderRate > 0, Double.random(in: 0..<1, using: &generator) < blunderRate {
      return moves.randomElement(using: &generator)!
    }
    return Array(try searcher.bestMoves(position).bestMoves).randomElement(using: &generator)!
  }

  /// ``chooseMove(in:searcher:using:)`` within about `budget`. The perfect level plays a
  /// proven best move when its search finishes in time; else the best move of the deepest
  /// search that did (``Searcher/bestMoves(_:within:)``), the one nearest the centre
  /// column, with `horizon` the plies that search saw (0 when none finished). The other
  /// levels choose as they always do, and `horizon` is `nil`, as for a proven move.
  ///
  /// - Throws: As ``chooseMove(in:searcher:using:)`` does, and
  ///   ``TicTacToeError/cancelled`` when the searcher's limit says to stop.
  public func chooseMove(
    in position: Position, searcher: inout Searcher,
    using generator: inout some RandomNumberGenerator, within budget: Duration
  ) throws(TicTacToeError) -> (cell: Int, horizon: Int?)? {
    guard self == .perfect else {
      return try chooseMove(in: position, searcher: &searcher, using: &generator).map { ($0, nil) }
    }
    guard let found = try searcher.bestMoves(position, within: budget) else { return nil }
    guard !found.isProven else {
      return (Array(found.moves).randomElement(using: &generator)!, nil)  // an unfinished game
    }
    // Unproven, the moves are only as good as the horizon saw: the one nearest the centre.
    let columns = position.geometry.columns
    let cell = found.moves.min {
      abs(2 * ($0 % columns) - (columns - 1)) < abs(2 * ($1 % columns) - (columns - 1))
    }!
    return (cell, found.horizon)
  }

  func checkPlies() throws(TicTacToeError) {
    if case .lookAhead(let plies) = self, !Self.lookAheadPlies.contains(plies) {
      throw .lookAheadOutOfRange(plies: plies)
    }
  }
}

extension Level: Codable {
  /// Reads a level from its name.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let name = try container.decode(String.self)
    guard let level = Level(name: name) else {
      throw DecodingError.dataCorruptedError(
        in: container,
        debugDescription: "\(name) is not a level: perfect, strong, casual, "
          + "random or ahead-1 to ahead-\(Self.lookAheadPlies.upperBound)")
    }
    self = level
  }

  /// Writes the level's name; throws for a look-ahead outside ``lookAheadPlies``.
  public func encode(to encoder: any Encoder) throws {
    do {
      try checkPlies()
    } catch {
      throw TicTacToeError.unreadable(self, "\(error)", at: encoder.codingPath, reason: error)
    }
    try name.encode(to: encoder)
  }
}

extension Level: CustomStringConvertible {
  /// The level's ``name``.
  public var description: String { name }
}
