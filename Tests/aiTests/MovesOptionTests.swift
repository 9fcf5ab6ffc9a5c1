import Foundation
import Testing

/// `--moves`: a position given as the cells played from a board, for every command
/// that takes a board. Each expected board is written out by hand from the moves.
@Suite struct MovesOptionTests {
  @Test(arguments: [
    (["--moves", "5,1,9"], "O../.X./..X"),
    (["--moves", "519"], "O../.X./..X"),
    (["--moves", "5 1 9"], "O../.X./..X"),
    (["--moves=1,2"], "XO./.../..."),
    (["X.../..../..../....", "--moves", "16,2"], "XO../..../..../...X"),
    (["--moves", "1,16", "--rows", "4", "--cols", "4"], "X.../..../..../...O"),
    (["....../...... k=3", "--moves", "12,1,7"], "O...../X....X k=3"),
    (["--moves", "5, 1, 9"], "O../.X./..X"),
    (["--moves", " 5,1 ,9 "], "O../.X./..X"),
    // Beyond 9 cells a run of digits is one cell.
    (["--moves", "11", "--rows", "3", "--cols", "4", "--k", "3"], "..../..../..X. k=3"),
    (["--moves", "11,1", "--rows", "3", "--cols", "4", "--k", "3"], "O.../..../..X. k=3"),
    (["--moves", "12", "--rows", "4", "--cols", "4"], "..../..../...X/...."),
    (["--moves", "1", "--rows", "4", "--cols", "4"], "X.../..../..../...."),
  ])
  func bestAfterTheMovesIsBestOfTheBoard(arguments: [String], board: String) throws {
    let moved = try AI.run(["best"] + arguments)
    let written = try AI.run("best", board)
    #expect(moved.status == 0, "\(moved.stderr)")
    #expect(moved.stdout == written.stdout)
  }

  @Test func analyzeAndJSONShowTheBoardTheMovesReach() throws {
    let result = try AI.run("analyze", "--moves", "5,1", "--json")
    #expect(result.stdout.hasPrefix(#"{"board": "O../.X./...", "#))
  }

  @Test func perftCountsFromThePositionTheMovesReach() throws {
    let moved = try AI.run("perft", "3", "--moves", "5,1")
    let written = try AI.run("perft", "3", "--from", "O../.X./...")
    let counts = { (text: String) in text.split(separator: "\n").filter { $0.hasPrefix("    ") } }
    #expect(moved.status == 0)
    #expect(counts(moved.stdout) == counts(written.stdout) && !counts(moved.stdout).isEmpty)
  }

  @Test func playStartsWhereTheMovesLeadAndMatchToo() throws {
    // X on 5 and O on 1: X (the player) to move, so the first board shows both pieces.
    let play = try AI.run(["play", "--moves", "5,1", "--seed", "1"], input: Data("q\n".utf8))
    #expect(play.stdout.contains(" O | 2 | 3"))
    #expect(play.stdout.contains(" 4 | X | 6"))
    let match = try AI.run("match", "--moves", "5,1", "--games", "3", "--seed", "1", "--json")
    #expect(match.stdout.contains(#""board": "O../.X./...""#))
  }
}
