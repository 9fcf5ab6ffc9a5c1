extension Geometry {
  /// The symmetries of the board, each as the cell every cell goes to: the identity,
  /// the turns and the reflections that map the board onto itself (8 for a square, 4
  /// for any other rectangle). They map winning lines to winning lines, so positions
  /// that one of them maps onto each other have the same value.
  public var symmetries: [[Int]] { GeometryTables.symmetries(rows: rows, columns: columns) }

  /// The image of `cells` under symmetry number `symmetry` (an index of ``symmetries``).
  /// Cells off the board are ignored.
  ///
  /// - Precondition: `symmetry` is an index of ``symmetries``.
  /// - Complexity: O(cells), working out the symmetry.
  public func image(of cells: Bitboard, under symmetry: Int) -> Bitboard {
    let symmetries = symmetries
    precondition(symmetries.indices.contains(symmetry), "no such symmetry")
    var image = Bitboard.empty
    for cell in cells & allCells { image.insert(symmetries[symmetry][cell]) }
    return image
  }
}

extension GeometryTables {
  /// The image of `cells` under symmetry number `symmetry`.
  @inline(__always)
  func image(_ cells: Bitboard, under symmetry: Int) -> Bitboard {
    let mask = cells.rawValue
    return Bitboard(
      rawValue: images[512 &* symmetry &+ Int(mask & 0xFF)]
        | images[512 &* symmetry &+ 256 &+ Int(mask >> 8)])
  }

  /// The smallest of the board's images under every symmetry, as `a << 16 | b`: one
  /// key for all the boards the symmetries map onto each other.
  func canonicalKey(_ a: Bitboard, _ b: Bitboard) -> UInt32 {
    var key = UInt32.max
    for symmetry in 0..<symmetries.count {
      key = min(
        key,
        UInt32(image(a, under: symmetry).rawValue) << 16
          | UInt32(image(b, under: symmetry).rawValue))
    }
    return key
  }

  /// The symmetries of a `rows` x `columns` board as permutations of its cells.
  static func symmetries(rows: Int, columns: Int) -> [[Int]] {
    // (row, column) goes to ...: the identity, the half turn and the two mirrors fit any
    // rectangle; a square also has the quarter turns and the diagonal mirrors.
    var maps: [(Int, Int) -> (Int, Int)] = [
      { ($0, $1) }, { (rows - 1 - $0, columns - 1 - $1) }, { (rows - 1 - $0, $1) },
      { ($0, columns - 1 - $1) },
    ]
    if rows == columns {
      maps += [
        { ($1, $0) }, { (rows - 1 - $1, columns - 1 - $0) }, { ($1, columns - 1 - $0) },
        { (rows - 1 - $1, $0) },
      ]
    }
    return maps.map { map in
      (0..<rows * columns).map { cell in
        let (row, column) = map(cell / columns, cell % columns)
        return row * columns + column
      }
    }
  }

  /// For each symmetry, the images of every low byte's mask, then every high byte's.
  static func images(of symmetries: [[Int]], cellCount: Int) -> [UInt16] {
    symmetries.flatMap { permutation in
      (0..<512).map { entry in
        let (byte, shift) = (entry & 0xFF, entry < 256 ? 0 : 8)
        var image: UInt16 = 0
        for bit in 0..<8 where byte & (1 << bit) != 0 && bit + shift < cellCount {
          image |= 1 << permutation[bit + shift]
        }
        return image
      }
    }
  }
}
