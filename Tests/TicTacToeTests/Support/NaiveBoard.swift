import TicTacToe

/// A deliberately plain model of an m,n,k board for cross-checking the engine: an
/// array of cells and a line test that walks coordinates. It shares no code with the
/// engine's tables.
struct NaiveBoard: Hashable {
  let rows: Int
  let columns: Int
  let k: Int
  /// `nil` for empty, else the player.
  var cells: [Player?]

  init(rows: Int, columns: Int, k: Int) {
    self.rows = rows
    self.columns = columns
    self.k = k
    cells = Array(repeating: nil, count: rows * columns)
  }

  var toMove: Player {
    cells.filter { $0 == .x }.count == cells.filter { $0 == .o }.count ? .x : .o
  }

  /// Whether `player` has k in a row, found by walking from every cell in the four
  /// directions.
  func hasLine(_ player: Player) -> Bool {
    for row in 0..<rows {
      for column in 0..<columns {
        for (dr, dc) in [(0, 1), (1, 0), (1, 1), (1, -1)] {
          var length = 0
          while length < k {
            let r = row + dr * length
            let c = column + dc * length
            guard r >= 0, r < rows, c >= 0, c < columns, cells[r * columns + c] == player
            else { break }
            length += 1
          }
          if length == k { return true }
        }
      }
    }
    return false
  }

  var isFull: Bool { !cells.contains(nil) }

  var isOver: Bool { hasLine(.x) || hasLine(.o) || isFull }

  var emptyCells: [Int] { cells.indices.filter { cells[$0] == nil } }

  func playing(_ cell: Int) -> NaiveBoard {
    var next = self
    next.cells[cell] = toMove
    return next
  }

  /// X's and O's cells as bit masks.
  var masks: (x: UInt16, o: UInt16) {
    var x: UInt16 = 0
    var o: UInt16 = 0
    for (cell, piece) in cells.enumerated() {
      if piece == .x { x |= 1 << cell }
      if piece == .o { o |= 1 << cell }
    }
    return (x, o)
  }

  /// Every position reachable from the empty board, by ply.
  static func reachable(rows: Int, columns: Int, k: Int) -> [[NaiveBoard]] {
    var layers = [[NaiveBoard(rows: rows, columns: columns, k: k)]]
    while let last = layers.last, !last.isEmpty {
      var next = Set<NaiveBoard>()
      for board in last where !board.isOver {
        for cell in board.emptyCells { next.insert(board.playing(cell)) }
      }
      layers.append(Array(next))
    }
    layers.removeLast()
    return layers
  }
}
