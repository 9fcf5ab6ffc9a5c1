extension String {
  /// The string cut after `limit` code points, with `...` where it was cut: a bounded
  /// quote of whatever a user sent, even one character with a million combining marks.
  func excerpt(_ limit: Int) -> String {
    var end = unicodeScalars.startIndex
    for _ in 0..<limit {
      guard end != unicodeScalars.endIndex else { return self }
      end = unicodeScalars.index(after: end)
    }
    guard end != unicodeScalars.endIndex else { return self }
    return String(unicodeScalars[..<end]) + "..."
  }
}
