import TicTacToe

/// The pieces of answers given in bulk, written straight into the output buffer.
extension ByteBuffer {
  /// Appends the cells of `cells` as numbers from 1, ascending, separated by
  /// `separator`: `1 5 9`, or `1, 5, 9`.
  mutating func append(cellNumbers cells: some Sequence<Int>, separator: StaticString) {
    var first = true
    for cell in cells {
      if !first { append(separator) }
      first = false
      append(decimal: cell + 1)
    }
  }

  /// Appends `position`'s board in the notation, without `k=N`: what
  /// ``Position/boardNotation`` says, such as `X.O/.X./..O`.
  ///
  /// - Complexity: O(cells).
  mutating func append(boardOf position: Position) {
    append(upTo: Position.notationByteLimit) { position.writeBoard(into: $0) }
  }
}
