/// One line of a divide: a legal first move and perft(depth - 1) below it, the number of
/// sequences of the whole depth that begin with it.
public struct PerftMove: Hashable, Sendable, Codable {
  /// The first move's cell, from 0.
  public var cell: Int
  /// Sequences of the whole depth that begin with `cell`: perft(depth - 1) after it; 1 at
  /// depth 1, and 0 deeper when the move ends the game.
  public var perft: Int

  /// Creates a line of a divide.
  public init(cell: Int, perft: Int) {
    self.cell = cell
    self.perft = perft
  }
}
