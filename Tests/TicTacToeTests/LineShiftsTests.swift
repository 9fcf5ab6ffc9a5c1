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
}
