// "Did you mean ...?": the known word closest to a misspelt one.

enum Suggestion {
  /// The candidate closest to `word` if it is a likely slip: another case, or within one
  /// edit (two from five letters).
  static func closest(to word: String, among candidates: [String]) -> String? {
    let typed = Array(word.prefix(64).lowercased())
    guard !typed.isEmpty else { return nil }
    if let sameLetters = candidates.first(where: { Array($0.lowercased()) == typed }) {
      return sameLetters
    }
    let allowed = typed.count >= 5 ? 2 : typed.count >= 3 ? 1 : 0
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(typed, Array(candidate.lowercased()))
      if distance <= allowed, distance < (best?.distance ?? .max) { best = (candidate, distance) }
    }
    return best?.candidate
  }

  /// The optimal string alignment distance: a swap of neighbours counts one edit.
  static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var before = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var distance = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          distance = min(distance, before[j - 2] + 1)
        }
        current[j] = distance
      }
      (before, previous, current) = (previous, current, before)
    }
    return previous[b.count]
  }

  /// `": did you mean 'x'?"` when a candidate is close to `word`, else "": a message's end.
  static func didYouMean(_ word: String, among candidates: [String], prefix: String = "")
    -> String
  {
    closest(to: word, among: candidates).map { ": did you mean '\(prefix)\($0)'?" } ?? ""
  }
}
