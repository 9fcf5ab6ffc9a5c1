import TicTacToe

/// One sitting of `ai play`: games against the engine, read line by line.
struct PlaySession {
  let human: Player
  let level: Level
  let start: Position
  var generator: SeededGenerator
  let styled: Bool
  /// Whether to echo the lines read (stdin is not a terminal).
  let echoes: Bool
  var game: Game
  var searcher: Searcher

  init(
    human: Player, level: Level, start: Position, generator: SeededGenerator, styled: Bool,
    echoes: Bool
  ) {
    self.human = human
    self.echoes = echoes
    self.level = level
    self.start = start
    self.generator = generator
    self.styled = styled
    game = Game(from: start)
    searcher = Searcher(geometry: start.geometry)
  }

  /// The cells people type: 1 to the cell count.
  var cellRange: String { "1 to \(start.geometry.cellCount)" }

  /// Plays games until the end; returns the exit status: 0, 128 + the signal after a stop
  /// signal (130 after Ctrl-C), 74 when stdin cannot be read.
  ///
  /// When stdin is not a terminal, each line read is echoed after its prompt, so a
  /// transcript reads like the game as typed.
  mutating func run(_ input: inout LineReader) -> Int32 {
    say(
      "You are \(human), the engine is \(human.opponent) (\(level)). "
        + "Type a cell number (\(cellRange)); ? for help.")
    while true {
      game = Game(from: start)
      show()
      engineMoves()
      while !game.isOver {
        prompt("\(human) to move> ")
        switch input.next() {
        case .end:
          if let failure = input.failure {
            Console.error(failure)
            return leave("cannot read the input", status: ExitStatus.ioError)
          }
          return leave("end of input", status: ExitStatus.success)
        case .interrupted(let signal):
          return leave(Terminal.stopReason(signal), status: 128 + signal)
        case .text(let line):
          if echoes { say(line.escapingControlCharacters) }
          if let status = handle(line) { return status }
        }
      }
      say(verdict)
      prompt("Play again? [y/n] ")
      let answer = input.next()
      if echoes, case .text(let line) = answer { say(line.escapingControlCharacters) }
      switch answer {
      case .text(let line) where ["y", "yes"].contains(line.trimmed.lowercased()):
        continue
      case .interrupted(let signal):
        say("")
        return 128 + signal
      default:
        if answer == .end { say("") }  // end the prompt's line
        say("Bye.")
        if let failure = input.failure {
          Console.error(failure)
          return ExitStatus.ioError
        }
        return ExitStatus.success
      }
    }
  }

  /// Acts on one line typed at the move prompt; returns an exit status to stop.
  private mutating func handle(_ line: String) -> Int32? {
    switch PlayerCommand(parsing: line) {
    case .quit:
      return leave(nil, status: ExitStatus.success)
    case .help:
      say(help)
    case .hint:
      let (evaluation, cells) = searcher.bestMoves(game.position)
      let moves = cells.map { String($0 + 1) }
      let listed =
        moves.count > 1 ? moves.dropLast().joined(separator: ", ") + " or " + moves.last! : moves[0]
      say("hint: \(listed) (\(evaluation!.phrase))")
    case .undo:
      guard !game.undoTurn(of: human).isEmpty else {
        say("nothing to undo: you have not moved yet")
        return nil
      }
      say("took back your last move and the engine's reply")
      show()
    case .blank:
      say("type a cell number: the empty cells are \(emptyCells); ? for help")
    case .unknown(let text):
      say(
        "'\(String(text.prefix(40)).escapingControlCharacters)' is not a move: type a cell number (\(cellRange)), or ? for help"
      )
    case .move(let number):
      do {
        try game.play(number &- 1, as: human)  // any Int: off the board is refused
      } catch {
        say(reason(error, number: number))
        return nil
      }
      if game.isOver {
        show()
      } else {
        engineMoves()
      }
    }
    return nil
  }

  /// Why a typed move was refused, in the numbers people type.
  private func reason(_ error: TicTacToeError, number: Int) -> String {
    switch error {
    case .cellOffBoard: "\(number) is off the board: the cells are \(cellRange)"
    case .cellTaken(_, let player):
      "\(number) is taken by \(player): the empty cells are \(emptyCells)"
    default: error.message
    }
  }

  /// Lets the engine move while it is its turn, showing each move.
  private mutating func engineMoves() {
    while let player = game.currentPlayer, player != human,
      let cell = level.move(in: game.position, searcher: &searcher, using: &generator),
      (try? game.play(cell)) != nil  // the engine plays only legal moves
    {
      say("\(player) plays \(cell + 1)")
      show()
    }
  }

  /// Ends the sitting mid-game, printing how to resume it.
  private func leave(_ why: String?, status: Int32) -> Int32 {
    if let why { say("\n\(why)") }
    say("resume with: \(resumeCommand)")
    return status
  }

  /// The command that resumes the current game.
  var resumeCommand: String {
    let geometry = game.geometry
    var words = ["ai", "play", "--from", game.position.boardNotation]
    if geometry.rows == 1 { words += ["--rows", "1"] }
    if geometry.k != min(geometry.rows, geometry.columns) { words += ["--k", String(geometry.k)] }
    words += ["--as", human.rawValue.lowercased(), "--level", level.name]
    return words.joined(separator: " ")
  }

  /// The empty cells, as people number them.
  private var emptyCells: String {
    game.position.emptyCells.map { String($0 + 1) }.joined(separator: " ")
  }

  /// Who won, with the line, or the draw.
  private var verdict: String {
    switch game.status {
    case .won(let player) where player == human:
      "You win! (\(lineNumbers))"
    case .won(let player):
      "\(player) wins (\(lineNumbers))."
    case .draw:
      "Draw."
    case .ongoing:
      ""
    }
  }

  /// The winning line's cells, as people number them.
  private var lineNumbers: String {
    (game.winningLine ?? .empty).map { String($0 + 1) }.joined(separator: "-")
  }

  /// The help shown for `?`.
  private var help: String {
    """
    Type the number of an empty cell to play there (\(cellRange), row by row from the top-left).
      h  hint: the best move and its value
      u  undo your last move and the engine's reply
      q  quit, printing the position so you can resume it with --from
      ?  this help
    """
  }

  /// Draws the board, the winning line marked, in colour on a terminal.
  private func show() {
    let line = game.winningLine ?? .empty
    let position = game.position
    let drawing = position.drawing { symbol, cell in
      guard styled else { return symbol + (line.contains(cell) ? "*" : " ") }
      let piece =
        position.x.contains(cell) ? "31" : position.o.contains(cell) ? "34" : "2"
      let emphasis = line.contains(cell) ? "1;7;" : ""
      return "\u{1B}[\(emphasis)\(piece)m\(symbol)\u{1B}[0m "
    }
    say("")
    say(drawing)
    say("")
  }

  private func say(_ text: String) {
    Console.out(text)
  }

  private func prompt(_ text: String) {
    Console.write(text)
  }
}
