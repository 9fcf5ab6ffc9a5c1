/// The value of a position under perfect play, for the side to move.
public struct NaiveValue: Hashable, Sendable {
  /// How the game ends for the side to move.
  public enum Outcome: String, Sendable {
    /// The side to move can force a line.
    case win
    /// Neither side can force a line; the board fills.
    case draw
    /// The other side can force a line.
    case loss
  }

  /// How the game ends for the side to move.
  public var outcome: Outcome
  /// Plies to the end of the game when the winner ends it as soon as it can and the loser
  /// as late as it can (a draw fills the board); 0 when the game is over.
  public var plies: Int

  /// A value with this outcome and length.
  public init(outcome: Outcome, plies: Int) {
    self.outcome = outcome
    self.plies = plies
  }

  /// The same game seen by the other player, one ply earlier.
  var beforeTheMove: NaiveValue {
    let outcome: Outcome = self.outcome == .win ? .loss : self.outcome == .loss ? .win : .draw
    return NaiveValue(outcome: outcome, plies: plies + 1)
  }

  /// Whether the side to move prefers this value: a win to a draw to a loss, a shorter win
  /// to a longer one, a longer loss to a shorter one.
  func isBetter(than other: NaiveValue) -> Bool {
    func rank(_ value: NaiveValue) -> Int {
      switch value.outcome {
      case .win: 1_000 - value.plies
      case .draw: 0
      case .loss: value.plies - 1_000
      }
    }
    return rank(self) > rank(other)
  }
}

/// A naive solver: negamax over every move in increasing order of cell, with no pruning
/// but the obvious one (a move that wins at once is the best there is, so a position's
/// other moves are not tried after it), each position's value remembered in a table with
/// a slot for every ``NaiveBoard/code`` (3^16 bytes for 4x4), so every position it reaches
/// is solved exactly once.
public struct NaiveSolver {
  /// The number of rows of the boards it solves.
  public let rows: Int
  /// The number of columns.
  public let columns: Int
  /// How many in a row end the game.
  public let k: Int
  /// Who wins by a line, and where a piece may go.
  public let rules: NaiveRules
  /// `3^cell` for every cell: what a piece on the cell adds to a board's code.
  private let powers: [Int]
  /// The value of every unfinished position solved so far, by code, as one byte (see
  /// ``stored(_:)``); 0 where not solved yet. Boards of up to 16 cells.
  private var values: [UInt8]
  /// The same past 16 cells, where a code would not fit: by the cells, for positions with
  /// few empty cells.
  private var solved: [[NaivePiece?]: UInt8] = [:]
  /// Whether the boards have at most 16 cells, so that ``values`` holds them.
  private let isSmall: Bool

  /// A solver for boards of this shape and these rules, that knows nothing yet.
  public init(rows: Int, columns: Int, k: Int, rules: NaiveRules = .normal) {
    self.rows = rows
    self.columns = columns
    self.k = k
    self.rules = rules
    isSmall = rows * columns <= 16
    powers =
      isSmall
      ? (0...rows * columns).map { cell in (0..<cell).reduce(1) { power, _ in power * 3 } } : [1]
    values = Array(repeating: 0, count: powers.last!)
  }

  /// The number of positions solved so far.
  public var positionsSolved: Int { values.count { $0 != 0 } + solved.count }

  /// The value of `board`, a game not over, for the side to move: the best of its
  /// ``moveValues(of:)``.
  public mutating func value(of board: NaiveBoard) -> NaiveValue {
    precondition(board.rows == rows && board.columns == columns && board.k == k)
    precondition(board.rules == rules)
    var board = board
    return value(of: &board, mover: board.toMove, code: isSmall ? board.code : 0)
  }

  /// The value of each legal move from `board`, a game not over, for the player who makes
  /// it, by cell in increasing order.
  public mutating func moveValues(of board: NaiveBoard) -> [(cell: Int, value: NaiveValue)] {
    precondition(board.rows == rows && board.columns == columns && board.k == k)
    precondition(board.rules == rules)
    var board = board
    let (mover, code) = (board.toMove, isSmall ? board.code : 0)
    return board.legalMoves.map { cell in
      (cell, value(of: &board, mover: mover, code: code, playing: cell))
    }
  }

  /// The value of `board` for `mover`, the side to move; `code` is the board's code.
  private mutating func value(
    of board: inout NaiveBoard, mover: NaivePiece, code: Int
  ) -> NaiveValue {
    if isSmall && values[code] != 0 { return Self.value(stored: values[code]) }
    if !isSmall, let known = solved[board.cells] { return Self.value(stored: known) }
    var best: NaiveValue?
    for cell in board.legalMoves {
      let value = value(of: &board, mover: mover, code: code, playing: cell)
      if best.map({ value.isBetter(than: $0) }) ?? true { best = value }
      if value == NaiveValue(outcome: .win, plies: 1) { break }
    }
    if isSmall {
      values[code] = Self.stored(best!)
    } else {
      solved[board.cells] = Self.stored(best!)
    }
    return best!
  }

  /// The value for `mover` of playing on `cell` of `board`, whose code is `code`. Leaves
  /// `board` as it found it.
  private mutating func value(
    of board: inout NaiveBoard, mover: NaivePiece, code: Int, playing cell: Int
  ) -> NaiveValue {
    board.cells[cell] = mover
    defer { board.cells[cell] = nil }
    if board.hasLine(through: cell) {
      return NaiveValue(outcome: rules.misere ? .loss : .win, plies: 1)
    }
    if !board.cells.contains(nil) { return NaiveValue(outcome: .draw, plies: 1) }
    let child = isSmall ? code + (mover == .x ? 1 : 2) * powers[cell] : 0
    return value(of: &board, mover: mover.opponent, code: child).beforeTheMove
  }

  /// `value` as one byte of the table.
  private static func stored(_ value: NaiveValue) -> UInt8 {
    let outcome: UInt8 = value.outcome == .win ? 1 : value.outcome == .draw ? 2 : 3
    return outcome * 64 + UInt8(value.plies)
  }

  /// The value stored as `byte`, not 0.
  private static func value(stored byte: UInt8) -> NaiveValue {
    let outcome: NaiveValue.Outcome = byte / 64 == 1 ? .win : byte / 64 == 2 ? .draw : .loss
    return NaiveValue(outcome: outcome, plies: Int(byte % 64))
  }
}
