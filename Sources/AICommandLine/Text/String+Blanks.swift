extension String {
  /// The string without spaces and tabs at either end.
  var trimmed: String {
    String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
  }

  /// The string without spaces, tabs and line ends at either end, as the engine trims a
  /// board's notation: what a player types at `ai play`'s prompt is read the same way.
  var trimmingBlanks: Substring {
    let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0.isNewline }
    guard let start = firstIndex(where: { !isBlank($0) }) else { return "" }
    let end = lastIndex(where: { !isBlank($0) })!
    return self[start...end]
  }
}
