// The value of `--moves`: the cells (under gravity the columns) played in turn, from 1.
import TicTacToe

/// Such as `5,1,9`, `5 1 9`, or `519` for a board of up to 9 cells (`11` is cell 11 beyond);
/// an empty move (`5,,1`, `5,`) is refused.
struct MoveList: Equatable {
  /// Numbered from 1, in the order played.
  let cells: [Int]
  /// Written as one run of digits (`519`), which is one cell beyond 9 cells.
  let isPacked: Bool

  init(_ text: String) throws(CLIError) {
    let bad = CLIError.usage(
      "--moves takes the cells played in turn, numbered from 1 and separated by commas, "
        + "such as --moves 5,1,9, not \(text.quotedValue)")
    guard text.utf8.count <= 64 else { throw bad }  // before anything is made of it
    // Moves between commas, each comma's blanks aside (`5, 1`), or between blanks (`5 1`).
    let items = text.split(separator: ",", omittingEmptySubsequences: false)
      .map { $0.split(separator: " ") }
    if items.count > 1, let empty = items.firstIndex(where: \.isEmpty) {
      let given = items.joined()
      let isDigits = { (cell: Substring) in cell.allSatisfy { ("0"..."9").contains($0) } }
      let instead =
        given.isEmpty || !given.allSatisfy(isDigits) ? "5,1,9" : given.joined(separator: ",")
      throw .usage(
        "move \(items[..<empty].joined().count + 1) of --moves \(text.quotedValue) is empty: "
          + "write a cell number between each two commas, such as --moves \(instead)")
    }
    let parts = Array(items.joined())
    isPacked =
      parts.count == 1 && parts[0].count == text.count && (2...9).contains(text.count)
      && parts[0].allSatisfy { "123456789".contains($0) }
    let cells = isPacked ? parts[0].map { Int(String($0)) } : parts.map { Int($0) }
    let limit = Geometry.maximumCellCount
    guard (1...limit).contains(cells.count), cells.allSatisfy({ (1...limit).contains($0 ?? 0) })
    else { throw bad }
    self.cells = cells.compactMap { $0 }
  }

  /// The game from `start` after these moves, which undo can take back: a data error
  /// naming a move that cannot be played.
  func game(from start: Position) throws(CLIError) -> Game {
    let cellCount = start.geometry.moveCount
    var cells = self.cells
    if isPacked && cellCount > 9 {
      let digits = cells.map(String.init)
      guard let cell = Int(digits.joined()), cell <= cellCount else {
        let start =
          "--moves \(digits.joined()): a board of \(cellCount) cells has cells 1 to "
          + "\(cellCount), a run of digits being one cell there"
        // Digits that repeat a cell cannot be meant as moves in turn.
        guard Set(digits).count < digits.count else {
          throw .usage(
            start + "; to play \(digits.joined(separator: " then ")), separate the cells with "
              + "commas, such as " + digits.joined(separator: ","))
        }
        throw .usage(
          start + ": play one cell from 1 to \(cellCount), or separate the cells played in "
            + "turn with commas, such as 5,1")
      }
      cells = [cell]
    }
    var game = Game(from: start)
    for (index, move) in cells.enumerated() {
      do {
        try game.play(try game.position.cell(forMove: move))
      } catch {
        let what = start.geometry.rules.hasGravity ? "column \(move)" : "\(move)"
        throw .data("--moves: move \(index + 1) (\(what)): \(error.message)")
      }
    }
    return game
  }
}

extension Geometry {
  /// The numbers a player types for a move: 1 to the columns under gravity, else the cells.
  var moveCount: Int { rules.hasGravity ? columns : cellCount }

  /// The number a player types for a move to `cell`: its column under gravity, else the
  /// cell, counted from 1.
  func moveNumber(of cell: Int) -> Int { (rules.hasGravity ? cell % columns : cell) &+ 1 }
}

extension Position {
  /// The cell that move number `number` (from 1) plays: under gravity the one a piece
  /// dropped in that column lands on. Throws for a number off the board or a full column.
  func cell(forMove number: Int) throws(TicTacToeError) -> Int {
    geometry.rules.hasGravity ? try cell(droppingIn: number &- 1) : number &- 1
  }
}
