import Glibc

extension MemoryLimit {
  /// The `ulimit -v` and `ulimit -d` of this process, when set.
  static let process = [(RLIMIT_AS, "ulimit -v", 0), (RLIMIT_DATA, "ulimit -d", 5)]
    .compactMap { (resource: __rlimit_resource, name: String, field: Int) -> MemoryLimit? in
      var limit = rlimit()
      guard getrlimit(__rlimit_resource_t(resource.rawValue), &limit) == 0,
        limit.rlim_cur < UInt64(Int.max)
      else { return nil }
      return MemoryLimit(name: name, bytes: Int(limit.rlim_cur), usage: .pages(field: field))
    }

  /// The limits of the cgroups this process is in, read on first use.
  static let groups = groups(in: text(at: "/proc/self/cgroup") ?? "", read: text(at:))

  /// Every group that sets a limit, from the process's own up to the root, given the
  /// text of `/proc/self/cgroup` (`0::/path` for v2, a line naming `memory` for v1).
  static func groups(in membership: String, read: (String) -> String?) -> [MemoryLimit] {
    var limits: [MemoryLimit] = []
    for line in membership.split(separator: "\n") {
      let fields = line.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
      guard fields.count == 3 else { continue }
      let files: Files? =
        fields[0] == "0" && fields[1].isEmpty
        ? .v2 : fields[1].split(separator: ",").contains("memory") ? .v1 : nil
      guard let files else { continue }
      var parts = fields[2].split(separator: "/").map(String.init)
      while true {
        let folder = ([files.root] + parts).joined(separator: "/")
        if let bytes = read(folder + "/" + files.limit).flatMap(bytes) {
          limits.append(
            MemoryLimit(name: "cgroup " + files.limit, bytes: bytes, usage: .group(folder, files)))
        }
        guard parts.popLast() != nil else { break }
      }
    }
    return limits
  }

  /// The bytes a limit or usage file holds: nil for `max` (v2's "no limit"), for v1's
  /// (2^62 or more: the largest page count times the page size), and for anything else.
  static func bytes(_ text: String) -> Int? {
    Int(text.split(whereSeparator: { $0 == "\n" || $0 == " " }).first ?? "").flatMap {
      (0..<1 << 62).contains($0) ? $0 : nil
    }
  }

  /// The text of a small file of the kernel's (at most 64 kB), read with `read(2)`.
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
