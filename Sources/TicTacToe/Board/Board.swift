// The pieces as two masks seen from the side to move, so that the search never asks whose turn.
/// Playing a cell adds it to `mine` and swaps the two. X moves first, so X is to move when
/// both have as many pieces. ``Position`` pairs it with its ``Geometry``.
@usableFromInline package struct Board: Hashable, Sendable {
  @usableFromInline package var mine: Bitboard
  /// The pieces of the player who moved last.
  @usableFromInline package var theirs: Bitboard

  @inlinable init(mine: Bitboard, theirs: Bitboard) {
    assert(mine & theirs == .empty, "a cell holds two pieces")
    (self.mine, self.theirs) = (mine, theirs)
  }

  init(x: Bitboard, o: Bitboard) {
    assert(x.count - o.count == 0 || x.count - o.count == 1, "impossible piece counts")
    let xToMove = x.count == o.count
    self.init(mine: xToMove ? x : o, theirs: xToMove ? o : x)
  }

  package static var empty: Board { Board(mine: .empty, theirs: .empty) }
  /// The player to move, as the counts say (whether or not the game is over).
  package var toMove: Player { mine.count == theirs.count ? .x : .o }
  var x: Bitboard { toMove == .x ? mine : theirs }
  var o: Bitboard { toMove == .x ? theirs : mine }
  @inlinable package var occupied: Bitboard { mine | theirs }

  @inlinable package func playing(_ cell: Int) -> Board {
    assert(!occupied.contains(cell), "cell is occupied")
    return Board(mine: theirs, theirs: mine.inserting(cell))
  }

  mutating func play(_ cell: Int) {
    self = playing(cell)
  }

  package func emptyCells(in geometry: Geometry) -> Bitboard {
    geometry.allCells - occupied
  }
}
