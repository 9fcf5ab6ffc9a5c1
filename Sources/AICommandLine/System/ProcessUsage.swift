import Glibc

/// The memory this process takes now, from `/proc/self/statm`: what `ulimit -v` and
/// `ulimit -d` are measured against.
struct ProcessUsage: Equatable, Sendable {
  /// The bytes of address space mapped (the first field, in pages).
  var virtual: Int
  /// The bytes of data and stack (the sixth field, in pages).
  var data: Int

  /// The usage of this process, or `nil` when `/proc` cannot be read.
  static func read() -> ProcessUsage? {
    SystemFile.text(at: "/proc/self/statm").flatMap {
      ProcessUsage(statm: $0, pageSize: Int(sysconf(Int32(_SC_PAGESIZE))))
    }
  }

  /// The usage that the text of a `statm` file gives, its fields counted in pages of
  /// `pageSize` bytes: `"4469 2847 2581 304 0 572 0"`.
  init?(statm: String, pageSize: Int) {
    let fields = statm.split(whereSeparator: { $0 == " " || $0 == "\n" }).map { Int($0) }
    guard fields.count >= 6, let pages = fields[0], let data = fields[5], pageSize > 0 else {
      return nil
    }
    virtual = pages * pageSize
    self.data = data * pageSize
  }

  /// A usage of `virtual` and `data` bytes.
  init(virtual: Int, data: Int) {
    self.virtual = virtual
    self.data = data
  }
}
