// The memory check before a large table: `ulimit -v`, `ulimit -d`, cgroups' `memory.max`, the machine's.
import Glibc
import TicTacToe

/// One limit on this process's memory: a `ulimit`, or a cgroup v2's from its own up to the
/// root; so that work that cannot fit is one line and exit 71 rather than a trap halfway.
struct MemoryLimit: Sendable {
  /// As a person sets it: `ulimit -v`, `cgroup memory.max`.
  let name: String
  let bytes: Int
  /// What counts against it: a field of a file, in units of so many bytes.
  let usage: (path: String, field: Int, unit: Int)
  /// A group's `memory.stat`: the kernel reclaims its inactive file cache before failing.
  var stat: String? = nil

  /// The bytes this process may still take under a limit (0 when over).
  struct Room: Equatable, Sendable {
    let name: String
    let available: Int
  }

  /// Makes every large block, such as a table, a mapping of its own, given back to the
  /// system when freed. glibc otherwise raises its threshold for that to the size of each
  /// such block freed, and the next tables come from the heap, where the pages a table has
  /// not written may still be resident from an earlier one: what the tables count is then
  /// not what they take (a server answering many shapes and rules grew to 700 MB where its
  /// tables counted 139 MiB).
  static func returnLargeBlocksToTheSystem() {
    // glibc's mallopt, which its module map leaves out (malloc.h); M_MMAP_THRESHOLD is -3.
    typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
    guard let mallopt = dlsym(nil, "mallopt") else { return }
    _ = unsafeBitCast(mallopt, to: Mallopt.self)(-3, 128 << 10)
  }

  /// Room beside a table of `bytes` for the rest of the process and the allocator's slack.
  static func margin(for bytes: Int) -> Int { 8_000_000 + bytes / 16 }

  /// Throws ``CLIError/resources(_:)`` unless every limit leaves room for `task`'s tables
  /// of `bytes` and their ``margin(for:)``.
  static func check(
    _ bytes: Int, for task: String, advice: String = "choose a smaller board",
    room: [Room] = room(under: process + groups + machine)
  ) throws(CLIError) {
    // Saturating: an estimate past Int.max (a huge board) is refused, not an overflow.
    let (needed, overflow) = bytes.addingReportingOverflow(margin(for: bytes))
    try refuse(overflow ? .max : needed, for: task, of: "of memory", room, advice)
  }

  static func checkSearcher(for geometry: Geometry, tableBudget: Int) throws(CLIError) {
    try checkSearcher(
      for: geometry, needing: Searcher.memoryNeeded(for: geometry, tableBudget: tableBudget))
  }

  /// Checks that a searcher of `geometry` taking `bytes` fits: a ``SearcherPool``'s
  /// `admitting`.
  static func checkSearcher(for geometry: Geometry, needing bytes: Int) throws(CLIError) {
    try check(
      bytes, for: "searching \(geometry) boards",
      advice: geometry.cellCount > 16 ? "a smaller --table" : "choose a smaller board")
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
    guard let tightest = room.min(by: { $0.available < $1.available }), tightest.available < needed
    else { return }
    // The machine's memory cannot be raised: only the advice is left.
    let instead =
      tightest.name == machineName && !advice.isEmpty
      ? advice : "raise the limit" + (advice.isEmpty ? "" : " or \(advice)")
    // Int.max: an estimate too big to count.
    let amount = needed == .max ? "more than 9,223,372 TB" : Format.bytes(needed, roundingUp: true)
    let room = Format.bytes(tightest.available, roundingUp: false)
    throw .resources(
      "\(task) needs \(amount) \(what) but this process may take \(room) more "
        + "(\(tightest.name)); \(instead)")
  }

  /// The room left under each of `limits` now; one whose usage cannot be read is left out.
  static func room(under limits: [MemoryLimit], read: (String) -> String? = text(at:)) -> [Room] {
    limits.compactMap { limit in
      let fields = read(limit.usage.path).map(words) ?? []
      guard fields.count > limit.usage.field, let count = Int(fields[limit.usage.field]) else {
        return nil
      }
      let stat = limit.stat.flatMap(read).map(words) ?? []
      let inactive = zip(stat, stat.dropFirst()).first { $0.0 == "inactive_file" }?.1
      let used = max(0, count * limit.usage.unit - (inactive.flatMap { Int($0) } ?? 0))
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

  static let groups = groups(in: text(at: "/proc/self/cgroup") ?? "", read: text(at:))

  /// The machine's memory (its physical pages), against this process's resident pages:
  /// with no limit set, what a table cannot go past.
  static let machineName = "the machine's memory"
  static let machine: [MemoryLimit] = {
    let (pages, page) = (sysconf(Int32(_SC_PHYS_PAGES)), sysconf(Int32(_SC_PAGESIZE)))
    guard pages > 0, page > 0 else { return [] }
    return [
      MemoryLimit(name: machineName, bytes: pages * page, usage: ("/proc/self/statm", 1, page))
    ]
  }()

  /// From the process's own group up to the root, given `/proc/self/cgroup`'s text.
  static func groups(in membership: String, read: (String) -> String?) -> [MemoryLimit] {
    guard let line = membership.split(separator: "\n").first(where: { $0.hasPrefix("0::/") })
    else { return [] }
    let parts = line.dropFirst(4).split(separator: "/")
    return (0...parts.count).reversed().compactMap { depth in
      let folder = "/sys/fs/cgroup" + parts.prefix(depth).map { "/" + $0 }.joined()
      return read(folder + "/memory.max").flatMap(bytes).map {
        MemoryLimit(
          name: "cgroup memory.max", bytes: $0, usage: (folder + "/memory.current", 0, 1),
          stat: folder + "/memory.stat")
      }
    }
  }

  /// The bytes a limit file holds: nil for `max`, 2^62 or more, and anything else.
  static func bytes(_ text: String) -> Int? {
    Int(words(text).first ?? "").flatMap { (0..<1 << 62).contains($0) ? $0 : nil }
  }

  private static func words(_ text: String) -> [Substring] {
    text.split(whereSeparator: { $0 == " " || $0 == "\n" })
  }

  /// The text of a small file of the kernel's, or nil if it cannot be read.
  static func text(at path: String) -> String? {
    // Each is under a few kB (memory.stat the longest); a small buffer is zeroed at each check.
    (try? TextFile.contents(of: path, limit: 1 << 13)) ?? nil
  }
}
