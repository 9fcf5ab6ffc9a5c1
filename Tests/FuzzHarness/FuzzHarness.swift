@_spi(Fuzzing) import AICommandLine
@_spi(Bytes) import TicTacToe
import TicTacToeTools

/// Feeds arbitrary bytes to everything in `ai` that reads user text, trapping (as
/// libFuzzer wants) on a broken rule: bad text is refused with an error, and `ai` exits 0
/// exactly when the engine accepts the text.
///
/// The first byte picks the ``Reader`` (modulo 6; perft's depth is the rest divided by 6,
/// modulo 8); the low five bits of the next three give `--rows`, `--cols` and `--k` (0 for
/// none), the top three of the first the ``readSizes`` index; the rest is the text.
public enum FuzzHarness {
  /// Positions with more empty cells are not searched, so one input stays fast.
  static let searchLimit = 10
  /// Bytes per read of the line reader or a connection: the real size, sizes that cut
  /// anywhere, and sizes either side of the line limit.
  static let readSizes = [1 << 16, 1, 2, 3, 7, 4095, 4097, 8192]
  /// The searchers of the shapes met, kept (libFuzzer runs one input at a time).
  nonisolated(unsafe) static var searchers = SearcherPool(budget: 128 << 20)

  /// The part of `ai` an input exercises (a command line's arguments end at zero bytes).
  public enum Reader: String, CaseIterable, Sendable {
    case board, commandLine, play, batch, perft, request
  }

  /// Runs one input, trapping on a broken rule; returns its reader (nil when empty) and
  /// the exit status `ai` gives each text (each batch line not blank, each request head).
  public static func replay(_ bytes: [UInt8]) -> (reader: Reader?, statuses: [Int32]) {
    guard let mode = bytes.first else { return (nil, []) }
    let option = { (index: Int) in
      bytes.count > index && bytes[index] & 0x1F > 0 ? Int(bytes[index] & 0x1F) : nil
    }
    let shape = Shape(rows: option(1), columns: option(2), k: option(3))
    let readSize = readSizes[Int(bytes.dropFirst().first ?? 0) >> 5]
    let text = Array(bytes.dropFirst(4))
    let string = String(decoding: text, as: UTF8.self)
    let reader = Reader.allCases[Int(mode % 6)]
    switch reader {
    case .board: return (reader, [board(string, shape)])
    case .commandLine:
      let arguments = bytes.dropFirst().split(separator: 0, omittingEmptySubsequences: false)
      let status = Tool.check(arguments.map { String(decoding: $0, as: UTF8.self) })
      precondition([0, 64, 65].contains(status), "exit status \(status)")
      return (reader, [status])
    case .play: return (reader, [play(text, shape, readSize: readSize)])
    case .batch: return (reader, batch(text, shape, readSize: readSize))
    case .perft:
      return (reader, [perft(string, shape, depth: Int(mode / 6) % 8)])
    case .request: return (reader, requests(text, pieceSize: readSize))
    }
  }

  /// The options `--rows`, `--cols` and `--k` of one input, each possibly absent.
  struct Shape {
    let rows: Int?, columns: Int?, k: Int?

    var arguments: [String] {
      [("rows", rows), ("cols", columns), ("k", k)].compactMap { name, value in
        value.map { "--\(name)=\($0)" }
      }
    }

    /// `text` read as a board with these options, if the engine reads it.
    func position(_ text: String) -> Position? {
      try? Position(notation: text, rows: rows, columns: columns, k: k)
    }
  }

  /// A board: refused, or read, written back the same and searched; returns the status
  /// of `ai perft 0 --from=BOARD`.
  static func board(_ text: String, _ shape: Shape) -> Int32 {
    let status = Tool.check(["perft", "0", "--from=\(text)"] + shape.arguments)
    let read = shape.position(text)
    precondition(
      (read != nil) == (status == 0),
      "ai exits \(status) for a board the engine \(read == nil ? "refuses" : "reads")")
    guard let position = read else { return status }
    let geometry = position.geometry
    let again = Shape(rows: geometry.rows, columns: geometry.columns, k: geometry.k)
    precondition(again.position(position.notation) == position, "the notation does not read back")
    guard position.emptyCells.count <= searchLimit else { return status }
    let analysis = searchers.withSearcher(for: geometry) { try! $0.analyze(position) }
    precondition(
      analysis.bestMoves.allSatisfy(position.legalMoves.contains), "a best move is illegal")
    precondition(
      (analysis.evaluation == nil) == position.status.isOver, "a value for a finished game")
    _ = analysis.json + analysis.report
    return status
  }

  /// Lines typed in `ai play` on the options' board (else 3x3): read by the line reader,
  /// then played by the real session, perfect on at most ``searchLimit`` cells (else
  /// ahead-2, hints dropped); returns the status of `ai play` with the options.
  static func play(_ bytes: [UInt8], _ shape: Shape, readSize: Int) -> Int32 {
    let lines = readLines(
      bytes, readSize: readSize, matches: { $0 == String(decoding: $1, as: UTF8.self) },
      next: { $0.nextLine(inGame: true) { String(decoding: $0, as: UTF8.self) } })
    let status = Tool.check(["play"] + shape.arguments)
    let given = try? Geometry(rows: shape.rows ?? 3, columns: shape.columns ?? 3, k: shape.k)
    precondition(
      (given != nil) == (status == 0),
      "ai play exits \(status) for options that \(given == nil ? "make no" : "make a") board")
    let geometry = given ?? .ticTacToe
    let small = geometry.cellCount <= searchLimit
    let kept = small ? lines : lines.filter { $0.map(PlayerCommand.init) != .hint }
    let fed =
      kept.count == lines.count ? bytes : Array(kept.map { ($0 ?? "") + "\n" }.joined().utf8)
    var input = LineReader(bytes: fed, chunkSize: readSize)
    var (transcript, prompts) = ("", 0)
    var session = PlaySession(
      human: .x, level: small ? .perfect : .lookAhead(2), game: Game(geometry: geometry), seed: 1,
      searcher: searchers.take(geometry, admitting: { _, _ in }), echoes: true
    ) { text, endsLine in
      transcript += endsLine ? text + "\n" : text
      if !endsLine && text.hasSuffix("> ") { prompts += 1 }
    }
    let played = session.run(&input)
    searchers.put(session.searcher)
    precondition(played == 0, "a sitting fed lines exits \(played)")
    let game = session.game.position
    precondition(
      (try? Position(geometry: geometry, x: game.x, o: game.o)) != nil, "illegal game")
    // One prompt per line typed, and one the input's end answers, unless a q came first.
    let ended = transcript.hasSuffix("> \nBye.\n") || transcript.contains("\nend of input\nresume")
    let quit = kept.indices.contains(prompts - 1) ? kept[prompts - 1] : nil
    precondition(
      ended
        ? prompts == kept.count + 1 : quit.map { PlayerCommand(parsing: $0) == .quit } == true,
      "\(prompts) prompts for \(kept.count) lines")
    return status
  }

  /// `ai perft` below a board: the walk, the divide and the hashed count agreeing, or
  /// refused; returns its status.
  static func perft(_ text: String, _ shape: Shape, depth asked: Int) -> Int32 {
    let status = Tool.check(["perft", String(asked), "--from=\(text)"] + shape.arguments)
    guard let position = shape.position(text) else {
      precondition(status != 0, "ai perft counts below a board the engine refuses")
      return status
    }
    // The deepest depth asked with at most 5,000 leaves; one past the game's end is kept.
    let empties = position.emptyCells.count
    let depth = (0...asked).last { (0..<$0).reduce(1) { $0 * max(empties - $1, 1) } <= 5_000 }!
    var counter = PerftCounter(geometry: position.geometry)
    guard let walked = try? counter.count(from: position, depth: depth) else {
      precondition(depth > 0 && (position.status.isOver || depth > empties), "a count refused")
      precondition(status != 0, "ai perft exits 0 where the engine refuses to count")
      return status
    }
    precondition(status == 0, "ai perft exits \(status) where the engine counts")
    precondition(
      walked.layers.allSatisfy { $0.xWins + $0.oWins + $0.draws <= $0.perft },
      "more games than nodes")
    if depth > 0 {
      let division = try! counter.count(from: position, depth: depth, divide: true).divide!
      precondition(division.reduce(0) { $0 + $1.perft } == walked.perft, "divide disagrees")
    }
    if position.geometry.cellCount <= 13 {  // so that an input stays quick
      let hashed = try! counter.count(from: position, depth: depth, method: .hashed)
      precondition(hashed.layers.map(\.perft) == walked.layers.map(\.perft), "hashed disagrees")
    }
    return status
  }

  /// A batch's lines, as `ai best -` reads them, read alike from bytes and from text;
  /// returns ``board(_:_:)``'s status for each line not blank.
  static func batch(_ bytes: [UInt8], _ shape: Shape, readSize: Int) -> [Int32] {
    let lines = readLines(
      bytes, readSize: readSize, matches: { $0.text.elementsEqual($1) },
      next: {
        $0.nextLine { text in
          let position = try? Position(
            notation: text, rows: shape.rows, columns: shape.columns, k: shape.k)
          return (text: Array(text), position: position)
        }
      })
    return lines.compactMap { line in
      guard let line, !line.text.withUnsafeBytes(Position.isBlank(notation:)) else {
        return nil
      }
      let text = String(decoding: line.text, as: UTF8.self)
      precondition(
        shape.position(text) == line.position,
        "the reading of a line disagrees with that of its text")
      return board(text, shape)
    }
  }

  /// Each line of `bytes` as `next` reads it with `readSize` bytes a read, checked to
  /// `match` the line split at newlines (without a final CR); nil for one over the limit.
  static func readLines<Line>(
    _ bytes: [UInt8], readSize: Int, matches: (Line, ArraySlice<UInt8>) -> Bool,
    next: (inout LineReader) -> LineReader.Read<Line>
  ) -> [Line?] {
    var expected = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    if expected.last?.isEmpty == true { expected.removeLast() }
    var reader = LineReader(bytes: bytes, chunkSize: readSize)
    let lines = expected.enumerated().map { index, line -> Line? in
      let line = line.last == UInt8(ascii: "\r") ? line.dropLast() : line
      let read = next(&reader)
      precondition(reader.lineNumber == index + 1, "line \(index + 1) read as \(reader.lineNumber)")
      switch read {
      case .line(let read):
        precondition(line.count <= LineReader.lengthLimit, "a line over the limit was read")
        precondition(matches(read, line), "line \(index + 1) read wrong")
        return read
      case .tooLong(let excerpt):
        precondition(line.count > LineReader.lengthLimit, "a line within the limit refused")
        let length = LineReader.excerptLength
        precondition(
          (length - 3...length).contains {
            String(decoding: line.prefix($0), as: UTF8.self) == excerpt
          }, "the excerpt of line \(index + 1) is wrong")
        return nil
      case .end, .interrupted:
        preconditionFailure("the input ended before line \(index + 1)")
      }
    }
    let end = { if case .end = next(&reader) { true } else { false } }()
    precondition(end && reader.failure == nil, "lines after the last")
    return lines
  }
}
