/// A game in progress, with the rules enforced: the type an app keeps behind its board.
///
/// Moves go to empty cells on the board, by the player whose turn it is, while the game
/// is on; anything else is refused with a ``TicTacToeError`` and changes nothing.
///
/// ```swift
/// var game = Game()
/// try game.play(4)           // X takes the centre
/// try game.play(4)           // throws TicTacToeError.cellTaken(cell: 4, by: .x)
/// try game.play(0, as: .x)   // throws TicTacToeError.notYourTurn(.x)
/// ```
///
/// In JSON a game is its start and its moves, `{"start": {...}, "moves": [4, 0, 8]}`
/// (and `"undone": [...]`, the moves ``redo()`` would play, when there are some), rebuilt
/// from them when read, so a saved game resumes exactly where it was.
public struct Game: Hashable, Sendable {
  /// The position the game started from.
  public let start: Position
  /// The current position.
  public private(set) var position: Position
  /// The cells played since the start, in order.
  public private(set) var history: [Int] = []
  /// The cells taken back by ``undo()`` and not played again, in the order they were
  /// first played: ``redo()`` plays the first. A new move clears them.
  public private(set) var undoneMoves: [Int] = []

  /// A new game on the empty board of `geometry`, X to move.
  public init(geometry: Geometry = .ticTacToe) {
    self.init(from: .start(geometry))
  }

  /// A game that goes on from `position`.
  public init(from position: Position) {
    start = position
    self.position = position
  }

  /// The game from `start` after `moves`, played in turn: how a saved game is rebuilt.
  ///
  /// - Throws: ``TicTacToeError`` for the first move that is not legal where it comes.
  public init(from start: Position, moves: [Int]) throws(TicTacToeError) {
    self.init(from: start)
    for cell in moves { try play(cell) }
  }

  /// The board's shape and winning line length.
  public var geometry: Geometry { position.geometry }

  /// Where the game stands.
  public var status: GameStatus { position.status }

  /// Whether the game has ended in a win or a draw.
  public var isOver: Bool { status.isOver }

  /// The winner, if someone has a line.
  public var winner: Player? { status.winner }

  /// Whether the board is full with no line.
  public var isDraw: Bool { status == .draw }

  /// The player to move, or `nil` once the game is over.
  public var toMove: Player? { position.toMove }

  /// The cells the player to move may play: every empty cell while the game is on, none
  /// once it is over. A set of cells, as ``Position/legalMoves`` is, that iterates them in
  /// order without allocating.
  public var legalMoves: Bitboard { position.legalMoves }

  /// The winner's line, if someone has won: the first of their lines in
  /// ``Geometry/lines`` order.
  public var winningLine: Bitboard? { position.winningLine }

  /// The piece on `cell`, or `nil` if it is empty or off the board.
  public func piece(at cell: Int) -> Player? { position.piece(at: cell) }

  /// Plays `cell` for the player to move, or for `player` if given (refused unless it is
  /// their turn).
  ///
  /// - Throws: ``TicTacToeError`` when the game is over, the player is not to move, or the
  ///   cell is off the board or taken. The game is unchanged then.
  public mutating func play(_ cell: Int, as player: Player? = nil) throws(TicTacToeError) {
    if let player, status == .ongoing, player != position.board.toMove {
      throw .notYourTurn(player)
    }
    position = try position.playing(cell)
    history.append(cell)
    undoneMoves = []
  }

  /// Plays the cell at `row` and `column` (both from 0) for the player to move, or for
  /// `player` if given.
  ///
  /// - Throws: ``TicTacToeError`` as ``play(_:as:)`` does; a row or column off the board is
  ///   ``TicTacToeError/cellOffBoard(cell:cellCount:)`` with the cell it would have been.
  public mutating func play(row: Int, column: Int, as player: Player? = nil) throws(TicTacToeError)
  {
    guard let cell = geometry.cell(row: row, column: column) else {
      throw .cellOffBoard(cell: row &* geometry.columns &+ column, cellCount: geometry.cellCount)
    }
    try play(cell, as: player)
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

  /// Takes back the last move, if any since the start, and returns its cell.
  @discardableResult
  public mutating func undo() -> Int? {
    guard let last = history.popLast() else { return nil }
    var board = start.board
    for cell in history { board.play(cell) }
    position = Position(unchecked: board, geometry: geometry)
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

  /// Reads the start, replays the moves and the undone ones, and takes the undone ones
  /// back.
  ///
  /// - Throws: `DecodingError.dataCorrupted` with the ``TicTacToeError`` as its
  ///   underlying error at the first move that is not legal.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let start = try container.decode(Position.self, forKey: .start)
    let moves = try container.decode([Int].self, forKey: .moves)
    let undone = try container.decodeIfPresent([Int].self, forKey: .undone) ?? []
    do {
      self = try Game(from: start, moves: moves + undone)
    } catch {
      throw error.decodingError(at: decoder.codingPath + [CodingKeys.moves])
    }
    for _ in undone { undo() }
  }

  /// Writes the start and the moves, and the undone moves when there are some.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(start, forKey: .start)
    try container.encode(history, forKey: .moves)
    if !undoneMoves.isEmpty { try container.encode(undoneMoves, forKey: .undone) }
  }
}
