import Testing

@testable import TicTacToe

/// The shifts that find lines past 16 cells, checked on every mask of every shape up to
/// 12 cells against the lookups (which `GeometryTests` checks against a naive walk).
@Suite struct LineShiftsTests {
  @Test func theShiftsAgreeWithTheLookups() throws {
    for rows in 1...12 {
      for columns in 1...(12 / rows) {
        for k in 1...max(rows, columns) {
          let tables = try Geometry(rows: rows, columns: columns, k: k).tables
          let shifts = LineShifts(rows: rows, columns: columns, k: k)
          for mask in 0..<(1 << (rows * columns)) {
            let cells = CellSet<UInt16>(rawValue: UInt16(mask))
            #expect(shifts.hasLine(UInt64(mask)) == tables.hasLine(cells))
            let completing = UInt64(tables.winningCells(for: cells).rawValue)
            #expect(
              shifts.completing(UInt64(mask)) == completing, "\(rows)x\(columns) k=\(k) \(mask)")
          }
        }
      }
    }
  }

  /// Under gravity four in a row looks for a column's line only on top: on every stack of
  /// pieces of every shape up to 12 cells (each column filled from the bottom), and every
  /// side's share of it, the empty cells found are those of the shifts without gravity.
  @Test func underGravityTheEmptyCellsFoundAreTheSame() {
    for rows in 1...12 {
      for columns in 1...(12 / rows) where max(rows, columns) >= 4 {
        let plain = LineShifts(rows: rows, columns: columns, k: 4)
        let dropped = LineShifts(rows: rows, columns: columns, k: 4, gravity: true)
        var heights = [Int](repeating: 0, count: columns)
        while true {
          var occupied: UInt64 = 0
          for (column, height) in heights.enumerated() {
            for row in (rows - height)..<rows { occupied |= 1 << (row * columns + column) }
          }
          // Every subset of the stack as one side's pieces.
          var mine = occupied
          while true {
            #expect(
              dropped.completing(mine) & ~occupied == plain.completing(mine) & ~occupied,
              "\(rows)x\(columns) \(occupied) \(mine)")
            if mine == 0 { break }
            mine = (mine - 1) & occupied
          }
          guard let next = heights.firstIndex(where: { $0 < rows }) else { break }
          for column in 0..<next { heights[column] = 0 }
          heights[next] += 1
        }
      }
    }
  }
}
