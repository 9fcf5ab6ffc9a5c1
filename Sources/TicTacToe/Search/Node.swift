/// A position as the search walks it, each field carried down from the parent rather than
/// worked out again at every node.
struct Node {
  /// The pieces of the side to move.
  var mine: Bitboard
  /// The other side's pieces.
  var theirs: Bitboard
  /// The position's index (``Geometry/index(of:)``).
  var index: Int
  /// The side to move's digit in the index: 1 for X, 2 for O.
  var digit: Int
  /// The number of empty cells (a population count is a dozen instructions without `popcnt`).
  var emptyCount: Int

  /// The position after the side to move plays `cell`, an empty cell.
  @inline(__always)
  func child(_ cell: Int, in tables: GeometryTables) -> Node {
    Node(
      mine: theirs, theirs: mine | Bitboard(rawValue: 1 &<< UInt16(truncatingIfNeeded: cell)),
      index: index &+ digit &* tables.weight(of: cell), digit: 3 &- digit,
      emptyCount: emptyCount &- 1)
  }
}

extension Node {
  /// The node of `board`, on the board of `tables`.
  init(_ board: Board, in tables: GeometryTables) {
    self.init(
      mine: board.mine, theirs: board.theirs, index: tables.index(of: board),
      digit: GeometryTables.digit(of: board.toMove),
      emptyCount: (tables.allCells - board.occupied).count)
  }
}
