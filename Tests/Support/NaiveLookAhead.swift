/// What a player who sees a few plies ahead makes of a move or a position, for the side
/// in question.
public enum NaiveForesight: Hashable, Sendable {
  /// The side makes a line on this ply, counted from the move looked at (1 for the move
  /// itself), whatever the other side does.
  case win(in: Int)
  /// Nothing is decided within the horizon, or the board fills without a line.
  case unknown
  /// The other side makes a line on this ply, however this side plays.
  case loss(in: Int)

  /// Whether the side prefers this to `other`: a win to the unknown to a loss, a faster
  /// win to a slower one, a slower loss to a faster one.
  public func isBetter(than other: NaiveForesight) -> Bool {
    func rank(_ foresight: NaiveForesight) -> Int {
      switch foresight {
      case .win(let plies): 1_000 - plies
      case .unknown: 0
      case .loss(let plies): plies - 1_000
      }
    }
    return rank(self) > rank(other)
  }

  /// The same foresight seen by the other player, one ply earlier.
  var beforeTheMove: NaiveForesight {
    switch self {
    case .win(let plies): .loss(in: plies + 1)
    case .unknown: .unknown
    case .loss(let plies): .win(in: plies + 1)
    }
  }
}

/// A deliberately naive player that sees `plies` plies ahead: plain minimax over every
/// move in increasing order of cell, to the horizon and no further, with no pruning, no
/// table and no shortcut, on a ``NaiveBoard``. It shares no code with the engine's
/// look-ahead search, to check it against.
///
/// The move looked at is the first ply. A line made within the horizon wins, a full
/// board without one and a position still open at the horizon are both unknown.
public struct NaiveLookAhead: Sendable {
  /// How many plies ahead the player sees, at least 1.
  public let plies: Int

  /// A player that sees `plies` plies ahead.
  public init(plies: Int) {
    precondition(plies >= 1)
    self.plies = plies
  }

  /// What each move of `board`, a game not over, comes to for the player making it, by
  /// cell in increasing order.
  public func moveForesights(of board: NaiveBoard) -> [(cell: Int, foresight: NaiveForesight)] {
    board.legalMoves.map { cell in (cell, foresight(of: board, playing: cell, plies: plies)) }
  }

  /// The moves of `board`, a game not over, that the player likes best, in increasing
  /// order.
  public func bestMoves(of board: NaiveBoard) -> [Int] {
    let moves = moveForesights(of: board)
    var best = moves[0].foresight
    for move in moves where move.foresight.isBetter(than: best) { best = move.foresight }
    return moves.filter { $0.foresight == best }.map(\.cell)
  }

  /// What playing `cell` on `board` comes to for the side to move, seeing `plies` plies
  /// from this move on.
  func foresight(of board: NaiveBoard, playing cell: Int, plies: Int) -> NaiveForesight {
    let next = board.playing(cell)
    if next.hasLine(through: cell) { return board.rules.misere ? .loss(in: 1) : .win(in: 1) }
    if next.isFull || plies == 1 { return .unknown }
    var best: NaiveForesight?
    for reply in next.legalMoves {
      let foresight = foresight(of: next, playing: reply, plies: plies - 1)
      if best.map({ foresight.isBetter(than: $0) }) ?? true { best = foresight }
    }
    return best!.beforeTheMove
  }
}
