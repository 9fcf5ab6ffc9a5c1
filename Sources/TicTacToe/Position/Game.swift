// A game with its history: moves checked, undo and redo, and its JSON replayed when read.
/// A game in progress, with the rules enforced: moves go to empty cells, by the player
/// whose turn it is, while the game is on; anything else is refused with a
/// ``TicTacToeError`` and changes nothing. In JSON it is its start and its moves, cells
/// numbered from 1 as `ai play --moves` takes them (`{"start": {...}, "moves": [5, 1, 9],
/// "undone": [...]}` for indices 4, 0 and 8), replayed when read.
public struct Game: Hashable, Sendable {
  /// The position the game started from.
  public let start: Position
  /// The current position.
  public private(set) var position: Position
  /// The cells played since the start, in order.
  public private(set) var history: [Int] = []
  /// The cells taken back by ``undo()``, in the order played: ``redo()`` plays the first.
  public private(set) var undoneMoves: [Int] = []

  /// A new game on the empty board of `geometry`, X to move.
  public init(geometry: Geometry = .ticTacToe) {
    self.init(from: .start(geometry))
  }

  /// A game that goes on from `position`.
  public init(from position: Position) {
    (start, self.position) = (position, position)
  }

  /// The game from `start` after `moves`, played in turn.
  ///
  /// - Throws: ``TicTacToeError`` for the first move that is not legal where it comes.
  public init(from start: Position, moves: [Int]) throws(TicTacToeError) {
    self.init(from: start)
    for cell in moves { try play(cell) }
  }

  /// The player to move, or `nil` once the game is over.
  public var toMove: Player? { position.toMove }
  /// The cells the player to move may play: none once the game is over.
  public var legalMoves: Bitboard { position.legalMoves }

  /// Plays `cell` for the player to move, or for `player` if given.
  ///
  /// - Throws: ``TicTacToeError/notYourTurn(_:)`` when `player` is not to move, and as
  ///   ``Position/playing(_:)`` does.
  public mutating func play(_ cell: Int, as player: Player? = nil) throws(TicTacToeError) {
    if let player, position.status == .ongoing, player != position.board.toMove {
      throw .notYourTurn(player)
    }
    position = try position.playing(cell)
    history.append(cell)
    undoneMoves = []
  }

  /// Takes back `player`'s last move since the start and the reply, so that it is their
  /// turn again; returns the cells taken back, the last first.
  @discardableResult
  public mutating func undoTurn(of player: Player) -> [Int] {
    let first = start.board.toMove
    // Moves alternate from the start's side to move: even indices are `first`'s.
    guard let last = history.indices.last(where: { ($0 % 2 == 0) == (first == player) }) else {
      return []
    }
    var undone: [Int] = []
    while history.count > last, let cell = undo() { undone.append(cell) }
    return undone
  }

  /// Plays again what ``undoTurn(of:)`` took back: `player`'s move and the replies, up to
  /// `player`'s next turn or the last move taken back; returns the cells, in the order
  /// played (none when no move was taken back, or one was played since).
  @discardableResult
  public mutating func redoTurn(of player: Player) -> [Int] {
    var redone: [Int] = []
    while let cell = redo() {
      redone.append(cell)
      if toMove == player { break }
    }
    return redone
  }

  /// Takes back the last move, if any since the start, and returns its cell.
  @discardableResult
  public mutating func undo() -> Int? {
    guard let last = history.popLast() else { return nil }
    var board = start.board
    for cell in history { board.play(cell) }
    position = Position(unchecked: board, geometry: position.geometry)
    undoneMoves.insert(last, at: 0)
    return last
  }

  /// Plays again the last move taken back, if no move was played since; returns its cell.
  @discardableResult
  public mutating func redo() -> Int? {
    guard let cell = undoneMoves.first else { return nil }
    position = position.playingLegal(cell)  // it was legal here when it was taken back
    history.append(cell)
    undoneMoves.removeFirst()
    return cell
  }
}

extension Game: Codable {
  private enum CodingKeys: String, CodingKey {
    case start, moves, undone
  }

  /// Reads the start and replays the moves (a ``TicTacToeError`` as the underlying error
  /// at the first that is not legal), then the undone ones, and takes those back.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let start = try container.decode(Position.self, forKey: .start)
    let moves = try container.decode([Int].self, forKey: .moves)
    let undone = try container.decodeIfPresent([Int].self, forKey: .undone) ?? []
    self = try TicTacToeError.decoding(at: decoder.codingPath + [CodingKeys.moves]) {
      () throws(TicTacToeError) in try Game(from: start, moves: (moves + undone).map { $0 &- 1 })
    }
    for _ in undone { undo() }
  }

  /// Writes the start and the moves, and the undone moves when there are some.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(start, forKey: .start)
    try container.encode(history.map { $0 + 1 }, forKey: .moves)
    if !undoneMoves.isEmpty { try container.encode(undoneMoves.map { $0 + 1 }, forKey: .undone) }
  }
}
