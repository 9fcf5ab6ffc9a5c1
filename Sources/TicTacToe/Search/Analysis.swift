// The one answer type, and its JSON checked by searching its position when read.
/// What perfect play says about a position: where the game stands, the value of every
/// legal move, the best ones and one perfect line, from ``Searcher/analyze(_:)`` or
/// ``Engine/analysis(of:limit:)``. Of fixed size, so a batch answers without touching the heap.
///
/// In JSON it is the object `ai analyze --json` prints, and reads it: `{"board", "rows",
/// "cols", "k", "toMove", "status", "value", "plies", "best", "pv", "moves", "nodes"}`,
/// cells numbered from 1 as `ai` numbers them.
public struct Analysis: Hashable, Sendable {
  /// The position analysed.
  public let position: Position
  /// Where the game stands.
  public let status: GameStatus
  /// Every move that achieves the best value (outcome and plies).
  public internal(set) var bestMoves = Bitboard.empty
  /// One perfect line to the end, the lowest best move at each step (or none).
  public internal(set) var principalVariation = CellLine()
  /// The positions the search visited to answer.
  public internal(set) var nodes = 0
  /// The score of each legal move for the player making it, by cell; 0 elsewhere.
  var scores = SIMD64<Int8>()

  /// The player to move, or `nil` when the game is over.
  public var toMove: Player? { status.isOver ? nil : position.board.toMove }
  /// The value for the side to move, or `nil` when the game is over.
  public var evaluation: Evaluation? { bestMoves.first.flatMap { evaluation(ofMove: $0) } }

  /// The value of playing `cell` for the player making it, if it is a legal move.
  public func evaluation(ofMove cell: Int) -> Evaluation? {
    guard legalMoves.contains(cell) else { return nil }
    return Evaluation(Score(rawValue: scores[cell]), emptyCells: position.emptyCells.count)
  }

  /// The legal moves, by the status at hand (the position would compute it again).
  package var legalMoves: Bitboard {
    status == .ongoing ? position.geometry.tables.moves(position.board.occupied) : .empty
  }

  /// Every legal move with its value, by ascending cell.
  public var moves: [MoveEvaluation] {
    legalMoves.map { cell in
      let (row, column) = position.geometry.coordinates(of: cell)
      return MoveEvaluation(
        cell: cell, row: row, column: column, evaluation: evaluation(ofMove: cell)!)
    }
  }

  /// Every legal move from best to worst; equal values by ascending cell.
  public var movesBestFirst: [MoveEvaluation] {
    moves.sorted { ($0.evaluation, -$0.cell) > ($1.evaluation, -$1.cell) }
  }

  /// The best moves and their value, as a hint gives them.
  public var hint: Hint {
    guard let best = bestMoves.first else { return Hint(over: position, status: status) }
    return Hint(
      position: position, bestMoves: bestMoves, score: Score(rawValue: scores[best]), nodes: nodes)
  }
}

extension Analysis: Codable {
  private enum CodingKeys: String, CodingKey {
    case pv, pvColumns, moves, nodes
  }

  /// A move's value, and under gravity its column numbered from 1 beside its cell.
  private struct ColumnedMove: Encodable {
    let move: MoveEvaluation
    let namesColumn: Bool

    enum CodingKeys: String, CodingKey { case column }

    func encode(to encoder: any Encoder) throws {
      try move.encode(to: encoder)
      guard namesColumn else { return }
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(move.column + 1, forKey: .column)
    }
  }

  /// Reads an analysis as `ai analyze --json` writes one, refused unless it is what
  /// perfect play says of its position: the position is searched again, and every move's
  /// value and the perfect line must be the ones read, as ``Hint/init(from:)`` checks the
  /// rest (a cell off the board or taken has a ``TicTacToeError`` as the underlying error).
  ///
  /// - Complexity: A search of the position, with a table of its own.
  public init(from decoder: any Decoder) throws {
    let hint = try Hint(from: decoder)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let moves = try container.decode([MoveEvaluation].self, forKey: .moves)
    let line = try container.decode(CellLine.self, forKey: .pv)
    try TicTacToeError.decoding(at: container.codingPath + [CodingKeys.pv]) {
      () throws(TicTacToeError) in
      var step = hint.position
      for cell in line { step = try step.playing(cell) }
    }
    var searcher = Searcher(geometry: hint.position.geometry)
    self = try searcher.analyze(hint.position)
    guard moves == self.moves, line == principalVariation else {
      throw TicTacToeError.corrupted(
        "not what perfect play says of \(hint.position): its moves are worth "
          + moves.map { "\($0.cell + 1): \($0.evaluation)" }.joined(separator: ", ")
          + ", its line \(principalVariation.map { $0 + 1 })", at: container.codingPath)
    }
    nodes = hint.nodes
  }

  /// Writes the object `ai analyze --json` prints.
  public func encode(to encoder: any Encoder) throws {
    try hint.encodeHead(to: encoder)
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(principalVariation, forKey: .pv)
    let geometry = position.geometry
    if geometry.namesMovesByColumn {
      try container.encode(principalVariation.map(geometry.moveNumber(of:)), forKey: .pvColumns)
    }
    try container.encode(
      moves.map { ColumnedMove(move: $0, namesColumn: geometry.namesMovesByColumn) },
      forKey: .moves)
    try container.encode(nodes, forKey: .nodes)
  }
}
