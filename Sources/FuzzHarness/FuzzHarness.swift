import AICommandLine
import TicTacToe

/// Feeds arbitrary bytes to everything in `ai` that reads user text: board strings with
/// geometry options, whole command lines, moves typed in a game, and lines of a batch.
///
/// The first byte picks the reader (its value modulo 5; for perft, the depth is the rest
/// of it divided by 5, modulo 8); the next three give `--rows`, `--cols` and `--k`
/// (0 for none) where a reader takes them; the rest is the text. A broken rule traps,
/// which is what libFuzzer looks for: the readers must refuse bad text with an error,
/// never crash, and what they accept must behave. Each reader also checks its text as
/// `ai`'s command line does and requires the two to agree: `ai` exits 0 exactly when
/// the engine accepts the text.
public enum FuzzHarness {
  /// Boards with more empty cells than this are read but not searched, so that one
  /// input stays fast.
  static let searchLimit = 9

  /// Boards with more cells than this are never searched: a searcher's table has
  /// 3^cells entries: 19,683 for 3x3, but 43 MB for 16 cells, which would starve the
  /// fuzzer if allocated per input.
  static let searchedCells = 9

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
    /// command line (``Tool/check(_:)``): 0, 64 (usage) or 65 (bad data). One for a
    /// board (read as `ai perft 0 --from=BOARD`, which reads its board when its arguments
    /// are checked), a command line, a game (`ai play` with the options) and a perft
    /// (`ai perft DEPTH --from=BOARD`); one per line of a batch that is not blank.
    public var statuses: [Int32] = []
  }

  /// Runs one input; a broken rule traps. libFuzzer's entry point calls this.
  public static func run(_ bytes: [UInt8]) {
    _ = replay(bytes)
  }

  /// Runs one input, as ``run(_:)`` does, and returns the exit statuses `ai` gives it.
  public static func replay(_ bytes: [UInt8]) -> Replay {
    guard let mode = bytes.first else { return Replay(reader: nil) }
    let options = bytes.dropFirst().prefix(3).map { Int($0 & 0x1F) }
    let (rows, columns, k) = (
      options.count > 0 && options[0] > 0 ? options[0] : nil,
      options.count > 1 && options[1] > 0 ? options[1] : nil,
      options.count > 2 && options[2] > 0 ? options[2] : nil
    )
    let shape = Shape(rows: rows, columns: columns, k: k)
    let text = String(decoding: bytes.dropFirst(4), as: UTF8.self)
    switch mode % 5 {
    case 0:
      return Replay(reader: .board, statuses: [board(text, shape)])
    case 1:
      return Replay(reader: .commandLine, statuses: [commandLine(Array(bytes.dropFirst()))])
    case 2:
      return Replay(reader: .play, statuses: [play(lines(bytes.dropFirst(4)), shape)])
    case 3:
      return Replay(reader: .batch, statuses: batch(lines(bytes.dropFirst(4)), shape))
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

  /// The lines of `bytes` as `ai` reads them from stdin: split at each newline byte,
  /// without a final carriage return; no empty line after a final newline.
  static func lines(_ bytes: ArraySlice<UInt8>) -> [String] {
    var pieces = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    if pieces.last?.isEmpty == true { pieces.removeLast() }
    return pieces.map { piece in
      String(
        decoding: piece.last == UInt8(ascii: "\r") ? piece.dropLast() : piece, as: UTF8.self)
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
    guard position.emptyCells.count <= searchLimit, geometry.cellCount <= searchedCells else {
      return status
    }
    var searcher = Searcher(geometry: geometry)
    let analysis = searcher.analyze(position)
    precondition(
      analysis.bestMoves.allSatisfy(position.legalMoves.contains), "a best move is illegal")
    precondition(
      (analysis.evaluation == nil) == position.status.isOver, "a value for a finished game")
    _ = analysis.json.text + analysis.report
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
  static func play(_ lines: [String], _ shape: Shape) -> Int32 {
    let status = Tool.check(["play"] + shape.arguments)
    let given = try? Geometry(rows: shape.rows ?? 3, columns: shape.columns ?? 3, k: shape.k)
    precondition(
      (given != nil) == (status == 0),
      "ai play exits \(status) for options that \(given == nil ? "make no" : "make a") board")
    let geometry = given ?? .ticTacToe
    var game = Game(geometry: geometry)
    var searcher = geometry.cellCount <= searchedCells ? Searcher(geometry: geometry) : nil
    var generator = SeededGenerator(seed: 1)
    for line in lines {
      if game.isOver { game = Game(geometry: geometry) }
      let human = game.currentPlayer!
      let small = searcher != nil && game.position.emptyCells.count <= searchLimit
      switch PlayerCommand(parsing: line) {
      case .move(let number):
        guard (try? game.play(number &- 1, as: human)) != nil else { continue }
        if let engine = game.currentPlayer, engine != human {
          if small, var engineSearcher = searcher {
            try! game.play(
              Level.perfect.move(in: game.position, searcher: &engineSearcher, using: &generator)!)
            searcher = engineSearcher
          } else {
            try! game.play(Array(game.position.legalMoves).randomElement(using: &generator)!)
          }
        }
      case .undo:
        game.undoTurn(of: human)
      case .hint where small:
        precondition(!searcher!.bestMoves(game.position).cells.isEmpty, "no hint")
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
    let small = position.geometry.cellCount <= searchedCells
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
      let division = try! counter.divide(from: position, depth: depth)
      precondition(division.reduce(0) { $0 + $1.perft } == walked.perft, "divide disagrees")
    }
    if small {
      let hashed = try! counter.count(from: position, depth: depth, method: .hashed)
      precondition(hashed.layers.map(\.perft) == walked.layers.map(\.perft), "hashed disagrees")
    }
    return status
  }

  /// Lines of a batch, as `ai best -` reads them: each one that is not blank a board,
  /// read and (when small) answered on its own.
  ///
  /// - Returns: The status of each board, as ``board(_:_:)`` gives it.
  static func batch(_ lines: [String], _ shape: Shape) -> [Int32] {
    lines.filter { !$0.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" } }.map {
      board($0, shape)
    }
  }
}
