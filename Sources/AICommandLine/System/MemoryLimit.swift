import Glibc
import TicTacToe

/// A limit on this process's memory (`ulimit -v`, `ulimit -d`, or the `memory.max` of a
/// cgroup v2 from the process's own up to the root), checked before a large table is
/// built so that work that cannot fit is one line and exit 71 rather than a trap halfway.
struct MemoryLimit: Sendable {
  /// The limit as a person sets it: `ulimit -v`, `cgroup memory.max`.
  let name: String
  let bytes: Int
  /// What counts against it: a field of a file, in units of so many bytes.
  let usage: (path: String, field: Int, unit: Int)
  /// A group's `memory.stat`, whose inactive file cache the kernel reclaims before failing
  /// an allocation, so it does not count.
  var stat: String? = nil

  /// A limit's name and the bytes this process may still take under it (0 when over).
  struct Room: Equatable, Sendable {
    let name: String
    let available: Int
  }

  /// The room left beside a table of `bytes` for the rest of the process and the
  /// allocator's slack: 8 MB and a sixteenth of the table.
  static func margin(for bytes: Int) -> Int { 8_000_000 + bytes / 16 }

  /// Throws ``CLIError/resources(_:)`` unless every limit leaves room for `task` to build
  /// tables of `bytes` and the ``margin(for:)``.
  static func check(
    _ bytes: Int, for task: String, advice: String = "choose a smaller board",
    room: [Room] = room(under: process + groups)
  ) throws(CLIError) {
    try refuse(bytes + margin(for: bytes), for: task, of: "of memory", room, " or \(advice)")
  }

  /// Checks that the process may take a ``Searcher`` for `geometry` (43 MB for 16 cells).
  static func checkSearcher(for geometry: Geometry) throws(CLIError) {
    try check(
      Searcher.memoryNeeded(for: geometry), for: "searching \(Format.shape(geometry)) boards")
  }

  /// Checks that a `ulimit` leaves 4 MB beyond what is loaded (a batch's reads, the
  /// server's page), so that one barely above the program is exit 71 too.
  static func checkRoomToRun() throws(CLIError) {
    try refuse(
      4_000_000, for: "ai", of: "of memory beyond what it has loaded", room(under: process), "")
  }

  private static func refuse(
    _ needed: Int, for task: String, of what: String, _ room: [Room], _ advice: String
  ) throws(CLIError) {
    guard let tightest = room.min(by: { $0.available < $1.available }),
      tightest.available < needed
    else { return }
    throw .resources(
      "\(task) needs \(Format.bytes(needed, roundingUp: true)) \(what) but this process may "
        + "take \(Format.bytes(tightest.available, roundingUp: false)) more (\(tightest.name)); "
        + "raise the limit\(advice)")
  }

  /// The room left under each of `limits` now; one whose usage cannot be read is left out.
  static func room(under limits: [MemoryLimit], read: (String) -> String? = text(at:)) -> [Room] {
    limits.compactMap { limit in
      let fields = read(limit.usage.path).map(words) ?? []
      guard fields.count > limit.usage.field, let count = Int(fields[limit.usage.field]) else {
        return nil
      }
      let stat = limit.stat.flatMap(read)?.split(separator: "\n").lazy.map(words)
      let inactive = stat?.first { $0.count == 2 && $0[0] == "inactive_file" }.flatMap {
        Int($0[1])
      }
      let used = max(0, count * limit.usage.unit - (inactive ?? 0))
      return Room(name: limit.name, available: max(0, limit.bytes - used))
    }
  }

  /// This process's `ulimit -v` and `ulimit -d`, when set, measured in `statm`'s pages.
  static let process = [(RLIMIT_AS, "ulimit -v", 0), (RLIMIT_DATA, "ulimit -d", 5)]
    .compactMap { (resource: __rlimit_resource, name: String, field: Int) -> MemoryLimit? in
      var limit = rlimit()
      guard getrlimit(__rlimit_resource_t(resource.rawValue), &limit) == 0,
        limit.rlim_cur < UInt64(Int.max)
      else { return nil }
      let page = Int(sysconf(Int32(_SC_PAGESIZE)))
      return MemoryLimit(
        name: name, bytes: Int(limit.rlim_cur), usage: ("/proc/self/statm", field, page))
    }

  /// The limits of the cgroups this process is in, read on first use.
  static let groups = groups(in: text(at: "/proc/self/cgroup") ?? "", read: text(at:))

  /// Every group that sets a limit, from the process's own up to the root, given the
  /// text of `/proc/self/cgroup` (its cgroup v2 line: `0::/path`).
  static func groups(in membership: String, read: (String) -> String?) -> [MemoryLimit] {
    guard let line = membership.split(separator: "\n").first(where: { $0.hasPrefix("0::/") })
    else { return [] }
    var parts = line.dropFirst(4).split(separator: "/").map(String.init)
    var limits: [MemoryLimit] = []
    while true {
      let folder = (["/sys/fs/cgroup"] + parts).joined(separator: "/")
      if let bytes = read(folder + "/memory.max").flatMap(bytes) {
        limits.append(
          MemoryLimit(
            name: "cgroup memory.max", bytes: bytes, usage: (folder + "/memory.current", 0, 1),
            stat: folder + "/memory.stat"))
      }
      guard parts.popLast() != nil else { return limits }
    }
  }

  /// The bytes a limit file holds: nil for `max`, 2^62 or more, and anything else.
  static func bytes(_ text: String) -> Int? {
    Int(words(text).first ?? "").flatMap { (0..<1 << 62).contains($0) ? $0 : nil }
  }

  private static func words(_ text: some StringProtocol) -> [Substring] {
    String(text).split(whereSeparator: { $0 == " " || $0 == "\n" })
  }

  /// The text of a small file of the kernel's (at most 64 kB), read with `read(2)`.
  static func text(at path: String) -> String? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var failed = false
    let text = String(unsafeUninitializedCapacity: 1 << 16) { buffer in
      var count = 0
      while count < buffer.count && !failed {
        let got = read(descriptor, buffer.baseAddress! + count, buffer.count - count)
        if got == 0 { break }
        if got > 0 { count += got } else { failed = errno != EINTR }
      }
      return count
    }
    return failed ? nil : text
  }
}
