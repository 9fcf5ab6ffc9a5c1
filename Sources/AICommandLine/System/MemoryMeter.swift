import Glibc

/// One limit on this process's memory, read once, and where to read what counts
/// against it: `/proc/self/statm` for a `ulimit`, the group's usage less its inactive
/// file cache (which the kernel reclaims before failing an allocation, and container
/// runtimes leave out too) for a cgroup.
struct MemoryMeter: Equatable, Sendable {
  /// How the limit is set: `ulimit -v`.
  let name: String
  /// The limit in bytes.
  let bytes: Int
  /// The field of `statm` (in pages) counted against a `ulimit`, or the folder of a
  /// group and its version's files.
  let usage: Usage

  /// What counts against a limit.
  enum Usage: Equatable, Sendable {
    case pages(field: Int)
    case group(String, Layout)
  }

  /// A cgroup version's files: where it is mounted, its limit, usage and inactive cache.
  struct Layout: Equatable, Sendable {
    var root: String, limit: String, usage: String, inactive: String
    static func v2(_ root: String) -> Self {
      Self(root: root, limit: "memory.max", usage: "memory.current", inactive: "inactive_file")
    }
    static let v1 = Self(
      root: "/sys/fs/cgroup/memory", limit: "memory.limit_in_bytes",
      usage: "memory.usage_in_bytes", inactive: "total_inactive_file")
  }

  /// The room left under this limit now, reading files with `read`; nil when its usage
  /// cannot be read.
  func limit(read: (String) -> String? = Self.text(at:)) -> MemoryLimit? {
    let used: Int?
    switch usage {
    case .pages(let field):
      let fields = read("/proc/self/statm")?.split(whereSeparator: { $0 == " " || $0 == "\n" })
      used = fields.flatMap { $0.count > field ? Int($0[field]) : nil }.map {
        $0 * Int(sysconf(Int32(_SC_PAGESIZE)))
      }
    case .group(let folder, let layout):
      let stat = read(folder + "/memory.stat")?.split(separator: "\n").lazy
        .map { $0.split(separator: " ") }.first { $0.count == 2 && $0[0] == layout.inactive }
      used = read(folder + "/" + layout.usage).flatMap(Self.bytes).map {
        max(0, $0 - (stat.flatMap { Int($0[1]) } ?? 0))
      }
    }
    return used.map { MemoryLimit(name: name, available: max(0, bytes - $0)) }
  }

  /// The `ulimit -v` and `ulimit -d` of this process, when set.
  static let process = [(RLIMIT_AS, "ulimit -v", 0), (RLIMIT_DATA, "ulimit -d", 5)]
    .compactMap { (resource: __rlimit_resource, name: String, field: Int) -> MemoryMeter? in
      var limit = rlimit()
      guard getrlimit(__rlimit_resource_t(resource.rawValue), &limit) == 0,
        limit.rlim_cur < UInt64(Int.max)
      else { return nil }
      return MemoryMeter(name: name, bytes: Int(limit.rlim_cur), usage: .pages(field: field))
    }

  /// The limits of the cgroups this process is in, read on first use.
  static let groups = groups(in: text(at: "/proc/self/cgroup") ?? "", read: text(at:))

  /// Every group that sets a limit, from the process's own up to each hierarchy's root,
  /// for the membership text of `/proc/self/cgroup` (`0::/path` for v2, a line naming
  /// `memory` for v1).
  static func groups(in membership: String, read: (String) -> String?) -> [MemoryMeter] {
    var meters: [MemoryMeter] = []
    for line in membership.split(separator: "\n") {
      let fields = line.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
      guard fields.count == 3 else { continue }
      let isV2 = fields[0] == "0" && fields[1].isEmpty
      let layouts: [Layout] =
        isV2
        ? [.v2("/sys/fs/cgroup"), .v2("/sys/fs/cgroup/unified")]
        : fields[1].split(separator: ",").contains("memory") ? [.v1] : []
      for layout in layouts {
        var parts = fields[2].split(separator: "/").map(String.init)
        while true {
          let folder = ([layout.root] + parts).joined(separator: "/")
          if let bytes = read(folder + "/" + layout.limit).flatMap(Self.bytes) {
            meters.append(
              MemoryMeter(
                name: "cgroup " + layout.limit, bytes: bytes, usage: .group(folder, layout)))
          }
          guard parts.popLast() != nil else { break }
        }
      }
    }
    return meters
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
