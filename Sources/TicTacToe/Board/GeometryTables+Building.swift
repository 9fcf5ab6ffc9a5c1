// How a shape's tables are built: its lines, move order, symmetries and lookups.
extension GeometryTables {
  /// The lines as masks, not ``Bitboard``s: an array of a generic set costs the process a
  /// lookup of the set's conformances when first made (about 100,000 instructions).
  static func lines(rows: Int, columns: Int, k: Int) -> [UInt64] {
    // Each direction is a step (dr, dc); a line starts wherever k steps stay on the board.
    var lines: [UInt64] = []
    for (dr, dc) in [(0, 1), (1, 0), (1, 1), (1, -1)] {
      for row in 0..<rows {
        for column in 0..<columns {
          let (endRow, endColumn) = (row + dr * (k - 1), column + dc * (k - 1))
          guard (0..<rows).contains(endRow), (0..<columns).contains(endColumn) else { continue }
          let line = (0..<k).reduce(UInt64(0)) {
            $0 | 1 << ((row + dr * $1) * columns + column + dc * $1)
          }
          if !lines.contains(line) { lines.append(line) }  // k = 1: every direction alike
        }
      }
    }
    return lines
  }

  /// Most lines first; among equals, nearest the centre (in doubled coordinates), then
  /// the lower index, so the order is fixed.
  static func moveOrder(rows: Int, columns: Int, linesThrough: [[UInt64]]) -> [Int] {
    func rank(_ cell: Int) -> (Int, Int, Int) {
      let distance =
        abs(2 * (cell / columns) - (rows - 1)) + abs(2 * (cell % columns) - (columns - 1))
      return (-linesThrough[cell].count, distance, cell)
    }
    return (0..<rows * columns).sorted { rank($0) < rank($1) }
  }

  static func symmetries(rows: Int, columns: Int, gravity: Bool) -> [[Int]] {
    // (row, column) goes to ...: the identity, the half turn and the two mirrors fit any
    // rectangle; a square also has the quarter turns and the diagonal mirrors. Gravity has
    // a bottom: the left-right mirror alone keeps it.
    let (r, c) = (rows - 1, columns - 1)
    var maps: [(Int, Int) -> (Int, Int)] = [
      { ($0, $1) }, { (r - $0, c - $1) }, { (r - $0, $1) }, { ($0, c - $1) },
    ]
    if gravity {
      maps = [maps[0], maps[3]]
    } else if rows == columns {
      maps += [{ ($1, $0) }, { (r - $1, c - $0) }, { ($1, c - $0) }, { (r - $1, $0) }]
    }
    return maps.map { map in
      (0..<rows * columns).map { cell in
        let (row, column) = map(cell / columns, cell % columns)
        return row * columns + column
      }
    }
  }

  /// Writes into `table`, for each of the `bytes` bytes of a set of cells, lowest first, the
  /// union of `images[cell]` over the cells of each of its 256 masks: a map over sets in a
  /// load a byte.
  static func byteImages(bytes: Int, _ images: [UInt64], into table: UnsafeMutablePointer<UInt64>) {
    for byte in 0..<bytes {
      table[256 * byte] = 0
      for mask in 1..<256 {
        table[256 * byte + mask] =
          table[256 * byte + (mask & (mask - 1))] | images[byte * 8 + mask.trailingZeroBitCount]
      }
    }
  }

  static func lookups(cellCount: Int, lines: [UInt64], through linesThrough: [[UInt64]])
    -> (wins: UnsafeMutablePointer<Bool>, completing: UnsafeMutablePointer<UInt16>)
  {
    let size = 1 << cellCount
    let wins = UnsafeMutablePointer<Bool>.allocate(capacity: size)
    let completing = UnsafeMutablePointer<UInt16>.allocate(capacity: size)
    // The lines through cell `c` at `first[c]..<first[c + 1]`: plain pointers, so that a
    // debug build fills 65,536 entries in milliseconds too.
    let first = UnsafeMutablePointer<Int>.allocate(capacity: cellCount + 1)
    let through = UnsafeMutablePointer<UInt16>.allocate(capacity: max(cellCount * lines.count, 1))
    defer {
      first.deallocate()
      through.deallocate()
    }
    var count = 0
    for cell in 0..<cellCount {
      first[cell] = count
      for line in linesThrough[cell] {
        through[count] = UInt16(truncatingIfNeeded: line)
        count += 1
      }
    }
    first[cellCount] = count
    // With k = 1 every cell completes a line on the empty board.
    wins[0] = false
    completing[0] = UInt16(
      truncatingIfNeeded: lines.reduce(0) { $1.nonzeroBitCount == 1 ? $0 | $1 : $0 })
    // A mask is a smaller one plus its highest cell, `top`: it holds a line when the
    // smaller one does or `top` completes one; the lines through `top` now missing one cell
    // add that cell to the completing ones.
    var mask = 1
    while mask < size {
      let top = Int.bitWidth &- 1 &- mask.leadingZeroBitCount
      let topBit = UInt16(truncatingIfNeeded: 1 &<< top)
      let rest = mask & ~(1 &<< top)
      let cells = UInt16(truncatingIfNeeded: mask)
      wins[mask] = wins[rest] || completing[rest] & topBit != 0
      var winning = completing[rest] & ~topBit
      var index = first[top]
      while index < first[top &+ 1] {
        let missing = through[index] & ~cells
        if missing != 0 && missing & (missing &- 1) == 0 { winning |= missing }
        index &+= 1
      }
      completing[mask] = winning
      mask &+= 1
    }
    return (wins, completing)
  }
}
