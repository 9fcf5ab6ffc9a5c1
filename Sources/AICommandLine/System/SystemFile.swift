import Glibc

/// A small file of the kernel's (`/proc`, `/sys`), read whole with `read(2)`.
enum SystemFile {
  /// The text of the file at `path`, or `nil` when it cannot be opened or read. Reads
  /// at most 64 kB, more than any file asked for here holds.
  static func text(at path: String) -> String? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4_096)
    while bytes.count < 1 << 16 {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count >= 0 else { return nil }
      if count == 0 { break }
      bytes.append(contentsOf: chunk[..<count])
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
