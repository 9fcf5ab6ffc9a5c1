/// A deliberately plain model of an m,n,k board for cross-checking the engine and the
/// figures in `data/`: an array of cells, and lines found by walking coordinates. It shares
/// no code with the engine (this module imports nothing) and none of its ideas beyond the
/// rules: no bit masks (``masks`` only writes a board the engine's way, for tests that
/// hand one over), no table of lines, no symmetry permutations.
///
/// Cells are numbered row by row from 0: cell `row * columns + column`.
public struct NaiveBoard: Hashable, Sendable {
  /// The number of rows.
  public let rows: Int
  /// The number of columns.
  public let columns: Int
  /// How many in a row end the game.
  public let k: Int
  /// Who wins by a line, and where a piece may go.
  public let rules: NaiveRules
  /// `nil` for empty, else the piece on the cell.
  public var cells: [NaivePiece?]

  /// The empty board.
  public init(rows: Int, columns: Int, k: Int, rules: NaiveRules = .normal) {
    self.rows = rows
    self.columns = columns
    self.k = k
    self.rules = rules
    cells = Array(repeating: nil, count: rows * columns)
  }

  /// The four directions a line can run in, as (row step, column step).
  static let directions = [(0, 1), (1, 0), (1, 1), (1, -1)]

  /// The piece on the cell at `row`, `column`, or `nil` when it is empty or off the board.
  func piece(row: Int, column: Int) -> NaivePiece? {
    guard row >= 0, row < rows, column >= 0, column < columns else { return nil }
    return cells[row * columns + column]
  }

  /// X moves when both have as many pieces, else O.
  public var toMove: NaivePiece {
    cells.filter { $0 == .x }.count == cells.filter { $0 == .o }.count ? .x : .o
  }

  /// Whether `piece` has k in a row, found by walking from every cell in the four
  /// directions.
  public func hasLine(_ piece: NaivePiece) -> Bool {
    for row in 0..<rows {
      for column in 0..<columns {
        for (dr, dc) in Self.directions {
          var length = 0
          while length < k,
            self.piece(row: row + dr * length, column: column + dc * length) == piece
          {
            length += 1
          }
          if length == k { return true }
        }
      }
    }
    return false
  }

  /// Whether the piece on `cell` is part of k in a row: the run through the cell, walked
  /// both ways in each of the four directions. Enough to tell whether the move just played
  /// on `cell` ended the game, since a game that was already over has no moves.
  public func hasLine(through cell: Int) -> Bool {
    guard let piece = cells[cell] else { return false }
    let row = cell / columns
    let column = cell % columns
    func length(_ dr: Int, _ dc: Int) -> Int {
      1 + run(of: piece, from: row, column, step: dr, dc)
        + run(of: piece, from: row, column, step: -dr, -dc)
    }
    return length(0, 1) >= k || length(1, 0) >= k || length(1, 1) >= k || length(1, -1) >= k
  }

  /// How many cells in a row hold `piece`, going from the cell at `row`, `column` (not
  /// counted) by the steps given until a cell that doesn't, or the edge.
  func run(of piece: NaivePiece, from row: Int, _ column: Int, step dr: Int, _ dc: Int) -> Int {
    var length = 0
    var (r, c) = (row + dr, column + dc)
    while r >= 0, r < rows, c >= 0, c < columns, let other = cells[r * columns + c],
      other == piece
    {
      length += 1
      (r, c) = (r + dr, c + dc)
    }
    return length
  }

  /// Whether no cell is empty.
  public var isFull: Bool { !cells.contains(nil) }

  /// Whether either player has a line or the board is full.
  public var isOver: Bool { hasLine(.x) || hasLine(.o) || isFull }

  /// The cells the side to move may play, in increasing order: every empty cell, or under
  /// gravity those with the edge or a piece below them (row `rows - 1` is the bottom).
  public var legalMoves: [Int] {
    guard rules.gravity else { return emptyCells }
    return emptyCells.filter { $0 + columns >= cells.count || cells[$0 + columns] != nil }
  }

  /// The player who has won: the one with a line, or under misère the other one.
  public var winner: NaivePiece? {
    let line: NaivePiece? = hasLine(.x) ? .x : hasLine(.o) ? .o : nil
    return rules.misere ? line?.opponent : line
  }

  /// The empty cells, in increasing order.
  public var emptyCells: [Int] {
    var empty: [Int] = []
    empty.reserveCapacity(cells.count)
    for cell in cells.indices where cells[cell] == nil { empty.append(cell) }
    return empty
  }

  /// The board after the side to move plays on `cell`.
  public func playing(_ cell: Int) -> NaiveBoard {
    var next = self
    next.cells[cell] = toMove
    return next
  }

  /// X's and O's cells as bit masks, cell `i` as bit `i`: the engine's way of writing a
  /// position, for tests that hand a naive board to the engine.
  public var masks: (x: UInt64, o: UInt64) {
    var x: UInt64 = 0
    var o: UInt64 = 0
    for (cell, piece) in cells.enumerated() {
      if piece == .x { x |= 1 << cell }
      if piece == .o { o |= 1 << cell }
    }
    return (x, o)
  }

  /// Every position reachable from the empty board, by ply, each one copied and tested in
  /// full: slow, and plain.
  public static func reachable(
    rows: Int, columns: Int, k: Int, rules: NaiveRules = .normal
  ) -> [[NaiveBoard]] {
    var layers = [[NaiveBoard(rows: rows, columns: columns, k: k, rules: rules)]]
    while let last = layers.last, !last.isEmpty {
      var next = Set<NaiveBoard>()
      for board in last where !board.isOver {
        for cell in board.legalMoves { next.insert(board.playing(cell)) }
      }
      layers.append(Array(next))
    }
    layers.removeLast()
    return layers
  }
}

/// The rules a ``NaiveBoard`` is played under, the naive model's own: k in a row wins, or
/// under misère loses; a piece goes on any empty cell, or under gravity drops to the
/// lowest empty cell of its column.
public struct NaiveRules: Hashable, Sendable, CaseIterable {
  /// Whoever makes k in a row loses.
  public var misere: Bool
  /// A piece drops to the lowest empty cell of its column.
  public var gravity: Bool

  /// k in a row wins; any empty cell may be played.
  public static let normal = NaiveRules(misere: false, gravity: false)
  /// Every combination: normal, misère, gravity, both.
  public static let allCases = [
    normal, NaiveRules(misere: true, gravity: false), NaiveRules(misere: false, gravity: true),
    NaiveRules(misere: true, gravity: true),
  ]

  /// The rules with these two switches.
  public init(misere: Bool, gravity: Bool) {
    self.misere = misere
    self.gravity = gravity
  }
}

/// A piece on a ``NaiveBoard``: the naive model's own, so that it needs nothing of the
/// engine's.
///
/// It lives in the board's file because a debug build compiles this module file by file:
/// there the line walk can inline the pieces' `==` only from its own file (measured on the
/// whole 4x4 tree: 13 s instead of 16 s for the counter, 3.6 s instead of 5.4 s for the
/// solver).
public enum NaivePiece: CaseIterable, Hashable, Sendable {
  /// The first player's piece.
  case x
  /// The second player's piece.
  case o

  /// The piece written as a letter, `X` or `O`.
  public init?(letter: Character) {
    switch letter {
    case "X": self = .x
    case "O": self = .o
    default: return nil
    }
  }

  /// The piece's letter, `X` or `O`.
  public var letter: Character { self == .x ? "X" : "O" }

  /// The other player's piece.
  public var opponent: NaivePiece { self == .x ? .o : .x }
}
