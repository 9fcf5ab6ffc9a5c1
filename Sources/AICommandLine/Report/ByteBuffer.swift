/// Bytes gathered for output, in one allocation that grows as needed and is kept: text
/// is written straight into it, with no `String` or array made per line and no
/// copy-on-write check per byte.
///
/// Not copyable, so no two values share its storage.
struct ByteBuffer: ~Copyable {
  /// The storage: `count` bytes written, room for `capacity`.
  private var base: UnsafeMutablePointer<UInt8>
  /// The number of bytes written.
  private(set) var count = 0
  /// The bytes the storage holds.
  private var capacity: Int

  /// An empty buffer with room for `capacity` bytes before it grows.
  init(capacity: Int = 1 << 12) {
    self.capacity = max(capacity, 16)
    base = .allocate(capacity: self.capacity)
  }

  deinit {
    base.deallocate()
  }

  /// Whether no byte has been written.
  var isEmpty: Bool { count == 0 }

  /// Forgets the bytes written, keeping the storage.
  mutating func removeAll() {
    count = 0
  }

  /// Makes room for `extra` more bytes.
  @inline(__always)
  private mutating func reserve(_ extra: Int) {
    if capacity &- count < extra { grow(to: count + extra) }
  }

  /// Moves the bytes to storage of at least `needed` bytes, doubling at least.
  private mutating func grow(to needed: Int) {
    let bigger = max(needed, capacity * 2)
    let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: bigger)
    moved.initialize(from: base, count: count)
    base.deallocate()
    (base, capacity) = (moved, bigger)
  }

  /// Appends one byte.
  @inline(__always)
  mutating func append(_ byte: UInt8) {
    reserve(1)
    base[count] = byte
    count &+= 1
  }

  /// Appends the bytes of `bytes`.
  @inline(__always)
  mutating func append(contentsOf bytes: UnsafeRawBufferPointer) {
    guard !bytes.isEmpty else { return }
    reserve(bytes.count)
    UnsafeMutableRawPointer(base + count).copyMemory(
      from: bytes.baseAddress!, byteCount: bytes.count)
    count &+= bytes.count
  }

  /// Appends the bytes of `text`, a literal.
  @inline(__always)
  mutating func append(_ text: StaticString) {
    append(contentsOf: UnsafeRawBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// Appends `text` as UTF-8. (Named apart from the literal's overload, which a string
  /// literal would otherwise not choose.)
  mutating func append(string text: String) {
    var text = text
    text.withUTF8 { append(contentsOf: UnsafeRawBufferPointer($0)) }
  }

  /// Appends what `body` writes into room for `limit` bytes: `body` returns how many it
  /// wrote.
  @inline(__always)
  mutating func append(upTo limit: Int, _ body: (UnsafeMutableRawBufferPointer) -> Int) {
    reserve(limit)
    let written = body(UnsafeMutableRawBufferPointer(start: base + count, count: limit))
    assert((0...limit).contains(written), "wrote outside the room given")
    count &+= written
  }

  /// Appends `value` in decimal, with a minus sign when negative.
  ///
  /// - Complexity: O(digits).
  mutating func append(decimal value: Int) {
    // Most numbers written are cells, plies and coordinates: one or two digits.
    if UInt(bitPattern: value) < 10 {
      append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value))
      return
    }
    if value < 0 { append(UInt8(ascii: "-")) }
    var rest = value.magnitude
    var digits = 1
    var bound: UInt = 10
    while rest >= bound && digits < 19 {
      digits &+= 1
      bound &*= 10
    }
    if rest >= bound { digits &+= 1 }  // 20 digits: beyond what bound can hold
    reserve(digits)
    var index = count &+ digits
    count = index
    repeat {
      index &-= 1
      base[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
      rest /= 10
    } while rest > 0
  }

  /// Lends the bytes written to `body`.
  func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
    body(UnsafeRawBufferPointer(start: base, count: count))
  }

  /// The bytes written, as text (invalid UTF-8 repaired): for tests.
  var text: String {
    String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
  }
}
