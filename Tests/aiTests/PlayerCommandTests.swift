import AICommandLine
import Testing

/// What a player types at the prompt of `ai play`.
@Suite struct PlayerCommandTests {
  @Test(arguments: [
    ("5", PlayerCommand.move(number: 5)), (" 12 ", .move(number: 12)), ("-3", .move(number: -3)),
    ("0", .move(number: 0)), ("h", .hint), ("HINT", .hint), ("u", .undo), ("Undo", .undo),
    ("q", .quit), ("quit", .quit), ("exit", .quit), ("?", .help), ("help", .help),
    ("", .blank), ("  \t", .blank), ("abc", .unknown("abc")), ("5 5", .unknown("5 5")),
    ("99999999999999999999", .unknown("99999999999999999999")), ("\r5\n", .move(number: 5)),
  ])
  func readsWhatWasTyped(line: String, command: PlayerCommand) {
    #expect(PlayerCommand(parsing: line) == command)
  }
}
