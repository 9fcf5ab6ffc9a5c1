// Output bytes in one allocation that grows and is kept.

/// No `String` per line, no copy-on-write check per byte.
struct ByteBuffer: ~Copyable {
  private var base: UnsafeMutablePointer<UInt8>
  private(set) var count = 0
  private var capacity: Int

  init(capacity: Int = 1 << 12) {
    self.capacity = max(capacity, 16)
    base = .allocate(capacity: self.capacity)
  }

  deinit { base.deallocate() }

  var isEmpty: Bool { count == 0 }

  var last: UInt8? { count > 0 ? base[count &- 1] : nil }

  /// Forgets the bytes written, keeping the storage.
  mutating func removeAll() { count = 0 }

  @inline(__always) private mutating func reserve(_ extra: Int) {
    if capacity &- count < extra { grow(to: count + extra) }
  }

  private mutating func grow(to needed: Int) {
    let bigger = max(needed, capacity * 2)
    let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: bigger)
    moved.initialize(from: base, count: count)
    base.deallocate()
    (base, capacity) = (moved, bigger)
  }

  @inline(__always) mutating func append(_ byte: UInt8) {
    reserve(1)
    base[count] = byte
    count &+= 1
  }

  @inline(__always) mutating func append(_ text: StaticString) { append("", text, "") }

  /// Three literals with one check for room: a JSON key or word in its quotes.
  @inline(__always) mutating func append(
    _ open: StaticString, _ text: StaticString, _ close: StaticString
  ) {
    reserve(open.utf8CodeUnitCount &+ text.utf8CodeUnitCount &+ close.utf8CodeUnitCount)
    var end = base + count
    Self.copy(open, to: &end)
    Self.copy(text, to: &end)
    Self.copy(close, to: &end)
    count = end - base
  }

  /// Byte by byte: cheaper than a call for a key's few bytes.
  @inline(__always) private static func copy(
    _ text: StaticString, to end: inout UnsafeMutablePointer<UInt8>
  ) {
    for index in 0..<text.utf8CodeUnitCount { end[index] = text.utf8Start[index] }
    end += text.utf8CodeUnitCount
  }

  /// Labelled, or a literal would not pick the `StaticString` one.
  mutating func append(string text: String) {
    var text = text
    text.withUTF8 { bytes in
      guard let start = bytes.baseAddress else { return }
      reserve(bytes.count)
      (base + count).update(from: start, count: bytes.count)
      count &+= bytes.count
    }
  }

  mutating func append(line text: String) {
    append(string: text)
    append(UInt8(ascii: "\n"))
  }

  /// Appends what `body` writes into room for `limit` bytes; `body` returns how many.
  @inline(__always)
  mutating func append(upTo limit: Int, _ body: (UnsafeMutableRawBufferPointer) -> Int) {
    reserve(limit)
    let written = body(UnsafeMutableRawBufferPointer(start: base + count, count: limit))
    assert((0...limit).contains(written), "wrote outside the room given")
    count &+= written
  }

  mutating func append(decimal value: Int) {
    // Most numbers written are cells, plies and coordinates.
    if UInt(bitPattern: value) < 10 {
      return append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value))
    }
    if value < 0 { append(UInt8(ascii: "-")) }
    append(upTo: 20) {
      var (room, rest, digits) = ($0, value.magnitude, 0)
      repeat {
        room[digits] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
        (rest, digits) = (rest / 10, digits &+ 1)
      } while rest > 0
      room[..<digits].reverse()
      return digits
    }
  }

  func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
    body(UnsafeRawBufferPointer(start: base, count: count))
  }

  /// The bytes written, as text (invalid UTF-8 repaired): for tests.
  var text: String {
    String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
  }
}
