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
  /// - Returns: The exit status: 0, or 65 when a line of a batch was bad.
  /// - Throws: ``CLIError`` for a bad single board, or when stdin cannot be read.
  func run() throws(CLIError) -> Int32 {
    var searchers = Searchers()
    guard board == "-" else {
      Console.out(answer(searchers.analyze(try options.position(board)), batch: false))
      return ExitStatus.success
    }
    var status = ExitStatus.success
    var input = LineReader()
    var number = 0
    while case .text(let line) = input.next() {
      number += 1
      if line.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) { continue }
      do throws(CLIError) {
        Console.out(answer(searchers.analyze(try options.position(line)), batch: true))
      } catch {
        status = ExitStatus.data
        if json {
          Console.out(
            JSONValue.object([("input", .string(line)), ("error", .string(error.message))]).text)
        }
        Console.error("line \(number): \(error.message)")
      }
      // Stop when nobody can read the answers; Tool.run reports why.
      if Console.outputHasFailed { return ExitStatus.ioError }
    }
    if let failure = input.failure { throw .io(failure) }
    return status
  }

  /// The text or JSON answer for one analysed board.
  private func answer(_ analysis: Analysis, batch: Bool) -> String {
    if json { return analysis.json.text }
    switch kind {
    case .best:
      return batch ? "\(analysis.position.boardNotation)  \(analysis.summary)" : analysis.summary
    case .analyze: return batch ? analysis.report + "\n" : analysis.report
    }
  }
}

/// One searcher per geometry met, so a batch of boards reuses their tables.
struct Searchers {
  private var byGeometry: [Geometry: Searcher] = [:]

  /// Analyses `position` with the searcher for its geometry.
  mutating func analyze(_ position: Position) -> Analysis {
    byGeometry[position.geometry, default: Searcher(geometry: position.geometry)].analyze(position)
  }
}
