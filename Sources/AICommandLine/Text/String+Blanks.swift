extension String {
  /// The string without spaces and tabs at either end.
  var trimmed: String { String(trimming { $0 == " " || $0 == "\t" }) }

  /// The string without spaces, tabs and line ends at either end, as the engine trims a
  /// board's notation: what a player types at `ai play`'s prompt is read the same way.
  var trimmingBlanks: Substring { trimming { $0 == " " || $0 == "\t" || $0.isNewline } }

  /// The string without the characters `isBlank` accepts at either end.
  private func trimming(_ isBlank: (Character) -> Bool) -> Substring {
    guard let start = firstIndex(where: { !isBlank($0) }) else { return "" }
    return self[start...lastIndex(where: { !isBlank($0) })!]
  }
}
