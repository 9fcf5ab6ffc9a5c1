// A move as a player names it: under gravity its column, else its cell, numbered from 1.

extension Geometry {
  /// Whether a player names a move by its column, as under gravity, where a piece drops
  /// to the lowest empty cell of the column played, rather than by its cell.
  @inlinable public var namesMovesByColumn: Bool { rules.hasGravity }

  /// The highest number a move may have: the columns when moves are named by column,
  /// else the cells.
  public var moveCount: Int { namesMovesByColumn ? columns : cellCount }

  /// The number a player writes for the move to `cell` (an index from 0): its column under
  /// gravity, else the cell, counted from 1, as `ai` reads and writes moves.
  public func moveNumber(of cell: Int) -> Int { (namesMovesByColumn ? cell % columns : cell) &+ 1 }

  /// The columns (from 0) that hold a cell of `cells`, left to right, each once: under
  /// gravity, the columns of moves such as ``Hint/bestMoves``. Cells off the board are
  /// left out.
  public func columns(of cells: Bitboard) -> [Int] {
    var seen = Array(repeating: false, count: columns)
    for cell in cells where cell < cellCount { seen[cell % columns] = true }
    return seen.indices.filter { seen[$0] }
  }
}

extension Position {
  /// The cell that move number `number` (from 1, as ``Geometry/moveNumber(of:)`` writes it)
  /// plays: under gravity the cell a piece dropped in that column lands on.
  ///
  /// - Throws: ``TicTacToeError`` for a number off the board or a full column.
  public func cell(forMove number: Int) throws(TicTacToeError) -> Int {
    guard geometry.namesMovesByColumn else { return try geometry.checking(number &- 1) }
    return try cell(droppingIn: number &- 1)
  }
}

extension Game {
  /// Drops a piece in `column` (from 0) for the player to move, or for `player` if given:
  /// it lands on the column's lowest empty cell, as under gravity.
  ///
  /// - Throws: ``TicTacToeError/columnFull(column:)`` for a full column,
  ///   ``TicTacToeError/columnOffBoard(column:columns:)`` for one off the board, and as
  ///   ``play(_:as:)`` does.
  public mutating func play(column: Int, as player: Player? = nil) throws(TicTacToeError) {
    try play(position.cell(droppingIn: column), as: player)
  }
}
