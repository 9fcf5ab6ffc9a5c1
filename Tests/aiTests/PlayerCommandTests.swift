import AICommandLine
import Testing

/// What a player types at the prompt of `ai play`.
@Suite struct PlayerCommandTests {
  @Test(arguments: [
    ("5", PlayerCommand.move(number: 5)), (" 12 ", .move(number: 12)), ("-3", .move(number: -3)),
    ("0", .move(number: 0)), ("h", .hint), ("HINT", .hint), ("u", .undo), ("Undo", .undo),
    ("r", .redo), ("Redo", .redo), (" R ", .redo),
    ("q", .quit), ("quit", .quit), ("exit", .quit), ("?", .help), ("help", .help),
    ("", .blank), ("  \t", .blank), ("abc", .unknown("abc")), ("5 5", .unknown("5 5")),
    ("99999999999999999999", .unknown("99999999999999999999")), ("\r5\n", .move(number: 5)),
  ])
  func readsWhatWasTyped(line: String, command: PlayerCommand) {
    #expect(PlayerCommand(parsing: line) == command)
  }

  /// Keys pressed by habit reach a line-reading game as escape sequences and control
  /// characters: each is named as a person knows it.
  @Test(arguments: [
    ("\u{1B}[A", "the arrow keys"), ("\u{1B}[D\u{1B}[D", "the arrow keys"),
    ("\u{1B}OB", "the arrow keys"), ("\u{1B}[H", "Home"), ("\u{1B}[1~", "Home"),
    ("\u{1B}[F", "End"), ("\u{1B}[4~", "End"), ("\u{1B}OP", "F1"), ("\u{1B}OS", "F4"),
    ("\u{1B}[15~", "F5"), ("\u{1B}[24~", "F12"), ("\u{1B}[5~", "Page Up"),
    ("\u{1B}[6~", "Page Down"), ("\u{1B}[2~", "Insert"), ("\u{1B}[3~", "Delete"),
    ("\u{1B}", "Esc"), ("\u{1B}\u{1B}", "Esc"), ("5\u{1B}[A", "the arrow keys"),
    ("\u{1B}[99~", "that key"), ("\u{1}", "Ctrl-A"), ("7\u{1A}", "Ctrl-Z"), ("\u{7F}", "that key"),
  ])
  func namesAKeyPressedByHabit(line: String, key: String) {
    #expect(PlayerCommand(parsing: line) == .key(key))
  }

  /// Ctrl-L, alone or after what was typed, redraws the board.
  @Test(arguments: ["\u{0C}", "5\u{0C}", " \u{0C} "])
  func ctrlLRedraws(line: String) {
    #expect(PlayerCommand(parsing: line) == .redraw)
  }
}
