import DataFiles
import Foundation
import NaiveGames
import Testing

/// `ai best --outcome`: win, draw or loss only, checked on every reachable position of
/// two shapes against the tests' own naive solver, which shares no code with the engine.
@Suite struct OutcomeOptionTests {
  /// `board` written in the notation, rows separated by `/`.
  private static func notation(_ board: NaiveBoard) -> String {
    (0..<board.rows).map { row in
      String(
        (0..<board.columns).map { column in
          board.cells[row * board.columns + column]?.letter ?? "."
        })
    }.joined(separator: "/")
  }

  /// What `ai best - --outcome` should print for `board`, from the naive solver.
  private static func expected(_ board: NaiveBoard, _ solver: inout NaiveSolver) -> String {
    let prefix = notation(board) + "  "
    if board.hasLine(.x) { return prefix + "game over: X won" }
    if board.hasLine(.o) { return prefix + "game over: O won" }
    if board.isFull { return prefix + "game over: draw" }
    let verb =
      switch solver.value(of: board).outcome {
      case .win: "wins"
      case .draw: "draws"
      case .loss: "loses"
      }
    return prefix + "\(board.toMove.letter) \(verb)"
  }

  /// Every 3x3 and 2x5 position; every seventh of 3x4 in the long form, every 29th by default.
  @Test(arguments: [(3, 3, 3, 1), (3, 4, 3, LongTests.choose(fast: 29, long: 7)), (2, 5, 2, 1)])
  func everyReachablePositionAgreesWithTheNaiveSolver(
    rows: Int, columns: Int, k: Int, stride: Int
  ) throws {
    var solver = NaiveSolver(rows: rows, columns: columns, k: k)
    let boards = NaiveBoard.reachable(rows: rows, columns: columns, k: k).joined()
      .enumerated().filter { $0.offset % stride == 0 }.map(\.element)
    let input = boards.map { Self.notation($0) + " k=\(k)" }.joined(separator: "\n")
    let result = try AI.run(["best", "-", "--outcome"], input: Data((input + "\n").utf8))
    #expect(result.status == 0, "\(result.stderr)")
    let expected = boards.map { Self.expected($0, &solver) }
    #expect(result.lines.count == expected.count)
    for (line, want) in zip(result.lines, expected) where line != want {
      Issue.record("\(line) is not \(want)")
      break
    }
  }

  @Test func theEmpty4x4BoardIsADraw() throws {
    // Published: 4x4 with four in a row is a draw (friedman-2020 in data/README.md).
    let result = try AI.run("best", "..../..../..../....", "--outcome")
    #expect(result.stdout == "X draws\n")
  }

  @Test func jsonHasTheKeysOfBestWithoutTheMoves() throws {
    let result = try AI.run("best", "XO./.X./...", "--outcome", "--json")
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(
      Set(object.keys) == ["board", "rows", "cols", "k", "toMove", "status", "value", "nodes"])
    #expect(object["value"] as? String == "loss")
    #expect(object["toMove"] as? String == "O")
  }

  @Test func itSearchesFewerPositionsThanTheFullAnswer() throws {
    let nodes = { (arguments: [String]) throws -> Int in
      let text = try AI.run(arguments).stdout
      let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
      return try #require(object?["nodes"] as? Int)
    }
    let board = "..../..../...."
    let narrow = try nodes(["best", board, "--outcome", "--json"])
    let full = try nodes(["best", board, "--json"])
    #expect(narrow < full)
  }
}
