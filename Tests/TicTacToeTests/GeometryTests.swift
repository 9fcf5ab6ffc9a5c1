import NaiveGames
import Testing

@testable import TicTacToe
@testable import TicTacToeTools

@Suite struct GeometryTests {
  /// The four rules of a shape read one set of line lookups, built once: a line is a line
  /// whoever it wins for and wherever pieces go. Another k is another set.
  @Test func theRulesOfAShapeShareItsLineLookups() throws {
    let tables = try Rules.allCases.map {
      try Geometry(rows: 3, columns: 5, k: 3, rules: $0).tables
    }
    #expect(Set(tables.map { ObjectIdentifier($0) }).count == 4)
    #expect(Set(tables.map(\.wins)).count == 1 && Set(tables.map(\.completing)).count == 1)
    #expect(try Geometry(rows: 3, columns: 5, k: 4).tables.wins != tables[0].wins)
  }

  /// Every geometry of up to 16 cells with every allowed k.
  static let all: [Geometry] = (1...16).flatMap { rows in
    (1...(16 / rows)).flatMap { columns in
      (1...max(rows, columns)).map { try! Geometry(rows: rows, columns: columns, k: $0) }
    }
  }

  @Test func thereAreSoManyGeometries() {
    // 50 shapes; summing max(rows, columns) over them gives the count with every k.
    #expect(Self.all.count == 364)
  }

  @Test func lineCountsMatchTheFormula() {
    for geometry in Self.all {
      let (m, n, k) = (geometry.rows, geometry.columns, geometry.k)
      let expected =
        k == 1
        ? m * n
        : (k <= n ? m * (n - k + 1) : 0) + (k <= m ? n * (m - k + 1) : 0)
          + (k <= min(m, n) ? 2 * (m - k + 1) * (n - k + 1) : 0)
      #expect(geometry.lines.count == expected, "\(geometry)")
      #expect(Set(geometry.lines).count == expected, "\(geometry): a line is listed twice")
    }
  }

  @Test func everyLineIsKCellsInAStraightRow() {
    for geometry in Self.all {
      for line in geometry.lines {
        let cells = Array(line)
        #expect(cells.count == geometry.k)
        let points = cells.map { (try! geometry.row(of: $0), try! geometry.column(of: $0)) }
        guard let first = points.first, points.count > 1 else { continue }
        let step = (points[1].0 - first.0, points[1].1 - first.1)
        #expect([(0, 1), (1, 0), (1, 1), (1, -1)].contains { $0 == step }, "\(geometry)")
        for (index, point) in points.enumerated() {
          #expect(point == (first.0 + index * step.0, first.1 + index * step.1), "\(geometry)")
        }
      }
    }
  }

  /// Every line of `k` cells on a `rows` x `columns` board, as sets of cells, found by
  /// walking `k` steps from every cell in each of the four directions and keeping the
  /// walks that stay on the board. It shares no code with the engine's tables.
  static func naiveLines(rows: Int, columns: Int, k: Int) -> Set<Set<Int>> {
    var lines = Set<Set<Int>>()
    for row in 0..<rows {
      for column in 0..<columns {
        for (dr, dc) in [(0, 1), (1, 0), (1, 1), (1, -1)] {
          let points = (0..<k).map { (row + $0 * dr, column + $0 * dc) }
          guard points.allSatisfy({ 0 <= $0.0 && $0.0 < rows && 0 <= $0.1 && $0.1 < columns })
          else { continue }
          lines.insert(Set(points.map { $0.0 * columns + $0.1 }))
        }
      }
    }
    return lines
  }

  @Test func linesAreTheOnesANaiveWalkFinds() {
    for geometry in Self.all {
      let naive = Self.naiveLines(rows: geometry.rows, columns: geometry.columns, k: geometry.k)
      #expect(Set(geometry.lines.map { Set($0) }) == naive, "\(geometry)")
      #expect(geometry.lines.count == naive.count, "\(geometry): a line is listed twice")
    }
  }

  @Test func hasLineAgreesWithTheNaiveWalkOnEveryMask() {
    let geometries =
      Self.all.filter { $0.cellCount <= 9 } + [
        try! Geometry(rows: 4, columns: 4, k: 3), try! Geometry(rows: 4, columns: 4),
        try! Geometry(rows: 3, columns: 4, k: 3),
      ]
    for geometry in geometries {
      for raw in 0..<(1 << geometry.cellCount) {
        var naive = NaiveBoard(rows: geometry.rows, columns: geometry.columns, k: geometry.k)
        for cell in Bitboard(rawValue: UInt64(raw)) { naive.cells[cell] = .x }
        let mask = Bitboard(rawValue: UInt64(raw))
        #expect(geometry.hasLine(mask) == naive.hasLine(.x), "\(geometry) \(raw)")
        // Cells off the board change nothing.
        let offBoard = Bitboard(rawValue: ~geometry.allCells.rawValue)
        #expect(geometry.hasLine(mask | offBoard) == naive.hasLine(.x), "\(geometry) \(raw)")
        let line = geometry.line(in: mask)
        #expect((line != nil) == naive.hasLine(.x), "\(geometry) \(raw)")
        if let line { #expect(mask.isSuperset(of: line) && geometry.lines.contains(line)) }
      }
    }
  }

  @Test func winningCellsAreTheCellsANaiveBoardWinsWith() {
    let geometries =
      Self.all.filter { $0.cellCount <= 9 } + [
        try! Geometry(rows: 4, columns: 4, k: 3), try! Geometry(rows: 3, columns: 4, k: 3),
      ]
    for geometry in geometries {
      let tables = geometry.tables
      for raw in 0..<(1 << geometry.cellCount) {
        var naive = NaiveBoard(rows: geometry.rows, columns: geometry.columns, k: geometry.k)
        for cell in Bitboard(rawValue: UInt64(raw)) { naive.cells[cell] = .x }
        guard !naive.hasLine(.x) else { continue }  // the table speaks of unfinished games
        var expected = Bitboard.empty
        for cell in 0..<geometry.cellCount where naive.cells[cell] == nil {
          var next = naive
          next.cells[cell] = .x
          if next.hasLine(.x) { expected.insert(cell) }
        }
        let mask = Bitboard(rawValue: UInt64(raw))
        #expect(tables.winningCells(for: mask) == expected, "\(geometry) \(raw)")
      }
    }
  }

  @Test func ticTacToeHasTheEightClassicLines() {
    let lines = Set(Geometry.ticTacToe.lines.map(\.rawValue))
    #expect(lines == [0o007, 0o070, 0o700, 0o111, 0o222, 0o444, 0o421, 0o124])
    // The same, as the cells people name: three rows, three columns, two diagonals.
    #expect(
      Set(Geometry.ticTacToe.lines.map { Set($0) }) == [
        [0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6],
      ])
    #expect(Geometry.ticTacToe.allCells.rawValue == 0o777)
  }

  @Test func searchTriesTheCentreThenCornersThenEdges() throws {
    #expect(Geometry.ticTacToe.moveOrder == [4, 0, 2, 6, 8, 1, 3, 5, 7])
    #expect(try Geometry(rows: 4, columns: 4).moveOrder.prefix(8) == [5, 6, 9, 10, 0, 3, 12, 15])
    for geometry in Self.all {
      #expect(geometry.moveOrder.sorted() == Array(0..<geometry.cellCount))
    }
  }

  /// A shape's tables are built once per process and shared by every geometry of that
  /// shape, however it is made (from many threads at once too), and by everything made
  /// from it; another shape has its own.
  @Test func tablesAreBuiltOncePerShapeAndShared() async throws {
    let geometry = try Geometry(rows: 4, columns: 4, k: 3)
    #expect(Position.start(geometry).geometry.tables === geometry.tables)
    #expect(Searcher(geometry: geometry).tables === geometry.tables)
    #expect(PerftCounter(geometry: geometry).tables === geometry.tables)
    let again = try Geometry(rows: 4, columns: 4, k: 3)
    #expect(again == geometry && again.hashValue == geometry.hashValue)
    #expect(again.tables === geometry.tables)
    #expect(try Geometry(rows: 4, columns: 4).tables !== geometry.tables)
    #expect(try Geometry(rows: 3, columns: 3).tables === Geometry.ticTacToe.tables)
    #expect(try Geometry(rows: 3, columns: 3, k: 2).tables !== Geometry.ticTacToe.tables)
    // A shape first asked for by many tasks at once: each gets the one set kept.
    let made = await withTaskGroup(of: ObjectIdentifier.self) { group in
      for _ in 0..<8 {
        group.addTask { ObjectIdentifier(try! Geometry(rows: 2, columns: 7, k: 3).tables) }
      }
      return await group.reduce(into: Set()) { $0.insert($1) }
    }
    #expect(made.count == 1)
  }

  @Test func cellCoordinates() throws {
    let geometry = try Geometry(rows: 3, columns: 5)
    for row in 0..<3 {
      for column in 0..<5 {
        #expect(try geometry.row(of: row * 5 + column) == row)
        #expect(try geometry.column(of: row * 5 + column) == column)
        #expect(try geometry.cell(row: row, column: column) == row * 5 + column)
      }
    }
  }

  @Test(
    arguments: [
      (0, 3, nil, TicTacToeError.rowsOutOfRange(0)),
      (3, -1, nil, .columnsOutOfRange(-1)),
      (9, 8, nil, .tooManyCells(rows: 9, columns: 8)),
      (1, 65, nil, .tooManyCells(rows: 1, columns: 65)),
      (65, 1, nil, .tooManyCells(rows: 65, columns: 1)),
      (3, 3, 4, .kOutOfRange(k: 4, rows: 3, columns: 3)),
      (2, 5, 0, .kOutOfRange(k: 0, rows: 2, columns: 5)),
    ] as [(Int, Int, Int?, TicTacToeError)])
  func refusesShapesOutOfRange(rows: Int, columns: Int, k: Int?, error: TicTacToeError) {
    #expect(throws: error) { try Geometry(rows: rows, columns: columns, k: k) }
  }

  @Test func positionCountIsThreeToTheCells() {
    for geometry in Self.all {
      #expect(
        geometry.positionCount == (0..<geometry.cellCount).reduce(1) { count, _ in count * 3 })
    }
  }

  @Test func describesItself() throws {
    #expect(Geometry.ticTacToe.description == "3x3")
    #expect(try Geometry(rows: 4, columns: 4, k: 3).description == "4x4 k=3")
    #expect(try Geometry(rows: 4, columns: 4).description == "4x4")
    #expect(try Geometry(rows: 2, columns: 8, k: 4).description == "2x8 k=4")
    #expect(try Geometry(rows: 3, columns: 4).k == 3)
  }

  /// The default k is the shorter side, and under gravity at most four: Connect Four is
  /// 6x7 under gravity, and says no more.
  @Test func gravityWinsWithFourInARowUnlessToldOtherwise() throws {
    for rules in Rules.allCases {
      for (rows, columns) in [(3, 3), (4, 4), (3, 4), (2, 8), (5, 5), (6, 7), (8, 8), (1, 40)] {
        let geometry = try Geometry(rows: rows, columns: columns, rules: rules)
        let shorter = min(rows, columns)
        #expect(geometry.k == (rules.hasGravity ? min(shorter, 4) : shorter))
        #expect(!geometry.description.contains("k="))
      }
    }
    let connectFour = try Geometry(rows: 6, columns: 7, rules: .gravity)
    #expect(connectFour == (try Geometry(rows: 6, columns: 7, k: 4, rules: .gravity)))
    #expect(connectFour.description == "6x7 gravity")
    #expect(
      try Geometry(rows: 6, columns: 7, k: 6, rules: .gravity).description == "6x7 k=6 gravity")
    #expect(try Geometry(rows: 6, columns: 7).description == "6x7")
    // The notation leaves the default out, and reads it back.
    let position = try Position(notation: "......./......./......./......./......./...X... gravity")
    #expect(position.geometry == connectFour)
    #expect(try Position(notation: position.notation) == position)
  }
}
