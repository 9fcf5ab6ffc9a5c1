/// The symmetries of a shape: worked out once, when its tables are built, and applied to
/// a set of cells with two loads.
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
    var images = [UInt16](repeating: 0, count: 512 * symmetries.count)
    images.withUnsafeMutableBufferPointer { images in
      for (symmetry, permutation) in symmetries.enumerated() {
        for half in 0..<2 {
          let base = 512 * symmetry + 256 * half
          // A mask's image is its lowest cell's and the image of the rest: one pass in
          // increasing order. Cells off the board have none.
          for mask in 1..<256 {
            let cell = half * 8 + mask.trailingZeroBitCount
            let image: UInt16 = cell < cellCount ? 1 << permutation[cell] : 0
            images[base + mask] = images[base + (mask & (mask - 1))] | image
          }
        }
      }
    }
    return images
  }
}

extension Geometry {
  /// The turns and reflections that map the board onto itself (8 for a square, 4 for any
  /// other rectangle), each as the cell every cell goes to, the identity first. They map
  /// lines to lines, so positions one maps onto each other have the same value.
  public var symmetries: [[Int]] { tables.symmetries }
}
