import Foundation
import Testing
import TicTacToe
import TicTacToeTools

@_spi(Fuzzing) @testable import AICommandLine

/// Under gravity the JSON names each move's column beside its cell: `"column"` on each
/// move, `"bestColumns"` and `"pvColumns"` beside `"best"` and `"pv"`, numbered from 1;
/// the library writes the same object, and the normal rule writes none of them.
@Suite struct GravityJSONTests {
  /// The column from 1 of a cell from 1, worked out from the numbering alone.
  static func column(ofCell number: Int, columns: Int) -> Int { (number - 1) % columns + 1 }

  @Test(arguments: [(3, 3, 3), (4, 4, 4), (3, 4, 3)], [Rules.gravity, .gravityMisere])
  func everyMoveNamesItsColumn(shape: (Int, Int, Int), rules: Rules) throws {
    let (rows, columns, k) = shape
    var searcher = Searcher(
      geometry: try Geometry(rows: rows, columns: columns, k: k, rules: rules))
    var generator = SeededGenerator(seed: 42)
    var position = Position.start(searcher.geometry)
    while position.status == .ongoing {
      let analysis = try searcher.analyze(position)
      let printed = try JSONSchemaTests.object(analysis.json)
      let best = try #require(printed["best"] as? [Int])
      let pv = try #require(printed["pv"] as? [Int])
      #expect(
        printed["bestColumns"] as? [Int] == best.map { Self.column(ofCell: $0, columns: columns) })
      #expect(
        printed["pvColumns"] as? [Int] == pv.map { Self.column(ofCell: $0, columns: columns) })
      for move in try #require(printed["moves"] as? [NSDictionary]) {
        let cell = try #require(move["cell"] as? Int)
        #expect(move["column"] as? Int == Self.column(ofCell: cell, columns: columns))
      }
      #expect(try JSONSchemaTests.object(encoding: analysis) == printed)
      #expect(try JSONSchemaTests.decode(Analysis.self, analysis.json) == analysis)
      position = try position.playing(
        try #require(Array(position.legalMoves).randomElement(using: &generator)))
    }
  }

  @Test func theNormalRuleWritesNoColumn() throws {
    var searcher = Searcher()
    let json = try searcher.analyze(try Position(notation: "X../.O./...")).json
    #expect(!json.contains("olumn"))
  }
}
