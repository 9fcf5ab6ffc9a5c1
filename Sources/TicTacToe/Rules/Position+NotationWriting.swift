/// The one writer of the notation (`Position+Notation.swift`), into bytes, so that a batch
/// writes each board straight into its output.
extension Position {
  /// The most bytes the notation of a board takes: 16 cells, 15 separators and ` k=16`.
  package static let notationByteLimit = 36

  /// Writes ``boardNotation`` into `buffer`, which has room for ``notationByteLimit``
  /// bytes, and returns the number of bytes written.
  package func writeBoard(into buffer: UnsafeMutableRawBufferPointer) -> Int {
    assert(buffer.count >= Self.notationByteLimit, "no room for the notation")
    let (x, o) = (board.x.rawValue, board.o.rawValue)
    let columns = geometry.columns
    var (count, column) = (0, 0)
    for cell in 0..<geometry.cellCount {
      if column == columns {
        buffer[count] = UInt8(ascii: "/")
        (count, column) = (count &+ 1, 0)
      }
      let bit = UInt16(1) &<< UInt16(truncatingIfNeeded: cell)
      buffer[count] =
        x & bit != 0 ? UInt8(ascii: "X") : o & bit != 0 ? UInt8(ascii: "O") : UInt8(ascii: ".")
      (count, column) = (count &+ 1, column &+ 1)
    }
    return count
  }

  /// Writes ``notation`` into `buffer`, as ``writeBoard(into:)`` does.
  package func writeNotation(into buffer: UnsafeMutableRawBufferPointer) -> Int {
    var count = writeBoard(into: buffer)
    func write(_ byte: UInt8) {
      buffer[count] = byte
      count &+= 1
    }
    if geometry.rows == 1 { write(UInt8(ascii: "/")) }
    let k = geometry.k
    if k != min(geometry.rows, geometry.columns) {
      for byte in " k=".utf8 { write(byte) }
      if k >= 10 { write(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: k / 10)) }
      write(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: k % 10))
    }
    return count
  }
}
