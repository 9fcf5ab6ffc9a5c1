import Testing
import TicTacToe

@testable import AICommandLine

/// The words `--help` gives each level, and the levels offered for words of difficulty.
@Suite struct LevelSummaryTests {
  @Test func everyLevelHasAShortSummaryOfItsOwn() {
    let levels = Level.standard + Level.lookAheadPlies.map(Level.lookAhead)
    let summaries = levels.map(\.summary)
    #expect(Set(summaries).count == summaries.count)
    // `ai play --help` indents a summary by 14 columns and keeps within 80.
    #expect(summaries.allSatisfy { !$0.isEmpty && $0.count <= 66 })
  }

  /// Each word, read as a level in any case, is refused with the level a person using it
  /// most likely wants, and why.
  @Test(arguments: [
    ("impossible", "perfect"), ("unbeatable", "perfect"), ("expert", "perfect"),
    ("hard", "strong"), ("difficult", "strong"), ("medium", "casual"), ("normal", "casual"),
    ("intermediate", "casual"), ("easy", "ahead-1"), ("beginner", "random"),
    ("novice", "random"),
  ])
  func aWordOfDifficultyGetsALevel(word: String, level: String) throws {
    let why = try #require(Level.difficultyWords.first { $0.level.name == level }?.why)
    let error = #expect(throws: CLIError.self) {
      try Level.option("level", help: "").parse(word.uppercased())
    }
    #expect(
      error?.message.hasSuffix(", not '\(word.uppercased())': try '\(level)', which \(why)") == true
    )
  }

  @Test func noWordOfDifficultyIsALevel() {
    for word in Level.difficultyWords.flatMap(\.words) { #expect(Level(name: word) == nil) }
  }
}
