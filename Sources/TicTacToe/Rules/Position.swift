// A legal position, and what makes one legal.
/// A legal board of a given geometry: one a real game reaches (finished games included),
/// as the initializers check.
public struct Position: Hashable, Sendable {
  /// The shape of the board and the line length that wins.
  public let geometry: Geometry
  @usableFromInline package let board: Board

  /// A position of X's and O's pieces.
  ///
  /// - Throws: ``TicTacToeError`` when no game reaches these pieces.
  public init(geometry: Geometry = .ticTacToe, x: Bitboard, o: Bitboard) throws(TicTacToeError) {
    guard x & o == .empty else { throw .overlappingPieces }
    guard (x | o) - geometry.allCells == .empty else { throw .piecesOffBoard }
    guard x.count == o.count || x.count == o.count + 1 else {
      throw .impossibleCounts(x: x.count, o: o.count)
    }
    (self.geometry, board) = (geometry, Board(x: x, o: o))
    let (xWon, oWon) = (geometry.tables.hasLine(x), geometry.tables.hasLine(o))
    guard !(xWon && oWon) else { throw .bothHaveLines }
    guard xWon || oWon else { return }
    let winner: Player = xWon ? .x : .o
    let lastMover: Player = x.count > o.count ? .x : .o
    guard winner == lastMover else {
      throw .winnerMovedOutOfTurn(winner: winner, x: x.count, o: o.count)
    }
    // The winning move was the last: some piece of the winner's must leave no line when
    // taken away. Any line-free board with legal counts is reachable.
    let pieces = winner == .x ? x : o
    guard pieces.contains(where: { !geometry.tables.hasLine(pieces.removing($0)) }) else {
      throw .noLastMove(winner: winner)
    }
  }

  /// A position known to be legal, such as one reached by playing legal moves.
  @usableFromInline init(unchecked board: Board, geometry: Geometry) {
    (self.geometry, self.board) = (geometry, board)
  }

  /// The empty board of `geometry`, X to move.
  public static func start(_ geometry: Geometry = .ticTacToe) -> Position {
    Position(unchecked: .empty, geometry: geometry)
  }

  /// Where the game stands.
  public var status: GameStatus { geometry.tables.status(of: board) }
  /// The player to move, or `nil` when the game is over.
  public var toMove: Player? { status.isOver ? nil : board.toMove }
  /// The empty cells: the legal moves while the game is on.
  public var emptyCells: Bitboard { board.emptyCells(in: geometry) }
  /// The legal moves: every empty cell while the game is on, none once it is over.
  public var legalMoves: Bitboard { status.isOver ? .empty : emptyCells }

  /// The position after the side to move plays `cell`.
  ///
  /// - Throws: ``TicTacToeError`` when the game is over or `cell` is off the board or taken.
  public func playing(_ cell: Int) throws(TicTacToeError) -> Position {
    let status = status
    guard status == .ongoing else { throw .gameOver(status) }
    let cell = try geometry.checking(cell)
    if let owner = piece(at: cell) { throw .cellTaken(cell: cell, by: owner) }
    return playingLegal(cell)
  }

  @inlinable package func playingLegal(_ cell: Int) -> Position {
    Position(unchecked: board.playing(cell), geometry: geometry)
  }

  /// X's pieces.
  public var x: Bitboard { board.x }
  /// O's pieces.
  public var o: Bitboard { board.o }

  /// The piece on `cell`, or `nil` when it is empty or off the board.
  public func piece(at cell: Int) -> Player? {
    if board.x.contains(cell) { return .x }
    if board.o.contains(cell) { return .o }
    return nil
  }

  /// The winner's first line in ``Geometry/lines``, or `nil` when nobody has won.
  public var winningLine: Bitboard? {
    status.winner.flatMap { geometry.line(in: $0 == .x ? x : o) }
  }
}
