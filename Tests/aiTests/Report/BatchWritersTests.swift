import Testing
import TicTacToe

@testable import AICommandLine

/// The batch's writers, which put answers straight into bytes, against the text the
/// single-board path makes through `Analysis.summary` and `JSONValue`: the same bytes,
/// for every reachable 3x3 position and boards of other shapes.
@Suite struct BatchWritersTests {
  /// Every reachable 3x3 position, ply by ply.
  static func every3x3Position() -> [Position] {
    var layer = [Position.start()]
    var all: [Position] = []
    var seen = Set<Position>()
    while !layer.isEmpty {
      all += layer
      layer = layer.flatMap { position in
        position.legalMoves.map { try! position.playing($0) }
      }.filter { seen.insert($0).inserted }
    }
    return all
  }

  /// A few positions of other shapes, finished ones included.
  static func otherPositions() throws -> [Position] {
    try [
      "..../..../..../....", "X.../.O../..X./....", "XO../OX../..X./...O", "XXXX/OOO./..../....",
      "X.../..../.... k=3", "X.O../ k=3", "X/./.", "XO/X.", "....X/...O./..... k=3",
    ].map { try Position(notation: $0) }
  }

  @Test func jsonIsWhatTheValueTreeWrites() throws {
    var searchers: [Geometry: Searcher] = [:]
    var out = ByteBuffer()
    for position in Self.every3x3Position() + (try Self.otherPositions()) {
      let compact = searchers[position.geometry, default: Searcher(geometry: position.geometry)]
        .compactAnalysis(of: position)
      out.removeAll()
      compact.writeJSON(to: &out)
      #expect(out.text == Analysis(compact).json.text + "\n", "\(position.notation)")
    }
  }

  @Test func bestLineIsTheBoardAndTheSummary() throws {
    var searchers: [Geometry: Searcher] = [:]
    var out = ByteBuffer()
    for position in Self.every3x3Position() + (try Self.otherPositions()) {
      let geometry = position.geometry
      let analysis = searchers[geometry, default: Searcher(geometry: geometry)].analyze(position)
      let (evaluation, cells) = searchers[geometry]!.bestMoveSet(position)
      let summary = BestMovesSummary(
        position: position, status: position.status, evaluation: evaluation, cells: cells)
      for withBoard in [true, false] {
        out.removeAll()
        summary.write(to: &out, withBoard: withBoard)
        let board = withBoard ? "\(position.boardNotation)  " : ""
        #expect(out.text == board + analysis.summary + "\n", "\(position.notation)")
      }
    }
  }

  @Test(arguments: [0, 7, 9, 10, 99, 100, 12_345, -1, -10, Int.max, Int.min])
  func decimalIsWhatStringWrites(value: Int) {
    var out = ByteBuffer(capacity: 1)
    out.append(decimal: value)
    #expect(out.text == String(value))
  }

  @Test func bufferGrowsAndKeepsWhatItHolds() {
    var out = ByteBuffer(capacity: 1)
    var expected = ""
    for index in 0..<1_000 {
      out.append("ab")
      out.append(decimal: index)
      out.append(string: "é")
      expected += "ab\(index)é"
    }
    #expect(out.text == expected && out.count == expected.utf8.count)
    out.removeAll()
    #expect(out.isEmpty && out.text.isEmpty)
  }
}
