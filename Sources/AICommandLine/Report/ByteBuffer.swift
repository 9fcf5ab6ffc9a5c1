/// Bytes gathered for output in one array that grows and is kept: answers are written
/// straight into it, with no `String` made per line. Not copyable, so no two values share
/// its storage and no append copies it.
struct ByteBuffer: ~Copyable {
  /// The bytes written.
  private var bytes: [UInt8] = []

  /// An empty buffer with room for `capacity` bytes before it grows.
  init(capacity: Int = 1 << 12) {
    bytes.reserveCapacity(capacity)
  }

  /// The number of bytes written.
  var count: Int { bytes.count }

  var isEmpty: Bool { bytes.isEmpty }

  var last: UInt8? { bytes.last }

  /// Forgets the bytes written, keeping the storage.
  mutating func removeAll() {
    bytes.removeAll(keepingCapacity: true)
  }

  mutating func append(_ byte: UInt8) {
    bytes.append(byte)
  }

  /// Appends the bytes of `text`, a literal.
  mutating func append(_ text: StaticString) {
    bytes.append(
      contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// Appends three literals: a JSON key or word in its quotes.
  mutating func append(_ open: StaticString, _ text: StaticString, _ close: StaticString) {
    append(open)
    append(text)
    append(close)
  }

  /// Appends `text` as UTF-8 (named apart from the literal's overload, which a string
  /// literal would otherwise not choose).
  mutating func append(string text: String) {
    bytes.append(contentsOf: text.utf8)
  }

  /// Appends `text` and a newline.
  mutating func append(line text: String) {
    append(string: text)
    append(UInt8(ascii: "\n"))
  }

  /// Appends what `body` writes into room for `limit` bytes; `body` returns how many.
  mutating func append(upTo limit: Int, _ body: (UnsafeMutableRawBufferPointer) -> Int) {
    withUnsafeTemporaryAllocation(byteCount: limit, alignment: 1) { room in
      let written = body(room)
      assert((0...limit).contains(written), "wrote outside the room given")
      bytes.append(contentsOf: room[..<written])
    }
  }

  /// Appends `value` in decimal, with a minus sign when negative.
  mutating func append(decimal value: Int) {
    // Most numbers written are cells, plies and coordinates: one digit.
    guard UInt(bitPattern: value) < 10 else { return append(string: String(value)) }
    append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value))
  }

  /// Lends the bytes written to `body`.
  func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
    bytes.withUnsafeBytes(body)
  }

  /// The bytes written, as text (invalid UTF-8 repaired): for tests.
  var text: String { String(decoding: bytes, as: UTF8.self) }
}
