/// What a player typed at the move prompt of a game against the engine (public for the
/// fuzz harness).
public enum PlayerCommand: Hashable, Sendable {
  /// Play the cell with this number (from 1); any integer: ``Game`` refuses one off the board.
  case move(number: Int)
  /// Show the best move and its value.
  case hint
  /// Take back the player's last move and the engine's reply.
  case undo
  /// End the game now.
  case quit
  /// Show the commands.
  case help
  /// Nothing but blanks.
  case blank
  /// Ctrl-L: draw the board again.
  case redraw
  /// A key pressed by habit that a line-reading game cannot use (an arrow, Home, End, a
  /// function key, Esc, Ctrl and a letter), by its name: never its escape sequence.
  case key(String)
  /// Anything else, trimmed.
  case unknown(String)

  /// Reads one typed line: a number, `h`/`hint`, `u`/`undo`, `q`/`quit`/`exit`,
  /// `?`/`help`, in any case, with blanks around it ignored.
  public init(parsing line: String) {
    let text = String(line.trimmingBlanks)
    if line.unicodeScalars.contains("\u{0C}") {  // before trimming, which takes it as a line end
      self = .redraw
    } else if let key = Self.key(in: text) {
      self = .key(key)
    } else {
      switch text.lowercased() {
      case "": self = .blank
      case "h", "hint": self = .hint
      case "u", "undo": self = .undo
      case "q", "quit", "exit": self = .quit
      case "?", "help": self = .help
      default: self = Int(text).map { .move(number: $0) } ?? .unknown(text)
      }
    }
  }
}

extension PlayerCommand {
  /// The escape sequences of the keys people press by habit, by what follows `ESC`: as
  /// xterm and the Linux console send them.
  private static let keyNames: [String: String] = [
    "[A": "the arrow keys", "[B": "the arrow keys", "[C": "the arrow keys",
    "[D": "the arrow keys", "OA": "the arrow keys", "OB": "the arrow keys",
    "OC": "the arrow keys", "OD": "the arrow keys", "[H": "Home", "OH": "Home", "[1~": "Home",
    "[7~": "Home", "[F": "End", "OF": "End", "[4~": "End", "[8~": "End", "[2~": "Insert",
    "[3~": "Delete", "[5~": "Page Up", "[6~": "Page Down", "OP": "F1", "OQ": "F2", "OR": "F3",
    "OS": "F4", "[11~": "F1", "[12~": "F2", "[13~": "F3", "[14~": "F4", "[15~": "F5",
    "[17~": "F6", "[18~": "F7", "[19~": "F8", "[20~": "F9", "[21~": "F10", "[23~": "F11",
    "[24~": "F12",
  ]

  /// The name of the first key in `text` that sends an escape sequence or a control
  /// character (a tab is a blank), if any.
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
