import Testing
import TicTacToe

@testable import AICommandLine

/// The words `--help` gives each level.
@Suite struct LevelSummaryTests {
  @Test func everyLevelHasAShortSummaryOfItsOwn() {
    let levels = Level.standard + Level.lookAheadPlies.map(Level.lookAhead)
    let summaries = levels.map(\.summary)
    #expect(Set(summaries).count == summaries.count)
    // `ai play --help` indents a summary by 14 columns and keeps within 80.
    #expect(summaries.allSatisfy { !$0.isEmpty && $0.count <= 66 })
  }
}
