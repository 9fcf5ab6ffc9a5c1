import Foundation
import Testing

/// One gravity game read the same everywhere: the moves `ai play` prints to resume it are
/// columns, and `--moves`, `perft --divide`, `ai analyze` and the API's `moves=` read them
/// as the same game; the API's move names its column, which the next `moves=` takes. (The
/// page's address holds the same list: the browser drive reads it back, `serve_page.py`.)
@Suite struct GravityRoundTripTests {
  static let shape = ["--rows", "4", "--cols", "4", "--rules", "gravity"]
  static let query = "rows=4&cols=4&rules=gravity"

  /// The board `ai play` drew last, as notation: its pieces, every other cell empty.
  static func lastBoard(in output: String) -> String {
    let rows = output.split(separator: "\n").filter { $0.contains("|") }.suffix(4)
    return rows.map { row in
      row.split(separator: "|").map { cell in
        let piece = cell.trimmingCharacters(in: CharacterSet(charactersIn: " *"))
        return piece == "X" || piece == "O" ? piece : "."
      }.joined()
    }.joined(separator: "/")
  }

  @Test func aTerminalGameReadsTheSameThroughMovesTheAPIAndDivide() throws {
    let played = try AI.run(
      ["play", "--level", "casual", "--seed", "5"] + Self.shape,
      input: Data("2\n3\n2\n1\n".utf8))
    let resume = try #require(played.lines.last)
    let moves = String(try #require(resume.firstMatch(of: /--moves ([0-9,]+)/)).1)
    let board = Self.lastBoard(in: played.stdout)
    #expect(board.contains("X") && board.contains("O"))

    // --moves takes the same list to the same board.
    let best = try JSONSchemaTests.object(
      AI.run(["best", "--json", "--moves", moves] + Self.shape).stdout)
    #expect(best["board"] as? String == board, "\(moves)")

    // The API reads the same list as the same board, and answers as the command line.
    let server = try Served()
    let answer = try #require(try server.get("/api/analyze?\(Self.query)&moves=\(moves)").json)
    #expect(answer["board"] as? String == board)
    #expect(answer["bestColumns"] as? [Int] == best["bestColumns"] as? [Int])

    // The API's move names its column, which played on reads as the board it gives.
    let move = try #require(try server.get("/api/move?\(Self.query)&moves=\(moves)&seed=3").json)
    let column = try #require(move["column"] as? Int)
    let after = try #require(move["after"] as? [String: Any])
    let next = try JSONSchemaTests.object(
      AI.run(["best", "--json", "--moves", "\(moves),\(column)"] + Self.shape).stdout)
    #expect(next["board"] as? String == after["board"] as? String)

    // The divide names the open columns, each a move that --moves takes.
    let divide = try AI.run(["perft", "1", "--divide", "--moves", moves] + Self.shape)
    let firstMoves = divide.lines.compactMap { $0.firstMatch(of: /^ *([0-9]+): 1$/)?.1 }
    let columns = try #require(best["moves"] as? [[String: Any]]).compactMap {
      $0["column"] as? Int
    }
    #expect(firstMoves.compactMap { Int($0) }.sorted() == columns.sorted())
  }
}
