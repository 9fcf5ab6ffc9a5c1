/// How far a count has gone, as ``PerftCounter/count(from:depth:method:upToSymmetry:divide:progress:)``
/// reports it between two pieces of work, never inside the walk's recursion.
public enum PerftProgress: Hashable, Sendable {
  /// The walk has counted `nodes` nodes (the root and the plies above its subtrees
  /// included) and `subtrees` of its `of` subtrees.
  case walked(nodes: Int, subtrees: Int, of: Int)
  /// The hashed count starts on depth `depth` of `of`, after finding `positions`
  /// distinct positions (the root included).
  case hashing(depth: Int, of: Int, positions: Int)
  /// The hashed divide adds up, from the deepest ply back to the root, the sequences
  /// below each position of depth `depth`.
  case dividing(depth: Int)
}
