/// The memory limits of the control groups this process belongs to, read from
/// `/proc/self/cgroup` and the files under `/sys/fs/cgroup`.
///
/// Limits are hierarchical: a group may take no more than any group above it allows, so
/// every group from the process's own up to the root is read, and the one with the least
/// room left is the limit. cgroup v2 (one hierarchy, `0::/path`) gives `memory.max`
/// (`max` when unlimited) and `memory.current`; v1 (a `memory` hierarchy) gives
/// `memory.limit_in_bytes` (a huge number when unlimited) and `memory.usage_in_bytes`.
/// The usage counts the group's file cache too; its inactive part, which the kernel
/// reclaims before failing an allocation, is left out as container runtimes do.
enum CgroupMemory {
  /// One version's files.
  struct Layout: Equatable, Sendable {
    /// Where the hierarchy is mounted.
    var root: String
    /// The file holding the limit.
    var limit: String
    /// The file holding the usage.
    var usage: String
    /// The key of the inactive file cache in `memory.stat`.
    var inactiveFile: String

    /// cgroup v2, mounted at `root` (`/sys/fs/cgroup`, or `/sys/fs/cgroup/unified`
    /// beside v1).
    static func v2(at root: String) -> Layout {
      Layout(
        root: root, limit: "memory.max", usage: "memory.current", inactiveFile: "inactive_file")
    }

    /// cgroup v1's memory hierarchy.
    static let v1 = Layout(
      root: "/sys/fs/cgroup/memory", limit: "memory.limit_in_bytes",
      usage: "memory.usage_in_bytes", inactiveFile: "total_inactive_file")
  }

  /// The tightest cgroup limit on this process, if any group sets one.
  static func tightest() -> MemoryLimit? {
    guard let membership = SystemFile.text(at: "/proc/self/cgroup") else { return nil }
    var found: [MemoryLimit] = []
    let paths = paths(in: membership)
    if let path = paths.v2 {
      for root in ["/sys/fs/cgroup", "/sys/fs/cgroup/unified"] {
        if let limit = tightest(under: path, in: .v2(at: root), read: SystemFile.text(at:)) {
          found.append(limit)
        }
      }
    }
    if let path = paths.v1,
      let limit = tightest(under: path, in: .v1, read: SystemFile.text(at:))
    {
      found.append(limit)
    }
    return found.min { $0.available < $1.available }
  }

  /// The least room left in the groups from `path` up to the root of `layout`, reading
  /// each file with `read`; `nil` when no group sets a limit.
  static func tightest(under path: String, in layout: Layout, read: (String) -> String?)
    -> MemoryLimit?
  {
    var tightest: MemoryLimit?
    for folder in folders(from: path, under: layout.root) {
      guard let limitText = read(folder + "/" + layout.limit),
        let limit = bytes(limitText),
        let usage = read(folder + "/" + layout.usage).flatMap(bytes)
      else { continue }
      let inactive = read(folder + "/memory.stat").flatMap {
        value(of: layout.inactiveFile, in: $0)
      }
      let available = max(0, limit - max(0, usage - (inactive ?? 0)))
      if available < tightest?.available ?? .max {
        tightest = MemoryLimit(kind: .cgroup(layout.limit), available: available)
      }
    }
    return tightest
  }

  /// The group's folder and those above it, to the hierarchy's root: `/a/b` under
  /// `/sys/fs/cgroup` gives `/sys/fs/cgroup/a/b`, `/sys/fs/cgroup/a`, `/sys/fs/cgroup`.
  static func folders(from path: String, under root: String) -> [String] {
    var parts = path.split(separator: "/").map(String.init)
    var folders: [String] = []
    while true {
      folders.append(([root] + parts).joined(separator: "/"))
      guard !parts.isEmpty else { return folders }
      parts.removeLast()
    }
  }

  /// The process's group in cgroup v2 (the line `0::/path`) and in v1's memory hierarchy
  /// (`N:memory:/path`, or a line naming memory among other controllers), from the text
  /// of `/proc/self/cgroup`.
  static func paths(in membership: String) -> (v2: String?, v1: String?) {
    var paths: (v2: String?, v1: String?) = (nil, nil)
    for line in membership.split(separator: "\n") {
      let fields = line.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
      guard fields.count == 3 else { continue }
      if fields[0] == "0" && fields[1].isEmpty {
        paths.v2 = String(fields[2])
      } else if fields[1].split(separator: ",").contains("memory") {
        paths.v1 = String(fields[2])
      }
    }
    return paths
  }

  /// The bytes a limit or usage file holds: `nil` for `max` (v2's "no limit"), for v1's
  /// "no limit" (a number of 2^62 or more, the largest page count times the page size),
  /// and for anything that is not a number.
  static func bytes(_ text: String) -> Int? {
    let trimmed = text.split(whereSeparator: { $0 == "\n" || $0 == " " }).first ?? ""
    guard let value = Int(trimmed), value >= 0, value < 1 << 62 else { return nil }
    return value
  }

  /// The number after `key` on its line of a `memory.stat` file (`inactive_file 4096`).
  static func value(of key: String, in stat: String) -> Int? {
    for line in stat.split(separator: "\n") {
      let fields = line.split(separator: " ")
      if fields.count == 2 && fields[0] == key { return Int(fields[1]) }
    }
    return nil
  }
}
