// A position as the search walks it.
/// A position as the search walks it, `Mask` wide, each field carried down from the parent.
struct Node<Mask: CellMask> {
  var mine: CellSet<Mask>
  var theirs: CellSet<Mask>
  /// The position's index in the table, by `GeometryTables.searchWeight(of:)`: boards of
  /// up to 16 cells, whose table is indexed by position (0 past them, hashed by the masks).
  var index: Int
  /// The side to move's digit in the index: 1 for X, 2 for O.
  var digit: Int
  /// Carried, not counted: a population count is a dozen instructions without `popcnt`.
  var emptyCount: Int

  @inline(__always)
  func child(_ cell: Int, in tables: GeometryTables) -> Node {
    Node(
      mine: theirs, theirs: mine | CellSet(unchecked: cell),
      index: Mask.bitWidth <= 16 ? index &+ digit &* tables.searchWeight(of: cell) : 0,
      digit: 3 &- digit, emptyCount: emptyCount &- 1)
  }
}

extension Node {
  init(_ board: Board, in tables: GeometryTables) {
    self.init(
      mine: CellSet(truncating: board.mine), theirs: CellSet(truncating: board.theirs),
      index: Mask.bitWidth <= 16 ? tables.index(of: board, inSearchOrder: true) : 0,
      digit: board.toMove == .x ? 1 : 2,
      emptyCount: (tables.allCells - board.occupied).count)
  }
}
