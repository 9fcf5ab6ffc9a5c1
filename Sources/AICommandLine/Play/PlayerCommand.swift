// What a player types at a game's move prompt, read as a move, a key or a request.

/// A line typed at the move prompt, as the game reads it (public for the fuzz harness).
public enum PlayerCommand: Hashable, Sendable {
  /// A cell number from 1, any integer: ``Game`` refuses one off the board.
  case move(number: Int)
  case hint, undo, redo, quit, help
  /// Nothing but blanks.
  case blank
  /// Ctrl-L: draw the board again.
  case redraw
  /// A key pressed by habit that a line-reading game cannot use (an arrow, Home, End, a
  /// function key, Esc, Ctrl and a letter), by its name: never its escape sequence.
  case key(String)
  /// Anything else, trimmed.
  case unknown(String)

  /// Reads one typed line: a number, `h`/`hint`, `u`/`undo`, `r`/`redo`,
  /// `q`/`quit`/`exit`, `?`/`help`, in any case, with blanks around it ignored.
  public init(parsing line: String) {
    let text = line.trimmed
    if line.unicodeScalars.contains("\u{0C}") {  // before trimming, which takes it as a line end
      self = .redraw
    } else if let key = Self.key(in: text) {
      self = .key(key)
    } else {
      switch text.lowercased() {
      case "": self = .blank
      case "h", "hint": self = .hint
      case "u", "undo": self = .undo
      case "r", "redo": self = .redo
      case "q", "quit", "exit": self = .quit
      case "?", "help": self = .help
      default: self = Int(text).map { .move(number: $0) } ?? .unknown(text)
      }
    }
  }
}

extension PlayerCommand {
  /// The keys people press by habit, by what follows `ESC` in the sequences xterm and the
  /// Linux console send.
  private static let keyNames = Dictionary(
    uniqueKeysWithValues: [
      ("the arrow keys", "[A [B [C [D OA OB OC OD"), ("Home", "[H OH [1~ [7~"),
      ("End", "[F OF [4~ [8~"), ("Insert", "[2~"), ("Delete", "[3~"), ("Page Up", "[5~"),
      ("Page Down", "[6~"), ("F1", "OP [11~"), ("F2", "OQ [12~"), ("F3", "OR [13~"),
      ("F4", "OS [14~"), ("F5", "[15~"), ("F6", "[17~"), ("F7", "[18~"), ("F8", "[19~"),
      ("F9", "[20~"), ("F10", "[21~"), ("F11", "[23~"), ("F12", "[24~"),
    ].flatMap { name, sequences in sequences.split(separator: " ").map { (String($0), name) } })

  /// The first key in `text` that sends an escape sequence or a control character.
  private static func key(in text: String) -> String? {
    let scalars = text.unicodeScalars
    let isControl = { (scalar: Unicode.Scalar) in
      (scalar.value < 0x20 && scalar != "\t") || scalar.value == 0x7F
    }
    guard let index = scalars.firstIndex(where: isControl) else { return nil }
    let scalar = scalars[index]
    if scalar == "\u{1B}" {
      // ESC, then the sequence's letter or `~`; a lone ESC (or two) is the key itself.
      let rest = scalars[scalars.index(after: index)...]
      guard let first = rest.first, first == "[" || first == "O" else { return "Esc" }
      let end = rest.dropFirst().firstIndex { $0.properties.isAlphabetic || $0 == "~" }
      return end.flatMap { keyNames[String(rest[...$0])] } ?? "that key"
    }
    if (1...26).contains(scalar.value) {
      return "Ctrl-" + String(Unicode.Scalar(scalar.value + 64)!)
    }
    return "that key"
  }
}
