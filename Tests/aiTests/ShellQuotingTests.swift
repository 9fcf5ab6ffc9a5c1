import Testing

@testable import AICommandLine

/// Words quoted for the shell, as `ai play`'s resume command prints them.
@Suite struct ShellQuotingTests {
  @Test(arguments: [
    ("X../.O./...", "X../.O./..."), ("--level", "--level"), ("ahead-2", "ahead-2"),
    (".build/release/ai", ".build/release/ai"), ("X..|.O.|...", "'X..|.O.|...'"), ("", "''"),
    ("/tmp/a b/ai", "'/tmp/a b/ai'"), ("it's", #"'it'\''s'"#), ("$HOME", "'$HOME'"),
    ("~", "'~'"), ("*", "'*'"), ("é", "'é'"),
  ])
  func quotesOnlyWhatTheShellWouldChange(word: String, quoted: String) {
    #expect(word.shellQuoted == quoted)
  }

  /// bash reads every quoted word back as the word itself, whatever it holds.
  @Test func bashReadsEachWordBack() throws {
    let words = [
      "X..|.O.|...", "", "a b", "it's", "''", "$HOME", "`ls`", "$(ls)", "a\nb", "\\", "!x", "*",
      "~", "#", "é", ";", "&", ">", "a\"b",
    ]
    let result = try AI.runShell(
      "printf '%s\\0' " + words.map(\.shellQuoted).joined(separator: " "))
    #expect(result.status == 0 && result.stderr.isEmpty)
    let read = result.stdout.split(separator: "\0", omittingEmptySubsequences: false).dropLast()
    #expect(read.map(String.init) == words)
  }
}
