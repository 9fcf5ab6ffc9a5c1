/// What a move leads to, as the rules see it.
@usableFromInline package enum MoveResult {
  /// The mover made a line: they win.
  case win
  /// The board is full and nobody has a line.
  case draw
  /// Play goes on.
  case ongoing
}
