// A position as the search walks it.
/// A position as the search walks it, `Mask` wide, each field carried down from the parent.
struct Node<Mask: CellMask> {
  var mine: CellSet<Mask>
  var theirs: CellSet<Mask>
  /// Up to 16 cells, the position's index in the table, by
  /// `GeometryTables.searchWeight(of:)`, whose table is indexed by position. Past 16
  /// cells, where the table is hashed by the masks, ``mineLines``.
  var index: Int
  /// Up to 16 cells, the side to move's digit in the index: 1 for X, 2 for O. Past 16
  /// cells, ``theirLines``.
  var digit: Int
  /// Carried, not counted: a population count is a dozen instructions without `popcnt`.
  var emptyCount: Int

  /// Past 16 cells, the cells that would complete a line for the side to move: the parent
  /// found them by shifts (up to 16 cells a lookup answers). In the index's word, so that
  /// a node is no larger (two more words cost the 16-cell search 4%).
  var mineLines: CellSet<Mask> { CellSet(rawValue: Mask(truncatingIfNeeded: index)) }
  /// The same for the other side, in the digit's word.
  var theirLines: CellSet<Mask> { CellSet(rawValue: Mask(truncatingIfNeeded: digit)) }

  @inline(__always)
  func child(_ cell: Int, in tables: GeometryTables) -> Node {
    let theirLines = Mask.bitWidth <= 16 ? .empty : tables.winningCells(for: mine.inserting(cell))
    return child(cell, completing: theirLines, in: tables)
  }

  /// The child after a move to `cell`, past 16 cells `theirLines` the cells that would
  /// complete a line for the side making it (up to 16 cells, unread).
  @inline(__always)
  func child(_ cell: Int, completing theirLines: CellSet<Mask>, in tables: GeometryTables)
    -> Node
  {
    guard Mask.bitWidth <= 16 else {
      return Node(
        mine: theirs, theirs: mine | CellSet(unchecked: cell), index: digit,
        digit: Int(truncatingIfNeeded: theirLines.rawValue), emptyCount: emptyCount &- 1)
    }
    return Node(
      mine: theirs, theirs: mine | CellSet(unchecked: cell),
      index: index &+ digit &* tables.searchWeight(of: cell), digit: 3 &- digit,
      emptyCount: emptyCount &- 1)
  }
}

extension Node {
  init(_ board: Board, in tables: GeometryTables) {
    let mine = CellSet<Mask>(truncating: board.mine)
    let theirs = CellSet<Mask>(truncating: board.theirs)
    let emptyCount = (tables.allCells - board.occupied).count
    guard Mask.bitWidth <= 16 else {
      self.init(
        mine: mine, theirs: theirs,
        index: Int(truncatingIfNeeded: tables.winningCells(for: mine).rawValue),
        digit: Int(truncatingIfNeeded: tables.winningCells(for: theirs).rawValue),
        emptyCount: emptyCount)
      return
    }
    self.init(
      mine: mine, theirs: theirs, index: tables.index(of: board, inSearchOrder: true),
      digit: board.toMove == .x ? 1 : 2, emptyCount: emptyCount)
  }
}
