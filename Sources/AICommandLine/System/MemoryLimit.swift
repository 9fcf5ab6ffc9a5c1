import Glibc
import TicTacToe

/// The room this process has left under one limit on its memory: `ulimit -v` (its
/// address space), `ulimit -d` (its data segment) or a control group's (cgroup v2's
/// `memory.max`, v1's `memory.limit_in_bytes`, any group from its own up to the root).
///
/// Checked before a large table is built (``check(_:for:advice:limits:)``), so that `ai`
/// refuses work that cannot fit with one line and exit 71, rather than trapping when an
/// allocation fails halfway. The limits are read once, the cgroup's only when the first
/// table is checked; what counts against them is read at each check.
struct MemoryLimit: Equatable, Sendable {
  /// The limit as a person sets it: `ulimit -v`, `ulimit -d`, `cgroup memory.max`.
  let name: String
  /// The bytes this process may still take under the limit; 0 when it is already over.
  let available: Int

  /// The room left for the rest of the process beside a table of `bytes`: 8 MB, and a
  /// sixteenth of the table for what an estimate leaves out (the allocator's slack,
  /// buffers, progress lines).
  static func margin(for bytes: Int) -> Int { 8_000_000 + bytes / 16 }

  /// The room `ai` needs beyond what it has loaded, whatever it does: a batch reads
  /// 64 KiB at a time, the server's page is 18 KB.
  static let roomToRun = 4_000_000

  /// Checks, before `task` builds tables of about `bytes`, that each of `limits` leaves
  /// room for them and the ``margin(for:)``.
  ///
  /// - Parameters:
  ///   - task: What needs the memory, to start the message: `solving every position of 4x4`.
  ///   - advice: What to do instead, besides raising the limit.
  ///   - limits: The limits to check against; those of this process unless given.
  /// - Throws: ``CLIError/resources(_:)`` naming the amount needed, the tightest limit
  ///   and the room it leaves.
  static func check(
    _ bytes: Int, for task: String, advice: String = "choose a smaller board",
    limits: [MemoryLimit] = current()
  ) throws(CLIError) {
    let needed = bytes + margin(for: bytes)
    guard let tightest = limits.min(by: { $0.available < $1.available }),
      tightest.available < needed
    else { return }
    throw .resources(
      "\(task) needs \(Format.bytes(needed, roundingUp: true)) of memory but this process "
        + "may take \(Format.bytes(tightest.available, roundingUp: false)) more "
        + "(\(tightest.name)); raise the limit or \(advice)")
  }

  /// Checks that the process may take a ``Searcher`` for `geometry` (43 MB for 16 cells).
  ///
  /// - Throws: ``CLIError/resources(_:)`` as ``check(_:for:advice:limits:)`` does.
  static func checkSearcher(for geometry: Geometry) throws(CLIError) {
    try check(
      Searcher.memoryNeeded(for: geometry), for: "searching \(Format.shape(geometry)) boards")
  }

  /// Checks, at the start, that a `ulimit` leaves ``roomToRun``, so that a limit barely
  /// above what the program itself takes is one line and exit 71, never an allocation
  /// that fails halfway. Two `getrlimit(2)` calls when no `ulimit` is set; no file read.
  ///
  /// - Throws: ``CLIError/resources(_:)`` naming the room needed and the tightest limit.
  static func checkRoomToRun(
    limits: [MemoryLimit] = MemoryMeter.process.compactMap { $0.limit() }
  ) throws(CLIError) {
    guard let tightest = limits.min(by: { $0.available < $1.available }),
      tightest.available < roomToRun
    else { return }
    throw .resources(
      "ai needs \(Format.bytes(roomToRun, roundingUp: true)) of memory beyond what it has "
        + "loaded but this process may take \(Format.bytes(tightest.available, roundingUp: false)) "
        + "more (\(tightest.name)); raise the limit")
  }

  /// The limits of this process as they stand: the `ulimit`s and the cgroups'.
  static func current() -> [MemoryLimit] {
    (MemoryMeter.process + MemoryMeter.groups).compactMap { $0.limit() }
  }
}
