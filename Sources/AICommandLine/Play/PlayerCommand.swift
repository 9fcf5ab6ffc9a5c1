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
  /// Anything else, trimmed.
  case unknown(String)

  /// Reads one typed line: a number, `h`/`hint`, `u`/`undo`, `q`/`quit`/`exit`,
  /// `?`/`help`, in any case, with blanks around it ignored.
  public init(parsing line: String) {
    let text = String(line.trimmingBlanks)
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
