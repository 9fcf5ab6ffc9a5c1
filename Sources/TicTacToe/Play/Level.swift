/// How well the engine plays.
///
/// Two kinds of weakness. The standard levels play a perfect move unless they blunder;
/// a blunder is a legal move picked at random, which may still happen to be a good one.
/// A look-ahead level sees a few plies ahead and plays perfectly within them, so it makes
/// the mistakes a person makes: it misses a threat that comes later than it looks (a fork
/// two moves away), never an obvious one. Among equally good moves every level picks at
/// random, so games vary (a seeded generator makes them repeatable).
///
/// ```swift
/// let level = Level(name: "ahead-2")!   // .lookAhead(2): takes wins, blocks, misses forks
/// var searcher = Searcher()
/// var generator = SeededGenerator(seed: 1)
/// let cell = level.move(in: .start(), searcher: &searcher, using: &generator)
/// ```
public enum Level: Hashable, Sendable {
  /// Never loses: takes the fastest win and delays a loss as long as it can.
  case perfect
  /// Perfect, but one move in ten is picked at random.
  case strong
  /// Perfect, but two moves in five are picked at random.
  case casual
  /// Any legal move.
  case random
  /// Sees `plies` plies (single moves, its own first) ahead and plays perfectly within
  /// them: it takes a win it sees (the fastest first), avoids a move that lets the other
  /// side win within its horizon (the slowest loss first when every move loses), and
  /// counts a position not decided within the horizon as unknown, like a draw.
  ///
  /// One ply takes wins but misses blocks, two block but miss forks, three make forks,
  /// four see the other side's forks coming. With as many plies as empty cells it plays
  /// exactly as ``perfect`` does. `plies` is in ``lookAheadPlies``.
  case lookAhead(Int)

  /// The plies a look-ahead level may see: 1 to 16, as many as a board has cells, so
  /// that on every board some look-ahead level sees to the end (and then plays as
  /// ``perfect`` does, only slower, since its search keeps no table: well under a second
  /// a move in a release build even for 16 plies on 4x4).
  public static let lookAheadPlies = 1...Geometry.maximumCellCount

  /// The levels with a fixed name, strongest first: `perfect`, `strong`, `casual`,
  /// `random`. The look-ahead levels, `ahead-1` to `ahead-16`, come beside them.
  public static let standard: [Level] = [.perfect, .strong, .casual, .random]

  /// The level called `name`: `perfect`, `strong`, `casual`, `random`, or `ahead-N` with
  /// `N` in ``lookAheadPlies``; `nil` for anything else (upper case included).
  public init?(name: String) {
    if let level = Self.standard.first(where: { $0.name == name }) {
      self = level
      return
    }
    guard name.hasPrefix("ahead-"), let plies = Int(name.dropFirst("ahead-".count)),
      Self.lookAheadPlies.contains(plies), name == Self.lookAhead(plies).name
    else { return nil }
    self = .lookAhead(plies)
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

  /// The chance that a move is picked at random instead of by the level's search: 0
  /// for the look-ahead levels, whose mistakes come from what they cannot see.
  public var blunderRate: Double {
    switch self {
    case .perfect, .lookAhead: 0
    case .strong: 0.1
    case .casual: 0.4
    case .random: 1
    }
  }

  /// Picks a move for the side to move in `position`, or `nil` once the game is over.
  ///
  /// - Parameters:
  ///   - position: Where the game stands.
  ///   - searcher: A searcher of the position's geometry, for the perfect moves; the
  ///     look-ahead levels search on their own and leave it alone.
  ///   - generator: Picks among equally good moves, and the blunders.
  /// - Precondition: `searcher` has the position's geometry, and a look-ahead level's
  ///   plies are in ``lookAheadPlies``.
  /// - Complexity: For a look-ahead level of `n` plies, O(b^n) positions at worst for
  ///   `b` empty cells (alpha-beta prunes most of them).
  public func move(
    in position: Position, searcher: inout Searcher,
    using generator: inout some RandomNumberGenerator
  ) -> Int? {
    precondition(position.geometry == searcher.geometry, "the searcher has another geometry")
    let moves = Array(position.legalMoves)
    guard !moves.isEmpty else { return nil }
    if case .lookAhead(let plies) = self {
      precondition(Self.lookAheadPlies.contains(plies), "look-ahead of \(plies) plies")
      let search = LookAhead(tables: searcher.tables, plies: plies)
      return Array(search.bestMoves(position.board)).randomElement(using: &generator)!
    }
    if blunderRate > 0, Double.random(in: 0..<1, using: &generator) < blunderRate {
      return moves.randomElement(using: &generator)!
    }
    return Array(searcher.bestMoves(position).bestMoves).randomElement(using: &generator)!
  }
}

/// A level is written as its ``name``: `"perfect"`, `"ahead-3"`.
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

  /// Writes the level's name.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(name)
  }
}

extension Level: CustomStringConvertible {
  /// The level's ``name``.
  public var description: String { name }
}
