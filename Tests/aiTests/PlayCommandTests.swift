import DataFiles
import Foundation
import Testing

/// `ai play` through stdin, as a script or a pipe would drive it.
@Suite struct PlayCommandTests {
  @Test func aScriptedWin() throws {
    let result = try AI.run("play", "--from", "XX./OO./...", "--seed", "1", input: "3\nq\n")
    #expect(result.status == 0 && result.stderr.isEmpty)
    #expect(result.stdout.contains("You win with 1-2-3."))
    #expect(result.stdout.contains(" X*| X*| X*"))
    #expect(
      result.stdout.hasSuffix("You win with 1-2-3.\nn new game, u take back, q quit> q\nBye.\n"))
  }

  @Test func aScriptedLoss() throws {
    let result = try AI.run("play", "--from", "X../OO./X..", "--seed", "1", input: "2\n")
    #expect(result.status == 0)
    #expect(result.stdout.contains("O plays 6"))
    #expect(result.stdout.contains("You lose: O wins with 4-5-6."))
  }

  @Test func aScriptedDraw() throws {
    let result = try AI.run("play", "--from", "XOX/XOO/OX.", input: "9\nq\n")
    #expect(result.status == 0)
    #expect(result.stdout.contains("Draw."))
  }

  @Test func aWholeGameAgainstPerfectPlayIsNeverWon() throws {
    // Whatever the script types, the perfect engine does not lose.
    let moves = (1...9).map(String.init).joined(separator: "\n")
    for seed in 1...5 {
      let result = try AI.run("play", "--seed", String(seed), input: moves + "\nq\n")
      #expect(result.status == 0)
      #expect(!result.stdout.contains("You win"))
      #expect(result.stdout.contains("O wins") || result.stdout.contains("Draw."))
    }
  }

  @Test func theEngineMovesFirstWhenThePlayerIsO() throws {
    let result = try AI.run("play", "--as", "o", "--seed", "4", input: "")
    #expect(result.stdout.contains("You are O, the engine is X (perfect)."))
    #expect(result.stdout.contains("X plays "))
    #expect(
      result.stdout.contains("O to move> \nend of input\nresume with: \(AI.program) play --from "))
  }

  @Test func undoTakesBackAPair() throws {
    let result = try AI.run("play", "--seed", "2", input: "u\n5\nu\nq\n")
    #expect(result.stdout.contains("nothing to undo: you have not moved yet"))
    #expect(result.stdout.contains("took back your last move and the engine's reply"))
    #expect(
      result.stdout.hasSuffix(
        "resume with: \(AI.program) play --from .../.../... --as x --level perfect --seed 2\n"))
  }

  /// `r` plays again what `u` took back, the engine's reply as it was; a new move
  /// leaves nothing to redo, as on the page.
  @Test func redoPlaysAgainWhatUndoTookBack() throws {
    let result = try AI.run("play", "--seed", "2", input: "r\n5\nu\nr\nq\n")
    #expect(result.status == 0 && result.stderr.isEmpty)
    let reply = try #require(result.stdout.firstMatch(of: /O plays (\d)\n/)).1
    #expect(
      result.lines.contains(
        "nothing to redo: r plays again what u took back, until you play another move"))
    #expect(result.stdout.contains("X to move> r\nplayed again your move and the engine's reply\n"))
    #expect(
      result.lines.last
        == "resume with: \(AI.program) play --from .../.../... --moves 5,\(reply) --as x "
        + "--level perfect --seed 2")
    let dropped = try AI.run("play", "--seed", "2", input: "5\nu\n1\nr\nq\n")
    #expect(
      dropped.stdout.contains(
        "X to move> r\nnothing to redo: r plays again what u took back, until you play another "
          + "move\n"))
  }

  /// A winning move taken back is played again alone, and the game ends again.
  @Test func redoOfAWinningMoveEndsTheGameAgain() throws {
    let result = try AI.run("play", "--from", "XX./OO./...", "--seed", "1", input: "3\nu\nr\nq\n")
    #expect(result.status == 0)
    #expect(
      result.stdout.contains(
        "X to move> r\nplayed your move again\n\n X*| X*| X*\n---+---+---\n O | O | 6\n"))
    #expect(result.stdout.components(separatedBy: "You win with 1-2-3.").count == 3)
    #expect(result.stdout.hasSuffix("n new game, u take back, q quit> q\nBye.\n"))
  }

  /// The resume command gives the start and the moves, so that a game resumed can take
  /// back the moves played before.
  @Test func undoWorksAfterResuming() throws {
    let first = try AI.run(
      "play", "--from", "X../.../...", "--as", "o", "--seed", "9", input: "5\n")
    let reply = try #require(first.stdout.firstMatch(of: /X plays (\d)\n/)).1
    let last = try #require(first.lines.last)
    #expect(
      last
        == "resume with: \(AI.program) play --from X../.../... --moves 5,\(reply) --as o "
        + "--level perfect --seed 9")
    let resumed = try AI.runShell(
      "printf 'u\\nq\\n' | " + last.dropFirst("resume with: ".count))
    #expect(resumed.status == 0, "\(resumed.stderr)")
    #expect(resumed.lines.contains("took back your last move and the engine's reply"))
    #expect(
      resumed.lines.last
        == "resume with: \(AI.program) play --from X../.../... --as o --level perfect --seed 9")
  }

  /// A game without `--seed` draws one and gives it in its resume command: the same seed
  /// plays the same game.
  @Test func anUnseededGamePrintsTheSeedThatRepeatsIt() throws {
    let first = try AI.run("play", input: "5\n")
    let seed = try #require(first.lines.last?.firstMatch(of: #/ --seed (\d+)$/#)).1
    #expect(UInt64(seed) != nil)
    let again = try AI.run("play", "--seed", String(seed), input: "5\n")
    #expect(again.stdout == first.stdout)
  }

  @Test func hintGivesTheBestMoveAndItsValue() throws {
    let result = try AI.run("play", "--from", "XX./OO./...", input: "h\nq\n")
    #expect(result.stdout.contains("hint: 3 (win in 1)"))
    let opening = try AI.run("play", input: "h\nq\n")
    #expect(opening.stdout.contains("hint: 1, 2, 3, 4, 5, 6, 7, 8 or 9 (draw)"))
  }

  /// A hint takes the engine's time (--think), and says when its moves are not proven:
  /// Connect Four's empty board is not solved in a second.
  @Test func aHintOnABigBoardTakesTheEnginesTime() throws {
    let began = ContinuousClock.now
    let result = try AI.run(
      "play", "--rules", "gravity", "--rows", "6", "--cols", "7", "--think", "1",
      input: "h\nq\n")
    #expect(ContinuousClock.now - began < .seconds(20))
    let hint = try #require(
      result.lines.first { (line: String) in line.contains("hint: column ") },
      "\(result.stdout)")
    #expect(
      hint.contains(" (not proven: it saw ") && hint.hasSuffix(" plies ahead in 1 s)"), "\(hint)")
  }

  @Test func helpListsTheCommands() throws {
    let result = try AI.run("play", input: "?\nq\n")
    let keys = result.lines.filter { $0.hasPrefix("  ") }.map {
      $0.split(separator: " ", maxSplits: 1)
    }
    #expect(
      keys.contains {
        $0.first == "h" && $0.last?.contains("hint: the best move and its value") == true
      })
    #expect(
      keys.contains {
        $0.first == "u" && $0.last?.contains("undo your last move and the engine's reply") == true
      })
    #expect(
      keys.contains {
        $0.first == "r" && $0.last?.contains("redo: play again what u took back") == true
      })
  }

  @Test func everyKindOfBadInputGetsAReasonAndThePromptAgain() throws {
    let lines = [
      "abc", "0", "10", "-3", "", "   ", "99999999999999999999", "5 5", "-9223372036854775808",
      String(repeating: "7", count: 5_000),
    ]
    let script = lines.joined(separator: "\n") + "\n5\n5\nq\n"
    let result = try AI.run("play", "--seed", "3", input: script)
    #expect(result.status == 0)
    let out = result.stdout
    #expect(out.contains("'abc' is not a move: type a cell number (1 to 9), or ? for help"))
    #expect(out.contains("0 is off the board: the cells are 1 to 9"))
    #expect(out.contains("10 is off the board: the cells are 1 to 9"))
    #expect(out.contains("-3 is off the board"))
    #expect(out.contains("type a cell number: the empty cells are 1 2 3 4 5 6 7 8 9; ? for help"))
    #expect(out.contains("'99999999999999999999' is not a move"))
    #expect(out.contains("'5 5' is not a move"))
    #expect(out.contains("-9223372036854775808 is off the board"))
    #expect(out.contains("5 is taken by X: the empty cells are"))
    // The game went on: the player's 5 was played and the engine replied.
    #expect(out.contains("O plays "))
    #expect(out.components(separatedBy: "X to move> ").count >= lines.count + 3)
  }

  /// Keys pressed by habit get a plain reason, never their escape sequence; Ctrl-L
  /// draws the board again.
  @Test func keysPressedByHabitGetAPlainReason() throws {
    let input = "\u{1B}[A\n\u{1B}[H\n\u{1B}OP\n\u{1B}\n\u{0C}\nq\n"
    let result = try AI.run("play", "--from", "X../.O./...", input: input)
    #expect(result.status == 0 && result.stderr.isEmpty)
    let out = result.stdout
    let advice = ": type a cell number (1 to 9), or ? for help"
    #expect(out.contains("the arrow keys are not used here" + advice))
    #expect(out.contains("\nHome is not used here" + advice))
    #expect(out.contains("\nF1 is not used here" + advice))
    #expect(out.contains("\nEsc is not used here" + advice))
    #expect(!out.contains("is not a move"))
    // Echoed from a pipe as a terminal echoes them, never in escape syntax.
    #expect(out.contains("X to move> ^[[A\n") && out.contains("X to move> ^[\n"))
    #expect(!out.contains("\\u{"))
    let board = "\n X | 2 | 3\n---+---+---\n 4 | O | 6\n---+---+---\n 7 | 8 | 9\n\nX to move> "
    #expect(out.components(separatedBy: board).count == 3, "\(out)")  // drawn again on Ctrl-L
  }

  @Test func invalidUTF8IsJustAnotherBadMove() throws {
    let input = Data([0xFF, 0xFE, 0x0A]) + Data("q\n".utf8)
    let result = try AI.run(["play"], input: input)
    #expect(result.status == 0)
    #expect(result.stdout.contains("is not a move"))
  }

  @Test func endOfInputMidGamePrintsTheResumeCommand() throws {
    let result = try AI.run("play", "--seed", "9", input: "5\n")
    #expect(result.status == 0)
    let last = try #require(result.lines.last)
    #expect(last.hasPrefix("resume with: \(AI.program) play --from "))
    #expect(last.hasSuffix(" --as x --level perfect --seed 9"))
    #expect(result.stdout.contains("\nend of input\n"))
    // Resuming from it, as the shell reads it, carries on the same game.
    let command = String(last.dropFirst("resume with: ".count))
    let resumed = try AI.runShell("printf 'q\\n' | " + command)
    #expect(resumed.status == 0)
    #expect(resumed.lines.last == last)
  }

  /// A game whose output reader goes away (a closed pipe) stops at once and still gives
  /// its resume command, on stderr: 74, not a silent death by SIGPIPE.
  @Test func aGameWhoseReaderGoesAwayGivesItsResumeCommand() async throws {
    let result = try await AI.runShell(
      #"(sleep 0.3; echo 5; sleep 0.3; echo 1; sleep 0.3; echo 9) | "$AI" play --seed 1 "#
        + #"| head -c 1 >/dev/null; echo "status ${PIPESTATUS[1]}""#)
    #expect(result.stdout == "status 74\n", "\(result.stderr)")
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.count == 2, "\(result.stderr)")
    #expect(lines.first?.hasPrefix("ai: cannot write the output: resume with: ") == true)
    #expect(lines.first?.hasSuffix(" --as x --level perfect --seed 1") == true)
    #expect(lines.last == "ai: error: cannot write the output (Broken pipe)")
  }

  @Test func resumeCommandKeepsTheShape() throws {
    let row = try AI.run("play", "--rows", "1", "--cols", "7", "--k", "3", input: "q\n")
    #expect(
      row.lines.last?.hasPrefix(
        "resume with: \(AI.program) play --from ....... --rows 1 --k 3 --as x --level perfect "
          + "--seed ") == true)
    let square = try AI.run(
      "play", "--rows", "4", "--cols", "4", "--k", "3", "--level", "casual", input: "q\n")
    #expect(
      square.lines.last?.hasPrefix(
        "resume with: \(AI.program) play --from ..../..../..../.... --k 3 --as x --level casual "
          + "--seed ") == true)
  }

  @Test func aLookAheadLevelIsNamedAndResumed() throws {
    let result = try AI.run("play", "--level", "AHEAD-2", "--seed", "1", input: "q\n")
    #expect(result.status == 0 && result.stderr.isEmpty)
    #expect(result.stdout.contains("You are X, the engine is O (ahead-2)."))
    #expect(
      result.lines.last
        == "resume with: \(AI.program) play --from .../.../... --as x --level ahead-2 --seed 1")
  }

  /// O threatens 3: two plies see it and block, whatever the seed; one ply does not.
  @Test func twoPliesBlockAndOnePlyMayNot() throws {
    let board = ["--from", "OO./.X./..X", "--as", "o"]
    for seed in 1...5 {
      let blocks = try AI.run(["play", "--level", "ahead-2", "--seed", "\(seed)"] + board)
      #expect(blocks.stdout.contains("X plays 3\n"))
    }
    let misses = try (1...20).map { seed in
      try AI.run(["play", "--level", "ahead-1", "--seed", "\(seed)"] + board).stdout
    }
    #expect(misses.contains { !$0.contains("X plays 3\n") })
  }

  /// After a loss, `u` takes back the losing move and the engine's winning reply: the
  /// player is to move on the board as it was, and can block this time.
  @Test func afterALossUndoTakesBackTheMoveAndTheReply() throws {
    let result = try AI.run("play", "--from", "X../OO./X..", "--seed", "1", input: "2\nu\n6\nq\n")
    #expect(result.status == 0 && result.stderr.isEmpty)
    #expect(
      result.stdout.contains("You lose: O wins with 4-5-6.\nn new game, u take back, q quit> u\n"))
    #expect(result.stdout.contains("took back your last move and the engine's reply\n"))
    let afterUndo = try #require(result.stdout.components(separatedBy: "engine's reply\n").last)
    #expect(afterUndo.hasPrefix("\n X | 2 | 3\n---+---+---\n O | O | 6\n---+---+---\n X | 8 | 9\n"))
    #expect(afterUndo.contains("X to move> 6\nO plays "))
  }

  /// After a win, `u` takes back just the winning move: the engine never replied.
  @Test func afterAWinUndoTakesBackJustThatMove() throws {
    let result = try AI.run("play", "--from", "XX./OO./...", "--seed", "1", input: "3\nu\nq\n")
    #expect(result.status == 0)
    #expect(result.lines.contains("took back your last move"))
    #expect(!result.stdout.contains("engine's reply"))
    #expect(
      result.lines.last
        == "resume with: \(AI.program) play --from XX./OO./... --as x --level perfect --seed 1")
  }

  /// Nothing to take back when the engine ended the game before the player moved.
  @Test func afterAGameThePlayerDidNotMoveInThereIsNothingToTakeBack() throws {
    let result = try AI.run("play", "--from", "XX./OO./...", "--as", "o", input: "u\nq\n")
    #expect(result.status == 0)
    #expect(result.stdout.contains("X plays 3\n"))
    #expect(
      result.stdout.hasSuffix(
        "You lose: X wins with 1-2-3.\nn new game, u take back, q quit> u\n"
          + "nothing to undo: you have not moved yet\n"
          + "n new game, u take back, q quit> q\nBye.\n"))
  }

  /// `n` (or `y`) starts the next game from the empty board of the same shape, not from
  /// the position the first game was resumed from.
  @Test(arguments: ["n", "y", "N", "new"])
  func aNewGameStartsFromTheEmptyBoard(answer: String) throws {
    let result = try AI.run("play", "--from", "XX./OO./...", input: "3\n\(answer)\nq\n")
    #expect(result.status == 0)
    let newGame = try #require(result.stdout.components(separatedBy: "quit> \(answer)\n").last)
    #expect(newGame.hasPrefix("\n 1 | 2 | 3\n---+---+---\n 4 | 5 | 6\n---+---+---\n 7 | 8 | 9\n"))
    #expect(
      result.lines.last?.hasPrefix(
        "resume with: \(AI.program) play --from .../.../... --as x --level perfect --seed ")
        == true)
  }

  /// The empty board keeps the shape and k of the first game; the engine opens it when
  /// the player is O.
  @Test func aNewGameKeepsTheShapeAndTheSides() throws {
    let result = try AI.run(
      "play", "--from", "XXO./OO../X.../X...", "--k", "3", "--as", "o", "--seed", "2",
      input: "7\nn\nq\n")
    #expect(result.status == 0)
    #expect(result.stdout.contains("You win with 5-6-7."))
    let newGame = try #require(result.stdout.components(separatedBy: "quit> n\n").last)
    #expect(newGame.contains("X plays "))
    let last = try #require(result.lines.last)
    // The empty 4x4 board, then X's one move.
    #expect(
      last.wholeMatch(
        of:
          /resume with: \S+ play --from \.\.\.\.\/\.\.\.\.\/\.\.\.\.\/\.\.\.\. --moves \d+ --k 3 --as o --level perfect --seed 2/
      ) != nil, "\(last)")
  }

  /// Anything but a key after a game gets a one-line hint and the prompt again.
  @Test func anythingElseAfterAGameAsksAgain() throws {
    let result = try AI.run(
      "play", "--from", "XX./OO./...", input: "3\nno\n\n5\nplay again\nq\n")
    #expect(result.status == 0)
    let hint = "type n for a new game, u to take back your last move, or q to quit"
    #expect(result.lines.filter { $0 == hint }.count == 4)
    #expect(result.stdout.components(separatedBy: "n new game, u take back, q quit> ").count == 6)
    #expect(result.lines.last == "Bye.")
  }

  /// A line that the end of input cuts short is still read, and what follows starts a
  /// line of its own, at the move prompt and after a game.
  @Test func aLineEndedByTheEndOfInput() throws {
    let move = try AI.run("play", "--seed", "1", input: "4")
    #expect(move.stdout.contains("\nX to move> 4\nO plays "))
    #expect(move.stdout.hasSuffix("X to move> \nend of input\n" + move.lines.last! + "\n"))
    let answer = try AI.run("play", "--from", "XX./OO./...", input: "3\nn")
    #expect(answer.stdout.contains("quit> n\n\n 1 | 2 | 3\n"))
  }

  /// The resume command is printed with the program as it was invoked, each word quoted
  /// for the shell where it must be, and run by the shell it goes on with the same game.
  @Test func theResumeCommandWorksAsPrinted() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("ai-test-\(UUID().uuidString)")
      .appendingPathComponent("it's a folder")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    let link = folder.appendingPathComponent("ai")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: AI.executable)
    let quoted = "'" + folder.path.replacingOccurrences(of: "'", with: #"'\''"#) + "/ai'"
    for (arguments, options) in [
      (["--from", "X..|.O.|...", "--seed", "5"], "--as x --level perfect --seed 5"),
      (
        ["--rows", "1", "--cols", "7", "--k", "3", "--as", "o", "--seed", "6"],
        "--rows 1 --k 3 --as o --level perfect --seed 6"
      ),
      (
        ["--from", "X...|....|....|....", "--k", "3", "--level", "ahead-2", "--seed", "7"],
        "--k 3 --as x --level ahead-2 --seed 7"
      ),
    ] {
      let first = try AI.run(link, ["play"] + arguments)
      #expect(first.status == 0, "\(first.stderr)")
      let last = try #require(first.lines.last)
      #expect(last.hasPrefix("resume with: \(quoted) play --from "), "\(last)")
      #expect(last.hasSuffix(" " + options), "\(last)")
      // The board the first run ended on.
      let boards = first.stdout.components(separatedBy: "\n\n")
      let board = try #require(boards.dropLast().last)
      // Run by the shell as printed: the same board first, the same command again on q.
      let resumed = try AI.runShell("printf 'q\\n' | " + last.dropFirst("resume with: ".count))
      #expect(resumed.status == 0, "\(resumed.stderr)")
      #expect(resumed.stdout.components(separatedBy: "\n\n")[1] == board)
      #expect(resumed.lines.last == last)
    }
  }

  /// The program is named as it was typed: `ai` when found on the PATH, a relative
  /// path as it was given.
  @Test func theResumeCommandNamesTheProgramAsInvoked() throws {
    let onPath = try AI.runShell(#"PATH="$(dirname "$AI"):$PATH" ai play --seed 3 < /dev/null"#)
    #expect(
      onPath.lines.last == "resume with: ai play --from .../.../... --as x --level perfect --seed 3"
    )
    let relative = try AI.runShell(#"cd "$(dirname "$AI")" && ./ai play --seed 4 < /dev/null"#)
    #expect(
      relative.lines.last
        == "resume with: ./ai play --from .../.../... --as x --level perfect --seed 4")
  }

  /// `ai help play` names the keys after a game, each line within 80 columns.
  @Test func helpNamesTheKeysAfterAGame() throws {
    let help = try AI.run("help", "play").stdout
    let section = try #require(help.components(separatedBy: "\nafter a game:\n").dropFirst().first)
    let lines = section.components(separatedBy: "\n\n")[0].split(separator: "\n")
      .filter { !$0.hasPrefix("   ") }  // a longer meaning goes on below its key
    #expect(lines.map { $0.split(separator: " ").first } == ["n", "u", "q"])
    #expect(lines.allSatisfy { $0.count <= 80 })
  }

  /// The README's game is what `ai play`, found on the PATH, prints for the moves it
  /// shows typed: its resume command included, which works as printed.
  @Test func theREADMEsGame() throws {
    let expected = try README.example(of: "ai play --seed 1")
    let typed = expected.filter { $0.hasPrefix("X to move> ") }.map { $0.dropFirst(11) }
    #expect(typed == ["5", "q"])
    let result = try AI.runShell(
      "printf '%s\\n' \(typed.joined(separator: " ")) | "
        + #"PATH="$(dirname "$AI"):$PATH" ai play --seed 1"#)
    #expect(result.status == 0 && result.stderr.isEmpty)
    #expect(result.lines == expected)
  }

  @Test func pipedOutputHasNoColour() throws {
    let result = try AI.run("play", "--from", "XX./OO./...", input: "3\nq\n")
    #expect(!result.stdout.contains("\u{1B}["))
  }
}

/// `ai match`, end to end.
@Suite struct MatchCommandTests {
  @Test func perfectNeverLosesInTenThousandGames() throws {
    let result = try AI.run(
      "match", "--x", "perfect", "--o", "random", "--games", "10000", "--seed", "1", "--json")
    #expect(result.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(object["games"] as? Int == 10_000)
    #expect(object["oWins"] as? Int == 0)
    #expect((object["xWins"] as? Int ?? 0) + (object["draws"] as? Int ?? 0) == 10_000)
    #expect(object["x"] as? String == "perfect" && object["seed"] as? Int == 1)
  }

  /// Four plies against one, from both sides: the deeper level wins more than it loses
  /// (`MatchTests` checks the margin against the naive players' exact odds).
  @Test func deeperLookAheadBeatsShallower() throws {
    var deeperWins = 0
    var deeperLosses = 0
    for (x, o) in [("ahead-1", "ahead-4"), ("ahead-4", "ahead-1")] {
      let result = try AI.run(
        "match", "--x", x, "--o", o, "--games", "300", "--seed", "1", "--json")
      #expect(result.status == 0 && result.stderr.isEmpty)
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
      #expect(object["x"] as? String == x && object["o"] as? String == o)
      let (xWins, oWins) = (object["xWins"] as? Int ?? 0, object["oWins"] as? Int ?? 0)
      deeperWins += x == "ahead-4" ? xWins : oWins
      deeperLosses += x == "ahead-4" ? oWins : xWins
    }
    #expect(deeperWins > 2 * deeperLosses)
  }

  /// A match without `--seed` prints the seed it drew, in text and JSON, and that seed
  /// replays it exactly.
  @Test func anUnseededMatchPrintsTheSeedThatRepeatsIt() throws {
    let options = ["match", "--x", "casual", "--o", "random", "--games", "500"]
    let first = try AI.run(options)
    #expect(first.status == 0)
    let line = try #require(first.lines.first { $0.hasPrefix("seed: ") })
    let seed = String(line.dropFirst("seed: ".count))
    #expect(UInt64(seed) != nil, "\(line)")
    let again = try AI.run(options + ["--seed", seed])
    #expect(again.lines.dropLast() == first.lines.dropLast())  // all but the time
    let json = try AI.run(options + ["--json"])
    let drawn = try #require(json.stdout.firstMatch(of: /"seed": (\d+),/)).1
    let text = try AI.run(options + ["--seed", String(drawn)])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let counts = text.lines[1...3].map { $0.split(separator: " ").compactMap { Int($0) }.first }
    #expect(counts == ["xWins", "oWins", "draws"].map { object[$0] as? Int })
    #expect(seed != String(drawn))  // a new seed each time (equal once in 2^64)
  }

  /// A match stopped by a signal prints the tally of the games finished, marked as
  /// interrupted, and exits with 128 + the signal; a signal ignored when it started (as
  /// `nohup` ignores SIGHUP) is left ignored.
  @Test(arguments: [("TERM", Int32(143)), ("HUP", 129), ("QUIT", 131)])
  func aStoppedMatchPrintsItsTallySoFar(signal: String, status: Int32) throws {
    let result = try AI.runShell(
      #"trap '' INT; "$AI" match --x random --o random --games 100000000 --seed 1 & pid=$!; "#
        + "sleep 0.5; kill -\(signal) $pid; wait $pid")
    #expect(result.status == status, "\(result.stderr)")
    let lines = result.lines
    let header = try #require(
      lines.first?.wholeMatch(
        of:
          /random \(X\) against random \(O\), (\d+) of 100000000 games from \.\.\.\/\.\.\.\/\.\.\. \(3x3\): interrupted/
      ), "\(lines)")
    let played = try #require(Int(header.1))
    #expect(played > 0)
    let counts = lines[1...3].map { $0.split(separator: " ").compactMap { Int($0) }.first ?? -1 }
    #expect(counts.reduce(0, +) == played, "\(lines)")
    #expect(lines[4] == "seed: 1" && lines[5].hasPrefix("time: ") && lines.count == 6)
    // JSON too, marked; SIGHUP ignored at the start (nohup) does not stop it.
    guard signal == "TERM" else { return }
    let json = try AI.runShell(
      #"trap '' HUP; "$AI" match --games 100000000 --seed 1 --json & pid=$!; "#
        + "sleep 0.5; kill -HUP $pid; sleep 0.3; kill -TERM $pid; wait $pid")
    #expect(json.status == 143, "\(json.stderr)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    #expect(object["interrupted"] as? Bool == true)
    let games = try #require(object["games"] as? Int)
    #expect(games > 0 && games < 100_000_000 && object["draws"] as? Int == games)
  }

  /// One game is "1 game".
  @Test func oneGameIsSingular() throws {
    let result = try AI.run("match", "--games", "1", "--seed", "3")
    #expect(result.lines.first == "perfect (X) against perfect (O), 1 game from .../.../... (3x3)")
    #expect(result.lines[1...3] == ["X wins: 0 (0%)", "O wins: 0 (0%)", "draws:  1 (100%)"])
  }

  @Test func theLargestSeedIsWrittenAsItIs() throws {
    let result = try AI.run("match", "--games", "3", "--seed", "18446744073709551615", "--json")
    #expect(result.stdout.contains(#""seed": 18446744073709551615,"#))
  }

  @Test func textTallyAndRepeatableSeeds() throws {
    let first = try AI.run(
      "match", "--x", "casual", "--o", "strong", "--games", "200", "--seed", "5")
    let again = try AI.run(
      "match", "--x", "casual", "--o", "strong", "--games", "200", "--seed", "5")
    #expect(first.lines.first == "casual (X) against strong (O), 200 games from .../.../... (3x3)")
    #expect(first.lines.dropLast() == again.lines.dropLast())  // all but the time
    let perfect = try AI.run("match", "--games", "300")
    #expect(perfect.lines[3] == "draws:  300 (100%)")
  }
}
