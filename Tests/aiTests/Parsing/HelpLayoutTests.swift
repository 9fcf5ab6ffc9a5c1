import Testing

@testable import AICommandLine

/// Help laid out for an 80-column terminal.
@Suite struct HelpLayoutTests {
  @Test func wrappingKeepsEveryWordInOrderWithinTheWidth() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<500 {
      let words = (0..<Int.random(in: 1...40, using: &generator)).map { _ in
        String(repeating: "w", count: Int.random(in: 1...12, using: &generator))
      }
      let width = Int.random(in: 12...80, using: &generator)
      let lines = HelpLayout.wrap(words.joined(separator: " "), width: width)
      #expect(lines.allSatisfy { $0.count <= width })
      #expect(lines.flatMap { $0.split(separator: " ").map(String.init) } == words)
      // No line could have taken the next line's first word.
      for (line, next) in zip(lines, lines.dropFirst()) {
        #expect(line.count + 1 + next.prefix { $0 != " " }.count > width)
      }
    }
  }

  @Test func aDefinitionStartsBesideItsTermOrBelowIt() {
    let short = HelpLayout.definition("--k N", "how many", column: 20)
    #expect(short == "  --k N" + String(repeating: " ", count: 13) + "how many")
    let long = HelpLayout.definition("--cols N, --columns N", "the columns", column: 20)
    #expect(long == "  --cols N, --columns N\n" + String(repeating: " ", count: 20) + "the columns")
  }

  @Test func aUsageLineBreaksBetweenOptionsNotInsideThem() {
    let words = ["ai", "perft"] + (1...12).map { "[--option\($0) VALUE]" }
    let text = HelpLayout.usage(words)
    let lines = text.split(separator: "\n")
    #expect(lines.count > 1 && lines.allSatisfy { $0.count <= 80 })
    #expect(lines.dropFirst().allSatisfy { $0.hasPrefix(String(repeating: " ", count: 16) + "[") })
    #expect(text.split(whereSeparator: \.isWhitespace).count == 2 + 2 * 12 + 1)
  }
}
