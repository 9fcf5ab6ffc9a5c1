import Foundation
import Testing

/// `ai play` under gravity speaks in columns, as its board shows them, and a game resumed
/// from its printed command plays on as it would have.
@Suite struct PlayGravityTests {
  static let connect4x4 = ["--rules", "gravity", "--rows", "4", "--cols", "4"]

  @Test func hintsFullColumnsAndOffBoardMovesNameColumns() throws {
    let result = try AI.run(
      ["play", "--moves", "2,2,2,2"] + Self.connect4x4 + ["--seed", "1"],
      input: Data("2\n5\nh\nq\n".utf8))
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("column 2 is full: the open columns are 1 3 4"))
    #expect(result.stdout.contains("5 is off the board: the columns are 1 to 4"))
    let hint = try #require(result.stdout.firstMatch(of: /hint: (.*) \(/)).1
    #expect(hint.hasPrefix("column "), "\(hint)")
  }

  /// On Connect Four's board the perfect engine answers within `--think`: past it, with
  /// the move of its deepest search, which it says is not proven; a move it proves (a win
  /// at once) it plays as on any board. The resume command keeps the time.
  @Test func connectFourMovesComeWithinTheThinkTime() throws {
    let connectFour = ["--rules", "gravity", "--k", "4", "--think", "1", "--seed", "1"]
    let start = ContinuousClock.now
    let opening = try AI.run(
      ["play", "--rows", "6", "--cols", "7"] + connectFour, input: Data("4\nq\n".utf8))
    #expect(opening.status == 0, "\(opening.stderr)")
    let said = try #require(
      opening.stdout.firstMatch(
        of: /O plays column (\d) \(not proven: it saw (\d+) plies ahead in 1 s\)/),
      "\(opening.stdout)")
    #expect(Int(said.2)! >= 2)
    #expect(ContinuousClock.now - start < .seconds(15))
    #expect(opening.stdout.contains("--think 1"))
    // O completes its bottom row in column 4 before X does.
    let won = try AI.run(
      ["play", "--from", "......./......./......./......./X....../OOO.XX."] + connectFour,
      input: Data("7\nq\n".utf8))
    #expect(won.stdout.contains("O plays column 4\n"), "\(won.stdout)")
    #expect(won.stdout.contains("You lose: O wins with the line in columns 1-2-3-4."))
  }

  /// X's fourth piece up column 1 wins 4x4, and a third across the bottom wins 3x3.
  @Test func theEndNamesTheLineByItsColumns() throws {
    let up = try AI.run(
      ["play", "--from", "..../X..O/X..O/X..O"] + Self.connect4x4, input: Data("1\nq\n".utf8))
    #expect(up.stdout.contains("You win with the line in column 1."), "\(up.stdout)")
    let across = try AI.run(
      ["play", "--from", ".../OO./XX.", "--rules", "gravity"], input: Data("3\nq\n".utf8))
    #expect(across.stdout.contains("You win with the line in columns 1-2-3."), "\(across.stdout)")
  }

  /// Against a level that picks at random, a game stopped after two moves and resumed with
  /// the command it printed gets the same replies as the game played through.
  @Test(arguments: 1...4)
  func aResumedGamePlaysOnAsTheOriginalWould(seed: Int) throws {
    let moves = ["2", "3", "1", "4", "2", "3", "1", "4", "2", "3"]
    let options = Self.connect4x4 + ["--level", "casual", "--seed", String(seed)]
    let replies = { (out: String) in out.matches(of: /O plays column (\d+)/).map { String($0.1) } }
    let whole = try AI.run(
      ["play"] + options, input: Data((moves.joined(separator: "\n") + "\n").utf8))
    let first = try AI.run(["play"] + options, input: Data("2\n3\n".utf8))
    let resume = try #require(first.lines.last?.split(separator: "resume with: ").last)
    let rest = moves.dropFirst(2).joined(separator: "\\n")
    let resumed = try AI.runShell("printf '\(rest)\\n' | \(resume)")
    #expect(resumed.status == 0, "\(resumed.stderr)")
    #expect(replies(first.stdout) + replies(resumed.stdout) == replies(whole.stdout))
  }
}
