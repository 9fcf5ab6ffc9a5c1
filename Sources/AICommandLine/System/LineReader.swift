// Lines of stdin in bounded memory, for a batch and a game.
import Glibc
import TicTacToe

/// With `read(2)`: a line longer than ``lengthLimit`` is reported by its first bytes and
/// dropped up to its newline, so memory stays flat whatever arrives (`/dev/zero`).
@_spi(Fuzzing) public struct LineReader {
  /// The most bytes a line may hold, without its line end.
  public static let lengthLimit = Position.notationLengthLimit
  /// How many bytes of a line too long its error quotes.
  public static let excerptLength = 24

  /// A line (what ``nextLine(inGame:_:)``'s closure made of it), the first bytes of one
  /// too long (skipped), the end of input (or a failed read: ``failure``), or a stop
  /// signal (in a game only).
  public enum Read<Value> {
    case line(Value)
    case tooLong(excerpt: String)
    case end
    case interrupted(signal: Int32)
  }

  /// Why reading failed, if the end came from an error.
  public var failure: String? {
    failureCode.map { "cannot read the input (\(String(cString: strerror($0))))" }
  }
  private var failureCode: Int32?
  /// The number of the line last returned, from 1.
  public private(set) var lineNumber = 0
  /// Whether the last line ended at the end of input (on a terminal, `4` then Ctrl-D
  /// twice), which leaves the cursor on that line.
  private(set) var lastLineIsUnterminated = false
  /// The bytes read: those before `start` are returned, and dropped only when more must be
  /// read, so each line costs its own length; from `start` to `scanned` there is no newline.
  private var buffer: [UInt8] = []
  private var start = 0
  private var scanned = 0
  /// Whether the bytes up to the next newline belong to a line reported as too long.
  private var skipping = false
  private var atEnd = false
  /// Whether a read ending in Ctrl-L ends a line (a game's terminal delivers one so).
  var ctrlLEndsLine = false
  /// Where `read(2)` puts its bytes, made on the first read and kept.
  private var chunk: [UInt8] = []
  /// For the fuzzer: bytes to read instead of stdin, and how many a read takes.
  private var memory: (bytes: [UInt8], offset: Int, chunkSize: Int)?

  init() {}

  /// A reader of `bytes` instead of stdin, `chunkSize` (at least 1) a read.
  public init(bytes: [UInt8], chunkSize: Int) { memory = (bytes, 0, max(chunkSize, 1)) }

  /// The next line's bytes, without its line end, lent to `body`. In a game, a stop
  /// signal is looked for before each line and let through while waiting; a batch flushes
  /// stdout before waiting, as whoever feeds it may wait for its answers.
  public mutating func nextLine<Value>(
    inGame: Bool = false, _ body: (UnsafeRawBufferPointer) -> Value
  ) -> Read<Value> {
    switch nextBounds(forGame: inGame) {
    case .line(let range):
      .line(buffer.withUnsafeBytes { body(UnsafeRawBufferPointer(rebasing: $0[range])) })
    case .tooLong(let excerpt): .tooLong(excerpt: excerpt)
    case .end: .end
    case .interrupted(let signal): .interrupted(signal: signal)
    }
  }

  private mutating func nextBounds(forGame: Bool) -> Read<Range<Int>> {
    while true {
      if forGame, let signal = Terminal.stopRequest { return .interrupted(signal: signal) }
      if skipping {  // the rest of a line too long, dropped up to its newline if it has come
        let newline = newlineIndex()
        (start, scanned) = newline.map { ($0 + 1, $0 + 1) } ?? (buffer.count, buffer.count)
        skipping = newline == nil
      }
      if !skipping, let newline = newlineIndex() { return line(upTo: newline, newline: true) }
      scanned = buffer.count
      // One byte more than the limit may be the carriage return of a line end to come.
      if !skipping && buffer.count - start > Self.lengthLimit + 1 {
        lineNumber += 1
        return tooLong(start..<buffer.count, ended: false)
      }
      if atEnd {
        guard !skipping, start < buffer.count else { return .end }
        lastLineIsUnterminated = true
        return line(upTo: buffer.count, newline: false)
      }
      buffer.removeSubrange(..<start)
      (start, scanned) = (0, buffer.count)
      if let (offset, size, count) = memory.map({ ($0.offset, $0.chunkSize, $0.bytes.count) }) {
        let end = min(offset + size, count)
        buffer.append(contentsOf: memory!.bytes[offset..<end])
        memory!.offset = end  // in place: no copy of the bytes
        atEnd = end == count
        continue
      }
      if forGame {
        guard Terminal.wait(0, reading: true) else { continue }  // a signal: reported above
      } else {
        Console.flush()
      }
      if chunk.isEmpty { chunk = [UInt8](repeating: 0, count: 1 << 16) }
      let count = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
      if count > 0 {
        buffer.append(contentsOf: chunk[..<count])
        if ctrlLEndsLine && chunk[count - 1] == 0x0C { buffer.append(UInt8(ascii: "\n")) }
      } else if count == 0 {
        atEnd = true
      } else if errno == EAGAIN || errno == EWOULDBLOCK {
        // A stdin left non-blocking by whoever started `ai` (a game has waited already).
        Terminal.poll(0, for: POLLIN, timeout: forGame ? 0 : -1)
      } else if forGame && errno == EIO && Terminal.inputIsTerminal {
        return .interrupted(signal: SIGHUP)  // the terminal hung up; its signal may lag
      } else if errno != EINTR {
        failureCode = errno
        atEnd = true
      }
    }
  }

  /// Drops `line` (the rest as it comes, unless its newline has `ended` it).
  private mutating func tooLong(_ line: Range<Int>, ended: Bool) -> Read<Range<Int>> {
    var end = line.lowerBound + Self.excerptLength
    // Cut before a character's continuation bytes (at most three), not inside it.
    for _ in 0..<3 where end > line.lowerBound && buffer[end] & 0xC0 == 0x80 { end -= 1 }
    let excerpt = String(decoding: buffer[line.lowerBound..<end], as: UTF8.self)
    if !ended {
      (start, scanned) = (buffer.count, buffer.count)
      skipping = !atEnd
    }
    return .tooLong(excerpt: excerpt)
  }

  private func newlineIndex() -> Int? {
    guard scanned < buffer.count else { return nil }
    return buffer.withUnsafeBytes { bytes in
      memchr(bytes.baseAddress! + scanned, Int32(UInt8(ascii: "\n")), bytes.count - scanned)
        .map { UnsafeRawPointer($0) - bytes.baseAddress! }
    }
  }

  /// The line from `start` to `end` (a `newline` or the end of input).
  private mutating func line(upTo end: Int, newline: Bool) -> Read<Range<Int>> {
    lineNumber += 1
    var last = end
    if last > start && buffer[last - 1] == UInt8(ascii: "\r") { last -= 1 }
    let line = start..<last
    (start, scanned) = newline ? (end + 1, end + 1) : (end, end)
    return line.count > Self.lengthLimit ? tooLong(line, ended: newline) : .line(line)
  }
}
