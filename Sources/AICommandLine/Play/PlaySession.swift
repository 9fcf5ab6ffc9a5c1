// One sitting of `ai play`: games against the engine, line by line, to an exit status.
import Glibc
import TicTacToe

/// Cells numbered from 1, as people type them; public for the fuzz harness, which drives it.
@_spi(Fuzzing) public struct PlaySession {
  let human: Player
  let level: Level
  /// The shape of every game: the first one's, the games after it from the empty board.
  let geometry: Geometry
  /// Given with `--seed`, or drawn: the resume command repeats it. With the position, it
  /// decides each choice of the engine, so that a resumed game plays on as it would have
  /// (but for a move not proven within ``think``, which depends on how far the search got).
  let seed: UInt64
  /// The perfect engine's seconds a move (`--think`): past them it plays the choice of
  /// its deepest search that finished, and says the move is not proven.
  let think: Int
  /// `--think`'s default.
  public static let defaultThink = 2
  /// Where a whole line or a prompt (`endsLine` false) goes: stdout in `ai play`.
  let write: (_ text: String, _ endsLine: Bool) -> Void
  /// Whether a line read is echoed after its prompt: when stdin is not a terminal.
  let echoes: Bool
  /// The game being played.
  public private(set) var game: Game
  /// The searcher of the start's geometry, warm or not; handed back by the end.
  public private(set) var searcher: Searcher

  /// A sitting that goes on with `game` (its moves can be taken back), searching with
  /// `searcher` (of `game`'s geometry).
  public init(
    human: Player, level: Level, game: Game, seed: UInt64, think: Int = defaultThink,
    searcher: Searcher, echoes: Bool,
    write: @escaping (_ text: String, _ endsLine: Bool) -> Void
  ) {
    (self.human, self.level, self.game, self.seed, self.think) = (human, level, game, seed, think)
    (self.searcher, self.echoes, self.write) = (searcher, echoes, write)
    geometry = game.start.geometry
  }

  private func say(_ text: String) { write(text, true) }

  /// Under gravity a move is typed, and named, as its column.
  var gravity: Bool { geometry.namesMovesByColumn }

  var numberWord: String { gravity ? "column number" : "cell number" }

  var cellRange: String { "1 to \(geometry.moveCount)" }

  var typeAMove: String { "type a \(numberWord) (\(cellRange)), or ? for help" }

  var emptyCells: String {
    game.position.legalMoves.map(geometry.moveNumber(of:)).sorted().map(String.init).joined(
      separator: " ")
  }

  /// The command that resumes the game, quoted for a shell: its start and its moves, so
  /// that undo takes them back; the shape only where the board does not give it (one row
  /// reads as any shape; k when not the default).
  var resumeCommand: String {
    let program = CommandLine.arguments.first.flatMap { $0.contains("/") ? $0 : nil } ?? "ai"
    var words = [program, "play", "--from", game.start.boardNotation]
    if !game.history.isEmpty {
      words += [
        "--moves", game.history.map { String(geometry.moveNumber(of: $0)) }.joined(separator: ","),
      ]
    }
    if geometry.rows == 1 { words += ["--rows", "1"] }
    if !geometry.hasDefaultK { words += ["--k", String(geometry.k)] }
    if geometry.rules != .normal { words += ["--rules", geometry.rules.rawValue] }
    words += ["--as", human.rawValue.lowercased(), "--level", level.name, "--seed", String(seed)]
    if think != Self.defaultThink { words += ["--think", String(think)] }
    return words.map(\.shellQuoted).joined(separator: " ")
  }

  /// Plays games until the end; returns the exit status: 0, 128 + the signal after a stop
  /// signal (130 after Ctrl-C), 74 when stdin cannot be read.
  public mutating func run(_ input: inout LineReader) -> Int32 {
    say(
      HelpLayout.wrap(
        "You are \(human), the engine is \(human.opponent) (\(level)). "
          + "Type a \(numberWord) (\(cellRange)); ? for help.", width: HelpLayout.width
      ).joined(separator: "\n"))
    show()
    engineMoves()
    while true {
      // Nobody sees the game any more (a closed pipe, a full disk): stop, resumable.
      if Console.outputHasFailed {
        return leave("cannot write the output", status: ExitStatus.ioError)
      }
      let over = game.position.status.isOver
      // A stop signal cancelled the engine's think: it is not the person's turn to prompt.
      if !over, game.toMove != human, let signal = Terminal.stopRequest {
        return leave(Self.why(signal), status: 128 + signal)
      }
      write(over ? "n new game, u take back, q quit> " : "\(human) to move> ", false)
      switch read(&input) {
      case .end:
        if over { say("\nBye.") }
        if let failure = input.failure { Console.error(failure) }
        let status = input.failure == nil ? ExitStatus.success : ExitStatus.ioError
        if over { return status }
        return leave(status == 0 ? "end of input" : "cannot read the input", status: status)
      case .interrupted(let signal):
        if over {
          say("")
          return 128 + signal
        }
        return leave(Self.why(signal), status: 128 + signal)
      case .line(let line):
        if let status = over ? afterGame(line) : handle(line) { return status }
      case .tooLong:
        say(
          "that line is longer than \(LineReader.lengthLimit) bytes: "
            + (over ? "type n, u or q" : typeAMove))
      }
    }
  }

  /// How the game stopped, by the signal that stopped it.
  private static func why(_ signal: Int32) -> String {
    [SIGTERM: "terminated", SIGHUP: "hung up", SIGQUIT: "quit"][signal] ?? "interrupted"
  }

  /// Returns an exit status to stop.
  private mutating func afterGame(_ line: String) -> Int32? {
    switch line.trimmed.lowercased() {
    case "n", "new", "y", "yes":
      game = Game(geometry: geometry)
      show()
      engineMoves()
    case "u", "undo": takeBack()
    case "q", "quit", "exit":
      say("Bye.")
      return ExitStatus.success
    default: say("type n for a new game, u to take back your last move, or q to quit")
    }
    return nil
  }

  private mutating func takeBack() {
    switch game.undoTurn(of: human).count {
    case 0: return say("nothing to undo: you have not moved yet")
    case 1: say("took back your last move")
    default: say("took back your last move and the engine's reply")
    }
    show()
  }

  /// Plays again what ``takeBack()`` took back, the engine's replies as they were; then
  /// the end of the game, or the engine's move when none of its was taken back.
  private mutating func replay() {
    switch game.redoTurn(of: human).count {
    case 0:
      return say("nothing to redo: r plays again what u took back, until you play another move")
    case 1: say("played your move again")
    default: say("played again your move and the engine's reply")
    }
    show()
    engineMoves()
  }

  /// Echoes the line when stdin is not a terminal (which would), and always ends it.
  private func read(_ input: inout LineReader) -> LineReader.Read<String> {
    let line = input.nextLine(inGame: true) { String(decoding: $0, as: UTF8.self) }
    let typed: String
    switch line {
    case .line(let text): typed = text
    case .tooLong(let excerpt): typed = excerpt + "..."
    case .end, .interrupted: return line
    }
    if echoes {
      // As a terminal echoes it: a control character in caret notation (`^[` for Esc).
      let echo = typed.unicodeScalars.map { scalar in
        scalar.value < 0x20 || scalar.value == 0x7F
          ? "^" + String(Unicode.Scalar(UInt8(scalar.value ^ 0x40))) : String(scalar).escaped()
      }
      say(echo.joined())
    } else if input.lastLineIsUnterminated {
      say("")
    }
    return line
  }

  /// Returns an exit status to stop.
  private mutating func handle(_ line: String) -> Int32? {
    switch PlayerCommand(parsing: line) {
    case .quit:
      return leave(nil, status: ExitStatus.success)
    case .help:
      say(
        HelpLayout.render([
          .paragraph(
            gravity
              ? "Type the number of a column to drop a piece in it (\(cellRange), from the left)."
              : "Type the number of an empty cell to play there (\(cellRange), row by row from "
                + "the top-left)."),
          .definitions(PlayCommand.gameKeys),
        ]))
    case .hint:
      // Within --think seconds, as the engine's moves: past them the deepest search's. A
      // stop signal ends it with no hint, and the prompt reports the signal.
      searcher.limit = SearchLimit(isCancelled: { Terminal.stopRequest != nil })
      defer { searcher.limit = nil }
      guard let found = try? searcher.bestMoves(game.position, within: .seconds(think)) else {
        break
      }
      let moves = found.moves.map(geometry.moveNumber(of:)).sorted().map(String.init)
      let listed = moves.dropLast().joined(separator: ", ") + (moves.count > 1 ? " or " : "")
      let why = found.value.map { "(\($0.phrase))" } ?? notProven(found.horizon ?? 0)
      say("hint: \(gravity ? "column " : "")\(listed + moves.last!) \(why)")
    case .undo:
      takeBack()
    case .redo:
      replay()
    case .blank:
      say(
        "type a \(numberWord): the \(gravity ? "open columns" : "empty cells") are \(emptyCells); ? for help"
      )
    case .redraw:
      if Terminal.outputIsTerminal { write("\u{1B}[H\u{1B}[2J", false) }
      show()
    case .key(let name):
      say("\(name) \(name.hasPrefix("the ") ? "are" : "is") not used here: \(typeAMove)")
    case .unknown(let text):
      say("'\(text.excerpt(40).escaped())' is not a move: \(typeAMove)")
    case .move(let number):
      do {
        // Any Int: off the board is refused.
        let cell = try game.position.cell(forMove: number)
        try game.play(cell, as: human)
      } catch .cellOffBoard, .columnOffBoard {
        say("\(number) is off the board: the \(gravity ? "columns" : "cells") are \(cellRange)")
        return nil
      } catch .cellTaken(_, let player) {
        say("\(number) is taken by \(player): the empty cells are \(emptyCells)")
        return nil
      } catch .columnFull {
        say("column \(number) is full: the open columns are \(emptyCells)")
        return nil
      } catch {
        say(error.message)
        return nil
      }
      if game.position.status.isOver { show() }
      engineMoves()
    }
    return nil
  }

  /// Then says how the game ended, in the page's words. The searcher is the game's and the
  /// parser checked the level, so choosing fails only when a stop signal cancels a long
  /// think (a large board): the engine stops, and the prompt reports the signal, with the
  /// command that resumes the game. A think past a second shows its progress on a terminal.
  private mutating func engineMoves() {
    let progress = Progress(task: "\(human.opponent) thinking")
    nonisolated(unsafe) let shown = progress  // reported on this thread, the searching one
    var limit = SearchLimit(isCancelled: { Terminal.stopRequest != nil })
    if progress.isShown { limit.progress = { shown.report($0, of: nil, "positions") } }
    searcher.limit = limit
    defer { searcher.limit = nil }
    while let player = game.toMove, player != human,
      case var generator = SeededGenerator(seed: seed, at: game.position),
      let (cell, horizon) = try? chooseMove(using: &generator),
      (try? game.play(cell)) != nil  // the engine plays only legal moves
    {
      progress.finish()
      let unproven = horizon.map { " " + notProven($0) } ?? ""
      say("\(player) plays \(gravity ? "column " : "")\(geometry.moveNumber(of: cell))" + unproven)
      show()
    }
    progress.finish()
    let position = game.position
    let line = lineWords(position.winningLine ?? .empty)
    let won = gravity ? "the line \(line)" : line
    switch position.status {
    case .won(let player) where position.geometry.rules.isMisere:
      // The line is the loser's.
      say(
        player == human
          ? "You win: \(player.opponent) made the line \(line)."
          : "You lose: you made the line \(line), so \(player) wins.")
    case .won(let player) where player == human: say("You win with \(won).")
    case .won(let player): say("You lose: \(player) wins with \(won).")
    case .draw: say("Draw.")
    case .ongoing: break
    }
  }

  /// Why a move is not proven: the plies the deepest finished search saw in ``think``.
  private func notProven(_ horizon: Int) -> String {
    horizon == 0
      ? "(not proven: no search finished in \(think) s)"
      : "(not proven: it saw \(horizon) \(horizon == 1 ? "ply" : "plies") ahead in \(think) s)"
  }

  /// The engine's move, and the plies its search saw when the move is not proven. The
  /// perfect level searches within ``think`` seconds; the others as they do.
  private mutating func chooseMove(using generator: inout SeededGenerator) throws(TicTacToeError)
    -> (cell: Int, horizon: Int?)?
  {
    try level.chooseMove(
      in: game.position, searcher: &searcher, using: &generator, within: .seconds(think))
  }

  /// A line as the board shows it: `1-5-9` by its cells, or under gravity, where the board
  /// numbers columns, `in columns 1-2-3` (`in column 2` for one going up a column).
  private func lineWords(_ line: Bitboard) -> String {
    guard gravity else { return line.map { String($0 + 1) }.joined(separator: "-") }
    let columns = geometry.columns(of: line).map { String($0 + 1) }
    return "in column\(columns.count > 1 ? "s" : "") " + columns.joined(separator: "-")
  }

  private func show() {
    let line = game.position.winningLine ?? .empty
    let position = game.position
    let drawing = position.drawing { symbol, cell in
      guard Terminal.isStyled else { return symbol + (line.contains(cell) ? "*" : " ") }
      // X blue and O red, as on the page of `ai serve`.
      let piece = position.x.contains(cell) ? "34" : position.o.contains(cell) ? "31" : "2"
      let emphasis = line.contains(cell) ? "1;7;" : ""
      return "\u{1B}[\(emphasis)\(piece)m\(symbol)\u{1B}[0m "
    }
    say("\n\(drawing)\n")
  }

  private func leave(_ why: String?, status: Int32) -> Int32 {
    if let why { say("\n\(why)") }
    say("resume with: \(resumeCommand.escaped())")
    if Console.outputFailure() != nil {
      // Nobody reads stdout (a full pipe, say): the resume command goes where it can be.
      Console.writeError("ai: \(why ?? "stopped"): resume with: \(resumeCommand.escaped())\n")
    }
    return status
  }
}
