// A small file read whole, for a board given by its file's name.
import Glibc

enum TextFile {
  /// Whether a regular file (not a folder, a pipe or a device) is at `path`.
  static func isRegularFile(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
  }

  /// The text of the regular file at `path` (invalid UTF-8 repaired), or nil when it holds
  /// more than `limit` bytes. Other kinds of file (a pipe, a terminal) are refused rather
  /// than waited for, as a command line is checked without being run.
  ///
  /// - Throws: ``CLIError/io(_:)`` naming the file and why it cannot be read.
  static func contents(of path: String, limit: Int) throws(CLIError) -> String? {
    func failure(_ reason: String = String(cString: strerror(errno))) -> CLIError {
      .io("cannot read \(path.excerpt(200)) (\(reason))")
    }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { throw failure() }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw failure() }
    switch status.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: throw failure(String(cString: strerror(EISDIR)))
    default: throw failure("not a regular file")
    }
    var bytes = [UInt8](repeating: 0, count: limit + 1)
    var count = 0
    while count < bytes.count {
      let read = bytes.withUnsafeMutableBytes {
        Glibc.read(descriptor, $0.baseAddress! + count, $0.count - count)
      }
      if read == 0 { break }
      if read > 0 { count += read } else if errno != EINTR { throw failure() }
    }
    return count > limit ? nil : String(decoding: bytes[..<count], as: UTF8.self)
  }
}
