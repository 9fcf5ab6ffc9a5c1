@_spi(Fuzzing) import AICommandLine
import TicTacToe

/// Feeds arbitrary bytes to everything in `ai` that reads user text: board strings with
/// geometry options, whole command lines, moves typed in a game, and lines of a batch,
/// the last two through `ai`'s own line reader.
///
/// The first byte picks the reader (its value modulo 5; for perft, the depth is the rest
/// of it divided by 5, modulo 8); the next three give `--rows`, `--cols` and `--k` in
/// their low five bits (0 for none) where a reader takes them, and the top three bits of
/// the first of them how many bytes each read of the line reader takes (see
/// ``readSizes``); the rest is the text. A broken rule traps, which is what libFuzzer
/// looks for: the readers must refuse bad text with an error, never crash, and what they
/// accept must behave. Each reader also checks its text as `ai`'s command line does and
/// requires the two to agree: `ai` exits 0 exactly when the engine accepts the text.
///
/// Boards of every shape are searched; the work per input is capped by the empty cells a
/// searched position may have (``searchLimit``), and the searchers' tables are kept
/// from one input to the next (``Warm``), as a batch keeps them.
public enum FuzzHarness {
  /// Positions with more empty cells than this are read but not searched, so that one
  /// input stays fast: a search visits at most 3^10 positions of a warm table.
  static let searchLimit = 10

  /// How many bytes one read of the line reader takes, by the top three bits of the
  /// input's second byte: the real size first, then sizes that cut lines, line ends and
  /// characters at every place, and ones either side of the line limit.
  static let readSizes = [1 << 16, 1, 2, 3, 7, 4095, 4097, 8192]

  /// The part of `ai` that an input exercises, picked by its first byte modulo 5.
  public enum Reader: String, CaseIterable, Sendable {
    /// A board string with `--rows`, `--cols` and `--k`.
    case board
    /// A whole command line, arguments separated by zero bytes.
    case commandLine
    /// Lines typed at the prompt of `ai play`.
    case play
    /// Lines of a batch, `ai best -`: one board per line.
    case batch
    /// `ai perft` below a board.
    case perft
  }

  /// What one input did.
  public struct Replay: Hashable, Sendable {
    /// The reader the input went to; `nil` for an empty input.
    public var reader: Reader?
    /// The exit status `ai` gives each text the input holds, in order, from checking its
    /// command line (``Tool/check(_:)``): one per line of a batch that is not blank, else
    /// one.
    public var statuses: [Int32] = []
  }

  /// Runs one input, trapping on a broken rule, and returns the exit statuses `ai` gives it.
  public static func replay(_ bytes: [UInt8]) -> Replay {
    guard let mode = bytes.first else { return Replay(reader: nil) }
    let option = { (index: Int) in
      bytes.count > index && bytes[index] & 0x1F > 0 ? Int(bytes[index] & 0x1F) : nil
    }
    let shape = Shape(rows: option(1), columns: option(2), k: option(3))
    let readSize = readSizes[Int(bytes.dropFirst().first ?? 0) >> 5]
    let text = String(decoding: bytes.dropFirst(4), as: UTF8.self)
    switch mode % 5 {
    case 0:
      return Replay(reader: .board, statuses: [board(text, shape)])
    case 1:
      return Replay(reader: .commandLine, statuses: [commandLine(Array(bytes.dropFirst()))])
    case 2:
      let lines = read(Array(bytes.dropFirst(4)), readSize: readSize)
      return Replay(reader: .play, statuses: [play(lines, shape)])
    case 3:
      let statuses = batch(Array(bytes.dropFirst(4)), shape, readSize: readSize)
      return Replay(reader: .batch, statuses: statuses)
    default:
      let depth = Int(mode / 5) % 8
      return Replay(reader: .perft, statuses: [perft(text, shape, depth: depth)])
    }
  }

  /// The options `--rows`, `--cols` and `--k` of one input, each possibly absent.
  struct Shape {
    let rows: Int?
    let columns: Int?
    let k: Int?

    /// The options as `ai` takes them.
    var arguments: [String] {
      [("rows", rows), ("cols", columns), ("k", k)].compactMap { name, value in
        value.map { "--\(name)=\($0)" }
      }
    }
  }

  /// A board string: refused with an error, or read, written back the same, searched.
  ///
  /// - Returns: The status of `ai perft 0 --from=BOARD` with the options: 0 exactly when
  ///   the board was read.
  static func board(_ text: String, _ shape: Shape) -> Int32 {
    let status = Tool.check(["perft", "0", "--from=\(text)"] + shape.arguments)
    let read = try? Position(notation: text, rows: shape.rows, columns: shape.columns, k: shape.k)
    precondition(
      (read != nil) == (status == 0),
      "ai exits \(status) for a board the engine \(read == nil ? "refuses" : "reads")")
    guard let position = read else { return status }
    let geometry = position.geometry
    let again = try? Position(
      notation: position.notation, rows: geometry.rows, columns: geometry.columns, k: geometry.k)
    precondition(again == position, "the notation does not read back")
    guard position.emptyCells.count <= searchLimit else { return status }
    let analysis = Warm.searchers.withSearcher(for: geometry) { $0.analyze(position) }
    precondition(
      analysis.bestMoves.allSatisfy(position.legalMoves.contains), "a best move is illegal")
    precondition(
      (analysis.evaluation == nil) == position.status.isOver, "a value for a finished game")
    _ = analysis.json + analysis.report
    return status
  }

  /// A command line, arguments separated by zero bytes: `ai` accepts it or refuses it
  /// with a usage (64) or data (65) error.
  ///
  /// - Returns: The status.
  static func commandLine(_ bytes: [UInt8]) -> Int32 {
    let arguments = bytes.split(separator: 0, omittingEmptySubsequences: false).map {
      String(decoding: $0, as: UTF8.self)
    }
    let status = Tool.check(arguments)
    precondition([0, 64, 65].contains(status), "exit status \(status)")
    return status
  }

  /// Lines typed at the prompt of a game against the engine, one per line, on the
  /// board the options give (3x3 when they give none that `ai play` takes).
  ///
  /// - Returns: The status of `ai play` with the options: 0 exactly when they make a
  ///   board.
  static func play(_ lines: [String?], _ shape: Shape) -> Int32 {
    let status = Tool.check(["play"] + shape.arguments)
    let given = try? Geometry(rows: shape.rows ?? 3, columns: shape.columns ?? 3, k: shape.k)
    precondition(
      (given != nil) == (status == 0),
      "ai play exits \(status) for options that \(given == nil ? "make no" : "make a") board")
    let geometry = given ?? .ticTacToe
    var game = Game(geometry: geometry)
    var generator = SeededGenerator(seed: 1)
    for case let line? in lines {
      if game.isOver { game = Game(geometry: geometry) }
      let human = game.currentPlayer!
      let small = game.position.emptyCells.count <= searchLimit
      switch PlayerCommand(parsing: line) {
      case .move(let number):
        guard (try? game.play(number &- 1, as: human)) != nil else { continue }
        if let engine = game.currentPlayer, engine != human {
          let position = game.position
          let move =
            small
            ? Warm.searchers.withSearcher(for: geometry) {
              Level.perfect.move(in: position, searcher: &$0, using: &generator)!
            } : Array(position.legalMoves).randomElement(using: &generator)!
          try! game.play(move)
        }
      case .undo:
        game.undoTurn(of: human)
      case .hint where small:
        let position = game.position
        precondition(
          Warm.searchers.withSearcher(for: geometry) { !$0.bestMoves(position).bestMoves.isEmpty },
          "no hint")
      case .hint, .help, .blank, .unknown, .quit:
        break
      }
      precondition(
        (try? Position(geometry: geometry, x: game.position.x, o: game.position.o)) != nil,
        "illegal game")
    }
    return status
  }

  /// `ai perft` below a board read from text: counted or refused, never a trap, and
  /// the divide, the walk and the hashed count agree.
  ///
  /// - Returns: The status of `ai perft DEPTH --from=BOARD` with the options: 0 exactly
  ///   when the engine counts the tree.
  static func perft(_ text: String, _ shape: Shape, depth asked: Int) -> Int32 {
    let status = Tool.check(["perft", String(asked), "--from=\(text)"] + shape.arguments)
    guard
      let position = try? Position(
        notation: text, rows: shape.rows, columns: shape.columns, k: shape.k)
    else {
      precondition(status != 0, "ai perft counts below a board the engine refuses")
      return status
    }
    // The hashed count's table has 3^cells entries of 8 bytes: 12.8 MB at 13 cells,
    // 344 MB at 16, too much to make per input; it is kept per shape up to 13 cells.
    let hashable = position.geometry.cellCount <= 13
    // The deepest depth up to the one asked for whose tree has at most 5,000 leaves, so
    // one input costs microseconds: 4 from the empty 3x3 board, 3 from the empty 4x4.
    // A depth past the end of the game is never cut (its tree is small), so it is
    // refused as `ai` refuses it.
    let empties = position.emptyCells.count
    var depth = asked
    var leaves = 1
    for ply in 0..<depth {
      leaves *= max(empties - ply, 1)
      if leaves > 5_000 {
        depth = ply
        break
      }
    }
    var counter = PerftCounter(geometry: position.geometry)
    guard let walked = try? counter.count(from: position, depth: depth) else {
      precondition(
        depth > 0 && (position.status.isOver || depth > empties),
        "a count refused")
      precondition(status != 0, "ai perft exits 0 where the engine refuses to count")
      return status
    }
    precondition(status == 0, "ai perft exits \(status) where the engine counts")
    for layer in walked.layers {
      precondition(layer.xWins + layer.oWins + layer.draws <= layer.perft, "more games than nodes")
    }
    if depth > 0 {
      let division = try! counter.count(from: position, depth: depth, divide: true).divide!
      precondition(division.reduce(0) { $0 + $1.perft } == walked.perft, "divide disagrees")
    }
    if hashable {
      let hashed = Warm.counter(for: position.geometry) {
        try! $0.count(from: position, depth: depth, method: .hashed)
      }
      precondition(hashed.layers.map(\.perft) == walked.layers.map(\.perft), "hashed disagrees")
    }
    return status
  }

  /// Lines of a batch, as `ai best -` reads them, checked against ``lines(_:)``; each
  /// board read from its bytes and from its text, which must agree.
  ///
  /// - Returns: The status of each board, as ``board(_:_:)`` gives it.
  static func batch(_ bytes: [UInt8], _ shape: Shape, readSize: Int) -> [Int32] {
    let expected = lines(bytes[...])
    var reader = LineReader(bytes: bytes, chunkSize: readSize)
    var statuses: [Int32] = []
    for (index, line) in expected.enumerated() {
      let read = reader.nextLine { text in
        let fast = try? Position(
          notation: text, rows: shape.rows, columns: shape.columns, k: shape.k)
        return (Array(text), fast)
      }
      switch read {
      case .line(let (text, fast)):
        check(.line(text), number: index + 1, reader: reader, expected: line)
        if text.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { continue }
        let string = String(decoding: text, as: UTF8.self)
        let full = try? Position(
          notation: string, rows: shape.rows, columns: shape.columns, k: shape.k)
        precondition(full == fast, "the reading of a line disagrees with that of its text")
        statuses.append(board(string, shape))
      case .tooLong(let excerpt):
        check(.tooLong(excerpt: excerpt), number: index + 1, reader: reader, expected: line)
      case .end:
        preconditionFailure("the input ended before line \(index + 1)")
      }
    }
    precondition(
      { if case .end = reader.nextLine({ _ in () }) { true } else { false } }(),
      "lines after the last")
    return statuses
  }
}
