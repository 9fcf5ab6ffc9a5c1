/// The symmetries of a geometry, read from its tables.
extension Geometry {
  /// The turns and reflections that map the board onto itself (8 for a square, 4 for any
  /// other rectangle), each as the cell every cell goes to, the identity first. They map
  /// lines to lines, so positions one maps onto each other have the same value.
  public var symmetries: [[Int]] { tables.symmetries }

  /// The image of `cells` under symmetry number `symmetry` (an index of ``symmetries``),
  /// in two loads. Cells off the board are ignored.
  public func image(of cells: Bitboard, under symmetry: Int) -> Bitboard {
    precondition(symmetries.indices.contains(symmetry), "no such symmetry")
    return tables.image(cells & allCells, under: symmetry)
  }
}
