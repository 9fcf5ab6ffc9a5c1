// A shape's lines found by shifts: what boards past 16 cells use in place of lookups.
/// The lines of a shape as four directions, each a step between cells and the cells where
/// a line of `k` starts: a set holds a line in a direction when some start has the next
/// `k - 1` cells along it too, which a few shifts and ands of the whole mask decide. Up to
/// 16 cells the lookups answer in one load (``LineLookups``); past them, these.
@usableFromInline struct LineShifts: Sendable {
  /// How many in a row win.
  let k: Int
  /// Per direction, the step from a cell to the next on it (across 1, down `columns`, the
  /// diagonals `columns ± 1`), and the cells where its lines start (none where no line
  /// fits): inline, so that a test reads no array.
  let steps: SIMD4<Int>
  let starts: SIMD4<UInt64>
  /// Under gravity no empty cell lies below a piece: of a column's line, four in a row
  /// looks only for the cell on top.
  let gravity: Bool

  init(rows: Int, columns: Int, k: Int, gravity: Bool = false) {
    (self.k, self.gravity) = (k, gravity)
    var (steps, allStarts) = (SIMD4<Int>(), SIMD4<UInt64>())
    for (direction, (dr, dc)) in [(0, 1), (1, 0), (1, 1), (1, -1)].enumerated() {
      var starts: UInt64 = 0
      for row in 0..<rows {
        for column in 0..<columns {
          let (endRow, endColumn) = (row + dr * (k - 1), column + dc * (k - 1))
          guard (0..<rows).contains(endRow), (0..<columns).contains(endColumn) else { continue }
          starts |= 1 << (row * columns + column)
        }
      }
      (steps[direction], allStarts[direction]) = (dr * columns + dc, starts)
    }
    (self.steps, self.starts) = (steps, allStarts)
  }

  /// Whether `cells` hold a line.
  @usableFromInline func hasLine(_ cells: UInt64) -> Bool {
    for direction in 0..<4 {
      let (step, starts) = (steps[direction], self.starts[direction])
      // Runs of 1, 2, 4, ... cells, then of k: each doubles the last or tops it up. `run`
      // holds the cells where `length` cells in a row by `step` start.
      var (run, length) = (cells, 1)
      while length < k && run & starts != 0 {
        let next = min(2 * length, k)
        (run, length) = (run & run >> ((next - length) * step), next)
      }
      if run & starts != 0 { return true }
    }
    return false
  }

  /// The cells outside `cells` that would complete a line with them. Four in a row
  /// inline; a search calls it a few times a position.
  @usableFromInline @inline(__always) func completing(_ cells: UInt64) -> UInt64 {
    k == 4 ? completingFour(cells) : completingAny(cells)
  }

  /// ``completing(_:)`` for any k: runs of held cells built up one step at a time.
  @usableFromInline @inline(never) func completingAny(_ cells: UInt64) -> UInt64 {
    var found: UInt64 = 0
    withUnsafeTemporaryAllocation(of: UInt64.self, capacity: k) { runs in
      for direction in 0..<4 where starts[direction] != 0 {
        let (step, starts) = (steps[direction], self.starts[direction])
        // runs[n]: where the n cells from there on are all held (runs[0]: everywhere).
        runs[0] = UInt64.max
        for length in 1..<k { runs[length] = runs[length - 1] & cells >> ((length - 1) * step) }
        // A line from `p` missing only its cell `j` along: the j before it and the k-1-j
        // after it held (none after the last: every start, unshifted).
        for missing in 0..<k {
          let after =
            missing == k - 1 ? UInt64.max : runs[k - 1 - missing] >> ((missing + 1) * step)
          found |= (starts & runs[missing] & after) << (missing * step)
        }
      }
    }
    return found & ~cells
  }

  /// ``completing(_:)`` for four in a row, the most played k, unrolled: per direction the
  /// cell missing from each of the four places of a line. A direction where no line fits
  /// has no starts, so its shifts may wrap (where one fits, three steps stay on the board).
  @usableFromInline @inline(__always)
  func completingFour(_ cells: UInt64) -> UInt64 {
    var found: UInt64 = 0
    for direction in 0..<4 {
      let (step, starts) = (steps[direction], self.starts[direction])
      let (one, two, three) = (cells &>> step, cells &>> (2 &* step), cells &>> (3 &* step))
      let (held, twoThree) = (starts & cells, two & three)
      found |= starts & one & twoThree
      // Down a column (direction 1), the other places lie below the line's top piece.
      if direction == 1 && gravity { continue }
      found |= (held & twoThree) &<< step
      found |= (held & one & three) &<< (2 &* step)
      found |= (held & one & two) &<< (3 &* step)
    }
    return found & ~cells
  }
}
