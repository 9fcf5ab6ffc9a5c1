import AICommandLine
import TicTacToe

/// Feeds arbitrary bytes to everything in `ai` that reads user text: board strings with
/// geometry options, whole command lines, moves typed in a game, and lines of a batch.
///
/// The first byte picks the reader (its value modulo 5; for perft, the depth is the rest
/// of it divided by 5, modulo 8); the next three give `--rows`, `--cols` and `--k`
/// (0 for none) where a reader takes them; the rest is the text. A broken rule traps,
/// which is what libFuzzer looks for: the readers must refuse bad text with an error,
/// never crash, and what they accept must behave.
public enum FuzzHarness {
  /// Boards with more empty cells than this are read but not searched, so that one
  /// input stays fast.
  static let searchLimit = 9

  /// Boards with more cells than this are never searched: a searcher's table has
  /// 3^cells entries: 19,683 for 3x3, but 43 MB for 16 cells, which would starve the
  /// fuzzer if allocated per input.
  static let searchedCells = 9

  /// Runs one input.
  public static func run(_ bytes: [UInt8]) {
    guard let mode = bytes.first else { return }
    let options = bytes.dropFirst().prefix(3).map { Int($0 & 0x1F) }
    let (rows, columns, k) = (
      options.count > 0 && options[0] > 0 ? options[0] : nil,
      options.count > 1 && options[1] > 0 ? options[1] : nil,
      options.count > 2 && options[2] > 0 ? options[2] : nil
    )
    let text = String(decoding: bytes.dropFirst(4), as: UTF8.self)
    switch mode % 5 {
    case 0: board(text, rows: rows, columns: columns, k: k)
    case 1: commandLine(Array(bytes.dropFirst()))
    case 2: play(text, rows: rows, columns: columns, k: k)
    case 3: batch(text, rows: rows, columns: columns, k: k)
    default: perft(text, rows: rows, columns: columns, k: k, depth: Int(mode / 5) % 8)
    }
  }

  /// A board string: refused with an error, or read, written back the same, searched.
  static func board(_ text: String, rows: Int?, columns: Int?, k: Int?) {
    guard let position = try? Position(notation: text, rows: rows, columns: columns, k: k)
    else { return }
    let geometry = position.geometry
    let again = try? Position(
      notation: position.notation, rows: geometry.rows, columns: geometry.columns, k: geometry.k)
    precondition(again == position, "the notation does not read back")
    guard position.emptyCells.count <= searchLimit, geometry.cellCount <= searchedCells else {
      return
    }
    var searcher = Searcher(geometry: geometry)
    let analysis = searcher.analyze(position)
    precondition(
      analysis.bestMoves.allSatisfy(position.legalMoves.contains), "a best move is illegal")
    precondition(
      (analysis.evaluation == nil) == position.status.isOver, "a value for a finished game")
    _ = analysis.json.text + analysis.report
  }

  /// A command line, arguments separated by zero bytes: `ai` accepts it or refuses it
  /// with a usage (64) or data (65) error.
  static func commandLine(_ bytes: [UInt8]) {
    let arguments = bytes.split(separator: 0, omittingEmptySubsequences: false).map {
      String(decoding: $0, as: UTF8.self)
    }
    let status = Tool.check(arguments)
    precondition([0, 64, 65].contains(status), "exit status \(status)")
  }

  /// Lines typed at the prompt of a game against the engine, one per line.
  static func play(_ text: String, rows: Int?, columns: Int?, k: Int?) {
    let geometry = (try? Geometry(rows: rows ?? 3, columns: columns ?? 3, k: k)) ?? .ticTacToe
    var game = Game(geometry: geometry)
    var searcher = geometry.cellCount <= searchedCells ? Searcher(geometry: geometry) : nil
    var generator = SeededGenerator(seed: 1)
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if game.isOver { game = Game(geometry: geometry) }
      let human = game.currentPlayer!
      let small = searcher != nil && game.position.emptyCells.count <= searchLimit
      switch PlayerCommand(parsing: String(line)) {
      case .move(let number):
        guard (try? game.play(number &- 1, as: human)) != nil else { continue }
        if let engine = game.currentPlayer, engine != human {
          if small, var engineSearcher = searcher {
            try! game.play(
              Level.perfect.move(in: game.position, searcher: &engineSearcher, using: &generator))
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
        (try? Position(geometry: geometry, board: game.position.board)) != nil, "illegal game")
    }
  }

  /// `ai perft` below a board read from text: counted or refused, never a trap, and
  /// the divide, the walk and the hashed count agree.
  static func perft(_ text: String, rows: Int?, columns: Int?, k: Int?, depth: Int) {
    guard let position = try? Position(notation: text, rows: rows, columns: columns, k: k)
    else { return }
    let small = position.geometry.cellCount <= searchedCells
    // The deepest depth up to the one asked for whose tree has at most 5,000 leaves, so
    // one input costs microseconds: 4 from the empty 3x3 board, 3 from the empty 4x4.
    let empties = position.emptyCells.count
    var depth = depth
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
      return
    }
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
  }

  /// Lines of a batch: each one a board, read and (when small) answered on its own.
  static func batch(_ text: String, rows: Int?, columns: Int?, k: Int?) {
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      board(String(line), rows: rows, columns: columns, k: k)
    }
  }
}
