@_spi(Fuzzing) import AICommandLine

extension FuzzHarness {
  /// The lines of `bytes` as `ai` reads them from stdin, found by splitting at each
  /// newline byte, without a final carriage return; no empty line after a final
  /// newline. The reader's answer is checked against this.
  static func lines(_ bytes: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
    var pieces = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    if pieces.last?.isEmpty == true { pieces.removeLast() }
    return pieces.map { $0.last == UInt8(ascii: "\r") ? $0.dropLast() : $0 }
  }

  /// Requires the line reader's answer for one line, number `number`, to be `expected`:
  /// the same bytes, or, past the limit, a report quoting its first bytes.
  static func check(
    _ read: LineReader.Read<[UInt8]>, number: Int, reader: LineReader,
    expected: ArraySlice<UInt8>
  ) {
    precondition(reader.lineNumber == number, "line \(reader.lineNumber) read as \(number)")
    switch read {
    case .line(let bytes):
      precondition(expected.count <= LineReader.lengthLimit, "a line over the limit was read")
      precondition(bytes.elementsEqual(expected), "line \(number) read wrong")
    case .tooLong(let excerpt):
      precondition(expected.count > LineReader.lengthLimit, "a line within the limit refused")
      // The first 24 bytes, cut before a character at most three bytes early, and
      // repaired as text.
      let length = LineReader.excerptLength
      precondition(
        (length - 3...length).contains {
          String(decoding: expected.prefix($0), as: UTF8.self) == excerpt
        },
        "the excerpt of line \(number) is wrong")
    case .end:
      preconditionFailure("the input ended before line \(number)")
    }
  }

  /// The lines of `bytes` as a game reads them, through `ai`'s line reader taking
  /// `readSize` bytes a read, checked against ``lines(_:)``; `nil` for a line over the
  /// limit, which the game refuses.
  static func read(_ bytes: [UInt8], readSize: Int) -> [String?] {
    let expected = lines(bytes[...])
    var reader = LineReader(bytes: bytes, chunkSize: readSize)
    var result: [String?] = []
    for (index, line) in expected.enumerated() {
      switch reader.next() {
      case .text(let text):
        // Compared as text: the reader repairs invalid UTF-8 as String(decoding:) does.
        precondition(reader.lineNumber == index + 1, "line \(reader.lineNumber) read as \(index)")
        precondition(line.count <= LineReader.lengthLimit, "a line over the limit was read")
        precondition(
          text == String(decoding: line, as: UTF8.self), "line \(index + 1) read wrong")
        result.append(text)
      case .tooLong(let excerpt):
        check(.tooLong(excerpt: excerpt), number: index + 1, reader: reader, expected: line)
        result.append(nil)
      case .end, .interrupted:
        preconditionFailure("the input ended before line \(index + 1)")
      }
    }
    precondition(reader.next() == .end && reader.failure == nil, "lines after the last")
    return result
  }
}
