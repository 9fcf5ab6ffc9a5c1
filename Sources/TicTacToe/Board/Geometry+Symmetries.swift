/// The symmetries of a geometry, read from its tables.
extension Geometry {
  /// The symmetries of the board, each as the cell every cell goes to: the identity,
  /// the turns and the reflections that map the board onto itself (8 for a square, 4
  /// for any other rectangle). They map winning lines to winning lines, so positions
  /// that one of them maps onto each other have the same value.
  ///
  /// - Complexity: O(1): they are worked out with the geometry.
  public var symmetries: [[Int]] { tables.symmetries }

  /// The image of `cells` under symmetry number `symmetry` (an index of ``symmetries``).
  /// Cells off the board are ignored.
  ///
  /// - Precondition: `symmetry` is an index of ``symmetries``.
  /// - Complexity: O(1): two loads.
  public func image(of cells: Bitboard, under symmetry: Int) -> Bitboard {
    precondition(symmetries.indices.contains(symmetry), "no such symmetry")
    return tables.image(cells & allCells, under: symmetry)
  }
}
