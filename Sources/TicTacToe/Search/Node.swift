// A position as the search walks it.
/// A position as the search walks it, each field carried down from the parent.
struct Node {
  var mine: Bitboard
  var theirs: Bitboard
  /// The position's index in the table, by `GeometryTables.searchWeight(of:)`.
  var index: Int
  /// The side to move's digit in the index: 1 for X, 2 for O.
  var digit: Int
  /// Carried, not counted: a population count is a dozen instructions without `popcnt`.
  var emptyCount: Int

  @inline(__always)
  func child(_ cell: Int, in tables: GeometryTables) -> Node {
    Node(
      mine: theirs, theirs: mine | Bitboard(rawValue: 1 &<< UInt16(truncatingIfNeeded: cell)),
      index: index &+ digit &* tables.searchWeight(of: cell), digit: 3 &- digit,
      emptyCount: emptyCount &- 1)
  }
}

extension Node {
  init(_ board: Board, in tables: GeometryTables) {
    self.init(
      mine: board.mine, theirs: board.theirs, index: tables.index(of: board, inSearchOrder: true),
      digit: board.toMove == .x ? 1 : 2,
      emptyCount: (tables.allCells - board.occupied).count)
  }
}
