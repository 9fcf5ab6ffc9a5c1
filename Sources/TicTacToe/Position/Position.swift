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
    let (xLine, oLine) = (geometry.hasLine(onBoard: x), geometry.hasLine(onBoard: o))
    guard xLine || oLine || geometry.rules.hasGravity else { return }
    try checkLastMove(xLine: xLine, oLine: oLine)
  }

  /// The checks of a board with a line, or under gravity: the line is the last mover's
  /// and its last move made it (taken back, it leaves none); under gravity no piece
  /// floats, and the pieces can be taken back from the tops of their columns, turn about.
  /// Any other line-free board with legal counts is reachable.
  private func checkLastMove(xLine: Bool, oLine: Bool) throws(TicTacToeError) {
    let tables = geometry.tables
    if let floating = tables.floating(board.occupied).first {
      throw .floatingPiece(cell: floating)
    }
    guard !(xLine && oLine) else { throw .bothHaveLines }
    let (x, o) = (board.x, board.o)
    let lastMover: Player = x.count > o.count ? .x : .o
    if xLine || oLine {
      let maker: Player = xLine ? .x : .o
      guard maker == lastMover else {
        throw .winnerMovedOutOfTurn(
          winner: maker, x: x.count, o: o.count, rules: geometry.rules)
      }
    }
    let pieces = lastMover == .x ? x : o
    guard !pieces.isEmpty else { return }
    let lastMoves = geometry.rules.hasGravity ? pieces & tables.tops(board.occupied) : pieces
    guard
      lastMoves.contains(where: {
        !geometry.hasLine(onBoard: pieces.removing($0))
          && tables.canTakeBack(board.mine, board.theirs.removing($0))
      })
    else {
      throw xLine || oLine ? .noLastMove(winner: lastMover) : .unreachable
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
  /// The empty cells.
  public var emptyCells: Bitboard { board.emptyCells(in: geometry) }
  /// The legal moves: every empty cell while the game is on, under gravity the lowest
  /// empty cell of each column; none once it is over.
  public var legalMoves: Bitboard { status.isOver ? .empty : geometry.tables.moves(board.occupied) }

  /// The cell a piece played in `column` (from 0) lands on: under gravity its lowest empty
  /// cell, else the cell of that column in a one-row board.
  ///
  /// - Throws: ``TicTacToeError/columnOffBoard(column:columns:)`` for a column off the
  ///   board, ``TicTacToeError/columnFull(column:)`` for a full one.
  public func cell(droppingIn column: Int) throws(TicTacToeError) -> Int {
    guard (0..<geometry.columns).contains(column) else {
      throw .columnOffBoard(column: column, columns: geometry.columns)
    }
    let bottom = (geometry.rows &- 1) &* geometry.columns &+ column
    let cells = stride(from: bottom, through: column, by: -geometry.columns)
    guard let cell = cells.first(where: { piece(at: $0) == nil }) else {
      throw .columnFull(column: column)
    }
    return cell
  }

  /// The position after the side to move plays `cell`.
  ///
  /// - Throws: ``TicTacToeError`` when the game is over or `cell` is off the board or taken.
  public func playing(_ cell: Int) throws(TicTacToeError) -> Position {
    let status = status
    guard status == .ongoing else { throw .gameOver(status) }
    let cell = try geometry.checking(cell)
    if let owner = piece(at: cell) { throw .cellTaken(cell: cell, by: owner) }
    guard geometry.tables.moves(board.occupied).contains(cell) else {
      throw .floatingPiece(cell: cell)
    }
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

  /// The first line in ``Geometry/lines`` that ended the game (under misère the loser's),
  /// or `nil` when nobody has won.
  public var winningLine: Bitboard? {
    status.winner.flatMap { geometry.line(in: ($0 == .x) != geometry.rules.isMisere ? x : o) }
  }
}
