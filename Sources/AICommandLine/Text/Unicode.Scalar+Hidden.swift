extension Unicode.Scalar {
  /// Whether the scalar is shown escaped wherever `ai` echoes what it was given: it can
  /// drive a terminal, end a line (in JavaScript too) or make text display as other text.
  var isHidden: Bool {
    switch value {
    case 0x00...0x1F, 0x7F...0x9F: true  // C0, DEL, C1
    case 0x2028, 0x2029: true  // line and paragraph separators
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true  // bidirectional
    default: false
    }
  }
}
