// What a move leads to: the mover made a line, filled the board without one, or neither.
@usableFromInline package enum MoveResult {
  case win, draw, ongoing
}
