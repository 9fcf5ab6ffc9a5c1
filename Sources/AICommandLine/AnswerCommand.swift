import TicTacToe

/// `ai best` and `ai analyze`: read a board (or one per line of stdin), analyse it,
/// print the answer as text or JSON.
struct AnswerCommand {
  /// Which answer to print.
  enum Kind: String {
    /// The best moves and their value, on one line.
    case best
    /// The board, every move with its value, the principal variation.
    case analyze
  }

  let kind: Kind
  let board: String
  let options: BoardOptions
  let json: Bool

  /// Reads the command line of `ai best` or `ai analyze`, after the command's name.
  init(_ kind: Kind, arguments: Arguments) throws(CLIError) {
    self.kind = kind
    options = try BoardOptions(arguments)
    json = arguments.flags.contains("json")
    switch arguments.positionals.count {
    case 0:
      throw .usage(
        "'ai \(kind.rawValue)' needs a board, such as 'ai \(kind.rawValue) X.O/.X./..O', "
          + "or - to read boards from stdin")
    case 1:
      board = arguments.positionals[0]
    default:
      throw .usage(
        "'ai \(kind.rawValue)' takes one board but got \(arguments.positionals.count) "
          + "arguments; to answer many boards, put one per line on stdin and pass -")
    }
  }

  /// Answers the board, or every line of stdin for `-`.
  ///
  /// A batch reads each line's bytes where they lie, reads a plainly written board
  /// (``Position/plainPieces(in:rows:columns:k:)``) without making a string, answers it
  /// with the warm searcher of its geometry and writes the answer straight into the
  /// output buffer; any other line takes the path of a single board, errors included.
  ///
  /// - Returns: The exit status: 0, or 65 when a line of a batch was bad.
  /// - Throws: ``CLIError`` for a bad single board, or when stdin cannot be read.
  func run() throws(CLIError) -> Int32 {
    var searchers = Searchers()
    guard board == "-" else {
      answer(try options.position(board), batch: false, searchers: &searchers)
      return ExitStatus.success
    }
    var status = ExitStatus.success
    var input = LineReader()
    var number = 0
    while case .line = input.nextLine({ bytes in
      number += 1
      if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { return }
      if let (geometry, x, o) = Position.plainPieces(
        in: bytes, rows: options.rows, columns: options.columns, k: options.k),
        let position = try? searchers.position(geometry: geometry, x: x, o: o)
      {
        answer(position, batch: true, searchers: &searchers)
        return
      }
      let line = String(decoding: bytes, as: UTF8.self)
      do throws(CLIError) {
        answer(try options.position(line), batch: true, searchers: &searchers)
      } catch {
        status = ExitStatus.data
        if json {
          Console.out(
            JSONValue.object([("input", .string(line)), ("error", .string(error.message))]).text)
        }
        Console.error("line \(number): \(error.message)")
      }
    }) {
      // Stop when nobody can read the answers; Tool.run reports why.
      if Console.outputHasFailed { return ExitStatus.ioError }
    }
    if let failure = input.failure { throw .io(failure) }
    return status
  }

  /// Writes the text or JSON answer for `position` to stdout; in a batch, `best`'s line
  /// starts with the board and `analyze`'s report ends with a blank line.
  private func answer(_ position: Position, batch: Bool, searchers: inout Searchers) {
    switch (kind, json) {
    case (.best, false):
      let (status, evaluation, cells) = searchers.bestMoves(position)
      let summary = BestMovesSummary(
        position: position, status: status, evaluation: evaluation, cells: cells)
      Console.out { summary.write(to: &$0, withBoard: batch) }
    case (_, true):
      let analysis = searchers.analyze(position)
      Console.out { analysis.writeJSON(to: &$0) }
    case (.analyze, false):
      let report = Analysis(searchers.analyze(position)).report
      Console.out(batch ? report + "\n" : report)
    }
  }
}

/// One searcher per geometry met, so a batch of boards reuses their tables (never
/// cleared: their entries stay true). The one used last is found by comparing three
/// numbers, without hashing.
struct Searchers {
  /// The searchers made so far, one per geometry.
  private var searchers: [Searcher] = []
  /// The index of the one used last.
  private var last = 0

  /// The position of `geometry` with X's pieces `x` and O's `o`, checked with the lookups
  /// of that geometry's searcher.
  ///
  /// - Throws: ``TicTacToeError`` when no game reaches the pieces.
  mutating func position(geometry: Geometry, x: Bitboard, o: Bitboard) throws(TicTacToeError)
    -> Position
  {
    try Self.position(x: x, o: o, with: &searchers[index(of: geometry)])
  }

  /// `searcher.position(x: x, o: o)`, with the searcher accessed in place.
  private static func position(x: Bitboard, o: Bitboard, with searcher: inout Searcher)
    throws(TicTacToeError) -> Position
  {
    try searcher.position(x: x, o: o)
  }

  /// Analyses `position` with the searcher for its geometry.
  mutating func analyze(_ position: Position) -> CompactAnalysis {
    searchers[index(of: position.geometry)].compactAnalysis(of: position)
  }

  /// Where the game stands on `position`, its value and its best moves, with the
  /// searcher for its geometry.
  mutating func bestMoves(_ position: Position) -> (
    status: GameStatus, evaluation: Evaluation?, cells: Bitboard
  ) {
    let index = index(of: position.geometry)
    let (evaluation, cells) = searchers[index].bestMoveSet(position)
    // Only a finished game needs its status looked up.
    let status = evaluation == nil ? Self.status(of: position, with: &searchers[index]) : .ongoing
    return (status, evaluation, cells)
  }

  /// `searcher.status(of: position)`, with the searcher accessed in place rather than
  /// copied out of the array (a copy retains and releases its tables).
  private static func status(of position: Position, with searcher: inout Searcher) -> GameStatus {
    searcher.status(of: position)
  }

  /// The index of the searcher for `geometry`, made on first use.
  private mutating func index(of geometry: Geometry) -> Int {
    if last < searchers.count && searchers[last].geometry == geometry { return last }
    if let found = searchers.firstIndex(where: { $0.geometry == geometry }) {
      last = found
    } else {
      searchers.append(Searcher(geometry: geometry))
      last = searchers.count - 1
    }
    return last
  }
}
