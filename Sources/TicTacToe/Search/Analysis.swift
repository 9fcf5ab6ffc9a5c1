// The one answer type, and its JSON checked against its position when read.
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
  var scores = SIMD16<Int8>()

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
  package var legalMoves: Bitboard { status == .ongoing ? position.emptyCells : .empty }

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
    case pv, moves, nodes
  }

  /// Reads an analysis as `ai analyze --json` writes one, checked against its position: its
  /// ``Hint`` (``Hint/init(from:)``), then every legal move once, ascending, on its own row
  /// and column, each with a value its move can have; the best moves exactly those of the
  /// best value, the position's; a line of play that starts with a best move and ends the
  /// game as the value says, after as many plies. A cell off the board or taken has a
  /// ``TicTacToeError`` as the underlying error.
  public init(from decoder: any Decoder) throws {
    let hint = try Hint(from: decoder)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let path = container.codingPath
    let refuse = { (key: CodingKeys, why: String) in TicTacToeError.corrupted(why, at: path + [key])
    }
    let (position, empty) = (hint.position, hint.position.emptyCells.count)
    self.init(position: position, status: hint.status, bestMoves: hint.bestMoves, nodes: hint.nodes)
    let moves = try container.decode([MoveEvaluation].self, forKey: .moves)
    let listed = try Hint.cells(
      moves.map { $0.cell + 1 }, legalIn: position, at: path + [CodingKeys.moves])
    guard Array(listed) == moves.map(\.cell), listed == legalMoves else {
      throw refuse(.moves, "every legal move, ascending")
    }
    for move in moves {
      guard (move.row, move.column) == position.geometry.coordinates(of: move.cell),
        move.evaluation.isPossible(playing: move.cell, in: position)
      else { throw refuse(.moves, "cell \(move.cell + 1) cannot be worth a \(move.evaluation)") }
      scores[move.cell] = Score(move.evaluation, emptyCells: empty).rawValue
    }
    let value = moves.map(\.evaluation).max()
    guard value == hint.evaluation,
      bestMoves == moves.reduce(.empty, { $1.evaluation == value ? $0.inserting($1.cell) : $0 })
    else { throw refuse(.moves, "the best moves are those of the best value") }
    let line = try container.decode(CellLine.self, forKey: .pv)
    try TicTacToeError.decoding(at: path + [CodingKeys.pv]) { () throws(TicTacToeError) in
      var step = position
      for cell in line { step = try step.playing(cell) }
    }
    guard line.isEmpty ? value == nil : bestMoves.contains(line[0]) && line.count == value?.plies,
      Self.ends(position, after: line, as: value)
    else { throw refuse(.pv, "a perfect line starts with a best move and ends the game") }
    principalVariation = line
  }

  /// Whether `line`, legal from `position`, ends the game at its last move as `value` says
  /// for the side to move (a finished position with no line and no value).
  private static func ends(_ position: Position, after line: CellLine, as value: Evaluation?)
    -> Bool
  {
    var step = position
    for cell in line { step = step.playingLegal(cell) }
    guard let value, let mover = position.toMove else { return line.isEmpty }
    return switch value.outcome {
    case .win: step.status == .won(mover)
    case .loss: step.status == .won(mover.opponent)
    case .draw: step.status == .draw
    }
  }

  /// Writes the object `ai analyze --json` prints.
  public func encode(to encoder: any Encoder) throws {
    try hint.encodeHead(to: encoder)
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(principalVariation, forKey: .pv)
    try container.encode(moves, forKey: .moves)
    try container.encode(nodes, forKey: .nodes)
  }
}
