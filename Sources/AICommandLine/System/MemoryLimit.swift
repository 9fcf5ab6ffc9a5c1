import Glibc
import TicTacToe

/// A limit on this process's memory: `ulimit -v` (its address space), `ulimit -d` (its
/// data segment), or a control group's (v2's `memory.max`, v1's `memory.limit_in_bytes`,
/// any group from the process's own up to the root).
///
/// Checked before a large table is built (``check(_:for:advice:room:)``), so that `ai`
/// refuses work that cannot fit with one line and exit 71 rather than trapping when an
/// allocation fails halfway. Each limit is read once, the cgroups' only when the first
/// table is checked; what counts against it is read at each check.
struct MemoryLimit: Equatable, Sendable {
  /// The limit as a person sets it: `ulimit -v`, `cgroup memory.max`.
  let name: String
  /// The limit in bytes.
  let bytes: Int
  /// What counts against it: a field of `/proc/self/statm`, in pages, for a `ulimit`; a
  /// group's folder and files for a cgroup, whose usage less its inactive file cache
  /// counts (the kernel reclaims that cache before failing an allocation).
  let usage: Usage

  /// What counts against a limit.
  enum Usage: Equatable, Sendable {
    case pages(field: Int)
    case group(String, Files)
  }

  /// A cgroup version's files: where it is mounted, its limit, usage and inactive cache.
  struct Files: Equatable, Sendable {
    var root: String, limit: String, usage: String, inactive: String
    static let v2 = Self(
      root: "/sys/fs/cgroup", limit: "memory.max", usage: "memory.current",
      inactive: "inactive_file")
    static let v1 = Self(
      root: "/sys/fs/cgroup/memory", limit: "memory.limit_in_bytes",
      usage: "memory.usage_in_bytes", inactive: "total_inactive_file")
  }

  /// The room `ai` needs beyond what it has loaded, whatever it does: a batch reads
  /// 64 KiB at a time, the server's page is 18 KB.
  static let roomToRun = 4_000_000

  /// The room left for the rest of the process beside a table of `bytes`: 8 MB, and a
  /// sixteenth of the table for what an estimate leaves out (the allocator's slack,
  /// buffers, progress lines).
  static func margin(for bytes: Int) -> Int { 8_000_000 + bytes / 16 }

  /// Checks, before `task` builds tables of about `bytes`, that the room left under each
  /// limit holds them and the ``margin(for:)``.
  ///
  /// - Parameters:
  ///   - task: What needs the memory, to start the message: `solving every position of 4x4`.
  ///   - advice: What to do instead, besides raising the limit.
  ///   - room: Each limit's name and the bytes left under it; this process's unless given.
  /// - Throws: ``CLIError/resources(_:)`` naming the amount needed, the tightest limit
  ///   and the room it leaves.
  static func check(
    _ bytes: Int, for task: String, advice: String = "choose a smaller board",
    room: [Room] = room(under: process + groups)
  ) throws(CLIError) {
    let needed = bytes + margin(for: bytes)
    guard let tightest = room.min(by: { $0.available < $1.available }),
      tightest.available < needed
    else { return }
    throw .resources(
      "\(task) needs \(Format.bytes(needed, roundingUp: true)) of memory but this process "
        + "may take \(Format.bytes(tightest.available, roundingUp: false)) more "
        + "(\(tightest.name)); raise the limit or \(advice)")
  }

  /// Checks that the process may take a ``Searcher`` for `geometry` (43 MB for 16 cells).
  ///
  /// - Throws: ``CLIError/resources(_:)`` as ``check(_:for:advice:room:)`` does.
  static func checkSearcher(for geometry: Geometry) throws(CLIError) {
    try check(
      Searcher.memoryNeeded(for: geometry), for: "searching \(Format.shape(geometry)) boards")
  }

  /// Checks, at the start, that a `ulimit` leaves ``roomToRun``, so that a limit barely
  /// above what the program itself takes is one line and exit 71, never an allocation
  /// that fails halfway: two `getrlimit(2)` calls, and no file read unless one is set.
  ///
  /// - Throws: ``CLIError/resources(_:)`` naming the room needed and the tightest limit.
  static func checkRoomToRun() throws(CLIError) {
    guard let tightest = room(under: process).min(by: { $0.available < $1.available }),
      tightest.available < roomToRun
    else { return }
    throw .resources(
      "ai needs \(Format.bytes(roomToRun, roundingUp: true)) of memory beyond what it has "
        + "loaded but this process may take \(Format.bytes(tightest.available, roundingUp: false)) "
        + "more (\(tightest.name)); raise the limit")
  }

  /// A limit's name and the bytes this process may still take under it (0 when over).
  struct Room: Equatable, Sendable {
    let name: String
    let available: Int
  }

  /// The room left under each of `limits` now, reading files with `read`; a limit whose
  /// usage cannot be read is left out.
  static func room(under limits: [MemoryLimit], read: (String) -> String? = text(at:)) -> [Room] {
    limits.compactMap { limit in
      let used: Int?
      switch limit.usage {
      case .pages(let field):
        let fields = read("/proc/self/statm")?.split(whereSeparator: { $0 == " " || $0 == "\n" })
        used = fields.flatMap { $0.count > field ? Int($0[field]) : nil }.map {
          $0 * Int(sysconf(Int32(_SC_PAGESIZE)))
        }
      case .group(let folder, let files):
        let stat = read(folder + "/memory.stat")?.split(separator: "\n").lazy
          .map { $0.split(separator: " ") }.first { $0.count == 2 && $0[0] == files.inactive }
        used = read(folder + "/" + files.usage).flatMap(bytes).map {
          max(0, $0 - (stat.flatMap { Int($0[1]) } ?? 0))
        }
      }
      return used.map { Room(name: limit.name, available: max(0, limit.bytes - $0)) }
    }
  }
}
