import Glibc
import Testing
import TicTacToe

@testable import AICommandLine

/// Reading the limits on memory from the kernel's files, given as text, and the message
/// of a table that will not fit.
@Suite struct MemoryLimitTests {
  @Test(
    arguments: [
      ("max\n", nil), ("max", nil), ("0\n", 0), ("209715200\n", 209_715_200),
      // Past 2^62: no limit (as cgroup v1 wrote it, the largest page count in bytes).
      ("9223372036854771712\n", nil), ("4611686018427387904", nil),
      ("4611686018427387903", 4_611_686_018_427_387_903), ("", nil), ("-1", nil),
      ("lots", nil),
    ] as [(String, Int?)])
  func aLimitFileReadsAsBytesOrNoLimit(text: String, bytes: Int?) {
    #expect(MemoryLimit.bytes(text) == bytes)
  }

  /// Limits are hierarchical: every group from the process's own up to the root that
  /// sets one is a limit, and the one with the least room left (its usage less its
  /// inactive file cache) is the tightest; a group without one (`max`) is passed over.
  @Test func theGroupsFromTheProcessToTheRootAreEachALimit() {
    let files = [
      "/sys/fs/cgroup/a/b/memory.max": "max\n",
      "/sys/fs/cgroup/a/b/memory.current": "50000000\n",
      "/sys/fs/cgroup/a/memory.max": "300000000\n",
      "/sys/fs/cgroup/a/memory.current": "200000000\n",
      "/sys/fs/cgroup/a/memory.stat": "anon 4096\ninactive_file 30000000\nactive_file 9\n",
      "/sys/fs/cgroup/memory.max": "1000000000\n",
      "/sys/fs/cgroup/memory.current": "100000000\n",
    ]
    let limits = MemoryLimit.groups(in: "9:name=systemd:/\n0::/a/b\n") { files[$0] }
    #expect(limits.map(\.bytes) == [300_000_000, 1_000_000_000])
    // 300 MB less (200 MB used, 30 MB of it inactive cache) at /a; 900 MB at the root.
    #expect(
      MemoryLimit.room(under: limits) { files[$0] } == [
        MemoryLimit.Room(name: "cgroup memory.max", available: 130_000_000),
        MemoryLimit.Room(name: "cgroup memory.max", available: 900_000_000),
      ])
  }

  /// Only the cgroup v2 line of `/proc/self/cgroup` names a group, and a group already over
  /// its limit has no room left.
  @Test func onlyAVersion2GroupIsALimit() {
    let files = [
      "/sys/fs/cgroup/x/memory.max": "1000\n", "/sys/fs/cgroup/x/memory.current": "5000\n",
      "/sys/fs/cgroup/memory/x/memory.limit_in_bytes": "1000\n",
    ]
    let limits = MemoryLimit.groups(in: "4:memory:/x\n0::/x\n") { files[$0] }
    #expect(limits.count == 1)
    #expect(
      MemoryLimit.room(under: limits) { files[$0] }
        == [MemoryLimit.Room(name: "cgroup memory.max", available: 0)])
    #expect(MemoryLimit.groups(in: "garbage\n4:memory:/x\n") { files[$0] }.isEmpty)
  }

  /// A `ulimit` is measured against `statm`'s fields, counted in pages: the first (the
  /// address space) for `ulimit -v`, the sixth (data) for `ulimit -d`.
  @Test func aUlimitIsMeasuredAgainstStatmInPages() {
    let page = Int(sysconf(Int32(_SC_PAGESIZE)))
    let statm = { (_: String) in "4469 2847 2581 304 0 572 0\n" }
    let virtual = MemoryLimit(
      name: "ulimit -v", bytes: 100 * 1 << 20, usage: ("/proc/self/statm", 0, page))
    let data = MemoryLimit(
      name: "ulimit -d", bytes: 1_000 * page, usage: ("/proc/self/statm", 5, page))
    #expect(
      MemoryLimit.room(under: [virtual, data], read: statm) == [
        MemoryLimit.Room(name: "ulimit -v", available: 100 * 1 << 20 - 4_469 * page),
        MemoryLimit.Room(name: "ulimit -d", available: 428 * page),
      ])
    #expect(MemoryLimit.room(under: [data]) { _ in "4469 2847" }.isEmpty)
  }

  /// This process's own limits are read without failing, each named as a person sets it.
  @Test func theLimitsOfThisProcessAreReadWithoutFailing() {
    let names = ["ulimit -v", "ulimit -d", "cgroup memory.max"]
    let room = MemoryLimit.room(under: MemoryLimit.process + MemoryLimit.groups)
    #expect(room.allSatisfy { $0.available >= 0 && names.contains($0.name) })
  }

  @Test func aTableThatFitsPassesAndOneThatDoesNotSaysHowMuchItNeeds() throws {
    let roomy = [MemoryLimit.Room(name: "ulimit -v", available: 1_000_000_000)]
    try MemoryLimit.check(400_000_000, for: "counting", room: roomy)
    try MemoryLimit.check(400_000_000, for: "counting", room: [])
    let tight = [
      MemoryLimit.Room(name: "ulimit -d", available: 500_000_000),
      MemoryLimit.Room(name: "ulimit -v", available: 190_400_000),
    ]
    // 400 MB and the margin: 8 MB and 25 MB.
    #expect(MemoryLimit.margin(for: 400_000_000) == 33_000_000)
    #expect(
      throws: CLIError.resources(
        "solving every position of 4x4 needs 433 MB of memory but this process may take 190 MB "
          + "more (ulimit -v); raise the limit or choose a smaller board")
    ) {
      try MemoryLimit.check(400_000_000, for: "solving every position of 4x4", room: tight)
    }
    // The margin counts: a table that fits only without it is refused.
    #expect(throws: CLIError.self) {
      try MemoryLimit.check(
        180_000_000, for: "x", room: [MemoryLimit.Room(name: "ulimit -v", available: 190_000_000)])
    }
    #expect(CLIError.resources("x").exitStatus == 71)
  }

  @Test(
    arguments: [
      (0, true, "0 kB"), (1, true, "1 kB"), (999_999, false, "999 kB"), (1_000_000, true, "1 MB"),
      (344_373_768, true, "345 MB"), (344_373_768, false, "344 MB"),
      (12_000_000_000, false, "12,000 MB"),
    ] as [(Int, Bool, String)])
  func bytesAreWrittenInDecimalUnits(bytes: Int, roundingUp: Bool, text: String) {
    #expect(Format.bytes(bytes, roundingUp: roundingUp) == text)
  }
}
