// The value of `--moves`: the cells (under gravity the columns) played in turn, from 1.
import TicTacToe

/// Such as `5,1,9`, `5 1 9`, or `519` for a board of up to 9 cells (`11` is cell 11 beyond);
/// an empty move (`5,,1`, `5,`) is refused. Read against the board it starts from, so that
/// each message names what a move is there: a cell, or under gravity a column
/// (``TicTacToe/Geometry/namesMovesByColumn``).
struct MoveList: Equatable {
  /// As given, at most 64 bytes.
  let text: String

  init(_ text: String) throws(CLIError) {
    guard text.utf8.count <= 64 else {  // before anything is made of it
      throw .usage(
        "--moves takes the moves played in turn, at most 64 bytes of them, such as "
          + "--moves 5,1,9, not \(text.quotedValue)")
    }
    self.text = text
  }

  /// The game from `start` after these moves, which undo can take back: a usage error for
  /// moves that are not numbers of the board, a data error naming a move that cannot be
  /// played.
  func game(from start: Position) throws(CLIError) -> Game {
    let geometry = start.geometry
    let (noun, count) = (geometry.namesMovesByColumn ? "column" : "cell", geometry.moveCount)
    let middle = (geometry.namesMovesByColumn ? geometry.columns : geometry.cellCount) / 2 + 1
    let example = count == 1 ? "1" : "\(middle),1,\(count)"
    // Moves between commas, each comma's blanks aside (`5, 1`), or between blanks (`5 1`).
    let items = text.split(separator: ",", omittingEmptySubsequences: false)
      .map { $0.split(separator: " ") }
    if items.count > 1, let empty = items.firstIndex(where: \.isEmpty) {
      let given = items.joined()
      let isDigits = { (move: Substring) in move.allSatisfy { ("0"..."9").contains($0) } }
      let instead =
        given.isEmpty || !given.allSatisfy(isDigits) ? example : given.joined(separator: ",")
      throw .usage(
        "move \(items[..<empty].joined().count + 1) of --moves \(text.quotedValue) is empty: "
          + "write a \(noun) number between each two commas, such as --moves \(instead)")
    }
    let parts = Array(items.joined())
    let isPacked =
      parts.count == 1 && parts[0].count == text.count && (2...9).contains(text.count)
      && parts[0].allSatisfy { "123456789".contains($0) }
    let numbers = isPacked ? parts[0].map { Int(String($0)) } : parts.map { Int($0) }
    // Past 9999 either way no board has the move: refused here, before one is worked with.
    guard !numbers.isEmpty, numbers.allSatisfy({ (-9999...9999).contains($0 ?? .min) }) else {
      throw .usage(
        "--moves takes the \(noun)s played in turn, numbered 1 to \(count) and separated by "
          + "commas, such as --moves \(example), not \(text.quotedValue)")
    }
    var moves = numbers.compactMap { $0 }
    if isPacked && count > 9 {
      let digits = moves.map(String.init)
      guard let move = Int(digits.joined()), move <= count else {
        let start =
          "--moves \(digits.joined()): a board of \(count) \(noun)s has \(noun)s 1 to "
          + "\(count), a run of digits being one \(noun) there"
        // Digits that repeat a move cannot be meant as moves in turn, but for columns.
        guard Set(digits).count < digits.count else {
          throw .usage(
            start + "; to play \(digits.joined(separator: " then ")), separate the \(noun)s "
              + "with commas, such as " + digits.joined(separator: ","))
        }
        throw .usage(
          start + ": play one \(noun) from 1 to \(count), or separate the \(noun)s played in "
            + "turn with commas, such as 5,1")
      }
      moves = [move]
    }
    var game = Game(from: start)
    for (index, move) in moves.enumerated() {
      do {
        try game.play(try game.position.cell(forMove: move))
      } catch {
        let what = geometry.namesMovesByColumn ? "column \(move)" : "\(move)"
        let open = game.legalMoves.map { String(geometry.moveNumber(of: $0)) }
        let message =
          error == .columnFull(column: move - 1)
          ? "column \(move) is full: the open columns are \(open.joined(separator: " "))"
          : error.message
        throw .data("--moves: move \(index + 1) (\(what)): \(message)")
      }
    }
    return game
  }
}
