import Testing

@testable import AICommandLine

/// The "did you mean" of usage errors.
@Suite struct SuggestionTests {
  /// The distance by its recursive definition, for short words: the cheapest of
  /// dropping, adding or changing the last letter, or swapping the last two.
  private static func naiveDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var best = min(
      naiveDistance(Array(a.dropLast()), b) + 1,
      naiveDistance(a, Array(b.dropLast())) + 1,
      naiveDistance(Array(a.dropLast()), Array(b.dropLast())) + (a.last == b.last ? 0 : 1))
    if a.count > 1, b.count > 1, a[a.count - 1] == b[b.count - 2], a[a.count - 2] == b[b.count - 1]
    {
      best = min(best, naiveDistance(Array(a.dropLast(2)), Array(b.dropLast(2))) + 1)
    }
    return best
  }

  @Test func editDistanceAgreesWithItsDefinition() {
    var generator = SystemRandomNumberGenerator()
    let letters: [Character] = ["a", "b", "c"]
    for _ in 0..<2000 {
      let a = (0..<Int.random(in: 0...5, using: &generator)).map { _ in letters.randomElement()! }
      let b = (0..<Int.random(in: 0...5, using: &generator)).map { _ in letters.randomElement()! }
      #expect(Suggestion.editDistance(a, b) == Self.naiveDistance(a, b), "\(a) \(b)")
    }
  }

  @Test(arguments: [
    ("bset", "best"), ("Best", "best"), ("BEST", "best"), ("anlyze", "analyze"),
    ("perf", "perft"), ("jsn", "json"), ("mtach", "match"), ("sovle", "solve"),
  ])
  func aSlipFindsTheWord(typed: String, meant: String) {
    let words = ["best", "analyze", "perft", "json", "match", "solve", "play", "bench"]
    #expect(Suggestion.closest(to: typed, among: words) == meant)
  }

  @Test(arguments: ["chess", "x", "", "divide", String(repeating: "a", count: 10_000)])
  func aWordFarFromAllHasNoSuggestion(typed: String) {
    let words = ["best", "analyze", "perft", "json", "match", "solve", "play", "bench"]
    #expect(Suggestion.closest(to: typed, among: words) == nil)
  }
}
