// A hint: the best moves and their value, and its JSON checked by searching its position.
/// The best moves of a position and their value: what a hint shows, from
/// ``Searcher/bestMoves(_:)`` or ``Engine/hint(for:limit:)``, and a row of a solution table. An
/// ``Analysis`` holds one (``Analysis/hint``) beside the value of every other move.
public struct Hint: Hashable, Sendable {
  /// The position asked about.
  public let position: Position
  /// Where the game stands.
  public let status: GameStatus
  /// Every move that achieves the best value (outcome and plies); none once the game is over.
  public let bestMoves: Bitboard
  /// The positions the search visited to answer.
  public internal(set) var nodes: Int
  /// The best moves' score for the player making them; a draw's once the game is over.
  let score: Score

  init(over position: Position, status: GameStatus) {
    (self.position, self.status, bestMoves, nodes, score) = (position, status, .empty, 0, .draw)
  }

  init(position: Position, bestMoves: Bitboard, score: Score, nodes: Int) {
    (self.position, status, self.bestMoves) = (position, .ongoing, bestMoves)
    (self.score, self.nodes) = (score, nodes)
  }

  /// The player to move, or `nil` when the game is over.
  public var toMove: Player? { status.isOver ? nil : position.board.toMove }
  /// The value for the side to move, that of each best move, or `nil` when the game is over.
  public var evaluation: Evaluation? {
    status.isOver ? nil : Evaluation(score, emptyCells: position.emptyCells.count)
  }
}

extension Hint: Codable {
  enum CodingKeys: String, CodingKey {
    case toMove, status, value, plies, best, bestColumns, nodes
  }

  /// Reads a hint as `ai best --json` and `ai analyze --json` write one (their other keys
  /// aside), refused unless it is what perfect play says of its position: the position is
  /// searched again, and its status, side to move, value and best moves must be the ones
  /// read (a cell off the board or taken has a ``TicTacToeError`` as the underlying error).
  ///
  /// - Complexity: A search of the position, with a table of its own.
  public init(from decoder: any Decoder) throws {
    let position = try Position(from: decoder)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let path = container.codingPath
    let nodes = try container.decode(Int.self, forKey: .nodes)
    guard nodes >= 0 else { throw TicTacToeError.corrupted("a negative count", at: path) }
    let best = try Self.cells(
      try container.decode([Int].self, forKey: .best), legalIn: position,
      at: path + [CodingKeys.best])
    let outcome = try container.decodeIfPresent(Outcome.self, forKey: .value)
    let plies = try container.decode(Int.self, forKey: .plies)
    var searcher = Searcher(geometry: position.geometry)
    let truth = try searcher.bestMoves(position)
    guard try container.decode(GameStatus.self, forKey: .status) == truth.status,
      try container.decodeIfPresent(Player.self, forKey: .toMove) == truth.toMove,
      outcome == truth.evaluation?.outcome, plies == (truth.evaluation?.plies ?? 0),
      best == truth.bestMoves
    else {
      throw TicTacToeError.corrupted(
        "not what perfect play says of \(position): \(truth.evaluation.map { "\($0)" } ?? "over"), "
          + "best \(truth.bestMoves.map { $0 + 1 })", at: path)
    }
    self = truth
    self.nodes = nodes
  }

  /// The cells numbered from 1 in `numbers`, each a legal move of `position` listed once
  /// (a ``TicTacToeError`` as the underlying error of one that is not).
  static func cells(_ numbers: [Int], legalIn position: Position, at path: [any CodingKey])
    throws -> Bitboard
  {
    try numbers.reduce(into: Bitboard.empty) { cells, number in
      let cell = number &- 1
      _ = try TicTacToeError.decoding(at: path) { () throws(TicTacToeError) in
        try position.playing(cell)
      }
      guard !cells.contains(cell) else {
        throw TicTacToeError.corrupted("\(number) twice", at: path)
      }
      cells.insert(cell)
    }
  }

  /// Writes the position, the value and the best moves, and the nodes, as `ai` does.
  public func encode(to encoder: any Encoder) throws {
    try encodeHead(to: encoder)
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(nodes, forKey: .nodes)
  }

  /// Writes the keys of `ai analyze --json` from `board` to `best` (`null` for no side to
  /// move and no value).
  func encodeHead(to encoder: any Encoder) throws {
    try position.encode(to: encoder)
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(toMove, forKey: .toMove)
    try container.encode(status, forKey: .status)
    try container.encode(evaluation?.outcome, forKey: .value)
    try container.encode(evaluation?.plies ?? 0, forKey: .plies)
    try container.encode(bestMoves, forKey: .best)
    // Under gravity a move reads as its column too, numbered from 1, each beside its cell.
    let geometry = position.geometry
    if geometry.namesMovesByColumn {
      try container.encode(bestMoves.map(geometry.moveNumber(of:)), forKey: .bestColumns)
    }
  }
}
