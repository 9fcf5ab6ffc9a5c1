import Testing
import TicTacToe

@testable import AICommandLine

/// The server's searchers stay within their budget of table bytes.
@Suite struct WarmSearchersTests {
  @Test func theLeastRecentlyUsedShapeIsDroppedBeyondTheBudget() throws {
    var searchers = WarmSearchers()
    let shapes = try [(4, 4, 4), (4, 4, 3), (2, 8, 3), (1, 16, 4)].map {
      try Geometry(rows: $0.0, columns: $0.1, k: $0.2)
    }
    for geometry in shapes.prefix(3) { _ = try searchers.analyze(.start(geometry)) }
    #expect(searchers.geometries == Array(shapes.prefix(3)))
    // Using the first again makes the second the least recently used.
    _ = try searchers.analyze(.start(shapes[0]))
    _ = try searchers.analyze(.start(shapes[3]))
    #expect(searchers.geometries == [shapes[2], shapes[0], shapes[3]])
    let held = searchers.geometries.reduce(0) { $0 + $1.positionCount }
    #expect(held <= WarmSearchers.budget)
  }

  @Test func smallShapesShareTheBudget() throws {
    var searchers = WarmSearchers()
    for columns in 1...5 {
      _ = try searchers.analyze(
        .start(try Geometry(rows: 3, columns: columns, k: 3 < columns ? 3 : nil)))
    }
    #expect(searchers.geometries.count == 5)
  }
}
