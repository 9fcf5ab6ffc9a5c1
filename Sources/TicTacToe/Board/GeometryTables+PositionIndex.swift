/// The position index: every board of a geometry as a base-3 number, cell `i` counting
/// 0 when empty, `3^i` for X and `2 * 3^i` for O. Distinct boards have distinct
/// indices, so a table of ``Geometry/positionCount`` entries remembers a fact about each
/// board with no keys and no collisions; boards with different piece counts never share
/// one.
extension GeometryTables {
  /// `3^cell`, the weight of `cell` in a position's base-3 index.
  @inline(__always)
  func weight(of cell: Int) -> Int { weights[cell & 15] }

  /// The digit of `player`'s pieces in an index: 1 for X, 2 for O.
  @inline(__always)
  static func digit(of player: Player) -> Int { player == .x ? 1 : 2 }

  /// The index of `board`, in O(cells).
  func index(of board: Board) -> Int {
    var index = 0
    for cell in board.x { index += weight(of: cell) }
    for cell in board.o { index += 2 * weight(of: cell) }
    return index
  }

  /// The number of indices, `3^cellCount`.
  var positionCount: Int { 3 &* weight(of: cellCount &- 1) }
}

extension Geometry {
  /// The number of indices, `3^cellCount`: 19,683 for 3x3, 43,046,721 for 16 cells.
  public var positionCount: Int { tables.positionCount }
}
