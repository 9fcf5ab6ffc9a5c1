import Testing
import TicTacToe

@testable import AICommandLine

/// Reading the limits on memory from the kernel's files, given as text, and the message
/// of a table that will not fit.
@Suite struct MemoryLimitTests {
  @Test(
    arguments: [
      ("max\n", nil), ("max", nil), ("0\n", 0), ("209715200\n", 209_715_200),
      // cgroup v1 writes the largest page count times the page size for "no limit".
      ("9223372036854771712\n", nil), ("4611686018427387904", nil),
      ("4611686018427387903", 4_611_686_018_427_387_903), ("", nil), ("-1", nil),
      ("lots", nil),
    ] as [(String, Int?)])
  func aLimitFileReadsAsBytesOrNoLimit(text: String, bytes: Int?) {
    #expect(CgroupMemory.bytes(text) == bytes)
  }

  @Test func theGroupsOfAProcessAreFoundInBothVersions() {
    let hybrid = """
      9:name=systemd:/
      5:cpu,cpuacct:/a
      4:memory:/process_api/54d1
      0::/user.slice/run-1.scope
      """
    #expect(CgroupMemory.paths(in: hybrid).v2 == "/user.slice/run-1.scope")
    #expect(CgroupMemory.paths(in: hybrid).v1 == "/process_api/54d1")
    let v2Only = CgroupMemory.paths(in: "0::/\n")
    #expect(v2Only.v2 == "/" && v2Only.v1 == nil)
    let combined = CgroupMemory.paths(in: "3:cpu,memory,pids:/docker/abc\n")
    #expect(combined.v1 == "/docker/abc" && combined.v2 == nil)
    let none = CgroupMemory.paths(in: "garbage\n1:name=systemd:/\n")
    #expect(none.v1 == nil && none.v2 == nil)
  }

  @Test func aGroupsFoldersRunUpToTheRoot() {
    #expect(
      CgroupMemory.folders(from: "/a/b", under: "/sys/fs/cgroup") == [
        "/sys/fs/cgroup/a/b", "/sys/fs/cgroup/a", "/sys/fs/cgroup",
      ])
    #expect(CgroupMemory.folders(from: "/", under: "/r") == ["/r"])
  }

  @Test func theInactiveFileCacheIsReadFromMemoryStat() {
    let stat = "anon 4096\nfile 1000000\ninactive_file 600000\nactive_file 400000\n"
    #expect(CgroupMemory.value(of: "inactive_file", in: stat) == 600_000)
    #expect(CgroupMemory.value(of: "total_inactive_file", in: stat) == nil)
  }

  /// Limits are hierarchical: the group with the least room left, whichever level it is
  /// at, sets the limit; a group without one (`max`) is passed over.
  @Test func theTightestGroupFromTheProcessToTheRootSetsTheLimit() {
    let files = [
      "/cg/a/b/memory.max": "max\n",
      "/cg/a/b/memory.current": "50000000\n",
      "/cg/a/memory.max": "300000000\n",
      "/cg/a/memory.current": "200000000\n",
      "/cg/a/memory.stat": "inactive_file 30000000\n",
      "/cg/memory.max": "1000000000\n",
      "/cg/memory.current": "100000000\n",
    ]
    let limit = CgroupMemory.tightest(under: "/a/b", in: .v2(at: "/cg")) { files[$0] }
    // 300 MB less (200 MB used, 30 MB of it inactive cache) at /a.
    #expect(limit == MemoryLimit(kind: .cgroup("memory.max"), available: 130_000_000))
    #expect(limit?.name == "cgroup memory.max")
    let unlimited = CgroupMemory.tightest(under: "/a/b", in: .v2(at: "/cg")) {
      $0.hasSuffix("memory.max") ? "max\n" : "1000\n"
    }
    #expect(unlimited == nil)
    let over = CgroupMemory.tightest(under: "/x", in: .v1) {
      $0.hasSuffix("limit_in_bytes") ? "1000\n" : $0.hasSuffix("usage_in_bytes") ? "5000\n" : nil
    }
    #expect(over == MemoryLimit(kind: .cgroup("memory.limit_in_bytes"), available: 0))
  }

  @Test func statmGivesTheVirtualSizeAndTheDataInPages() {
    let usage = ProcessUsage(statm: "4469 2847 2581 304 0 572 0\n", pageSize: 4_096)
    #expect(usage == ProcessUsage(virtual: 4_469 * 4_096, data: 572 * 4_096))
    #expect(ProcessUsage(statm: "4469 2847", pageSize: 4_096) == nil)
    #expect(ProcessUsage(statm: "a b c d e f g", pageSize: 4_096) == nil)
  }

  /// This process's own limits: `swift test` runs without `ulimit -v`, so none of them
  /// is the address space's unless the shell that started it set one.
  @Test func theLimitsOfThisProcessAreReadWithoutFailing() {
    let limits = MemoryLimit.current()
    #expect(limits.allSatisfy { $0.available >= 0 })
    #expect(limits == limits.sorted { $0.available < $1.available })
    #expect(ProcessUsage.read().map { $0.virtual > 0 && $0.data > 0 } == true)
  }

  @Test func aTableThatFitsPassesAndOneThatDoesNotSaysHowMuchItNeeds() throws {
    let roomy = [MemoryLimit(kind: .addressSpace, available: 1_000_000_000)]
    try MemoryLimit.check(400_000_000, for: "counting", limits: roomy)
    try MemoryLimit.check(400_000_000, for: "counting", limits: [])
    let tight = [
      MemoryLimit(kind: .dataSegment, available: 500_000_000),
      MemoryLimit(kind: .addressSpace, available: 190_400_000),
    ]
    // 400 MB and the margin: 8 MB and 25 MB.
    #expect(MemoryLimit.margin(for: 400_000_000) == 33_000_000)
    #expect(
      throws: CLIError.resources(
        "solving every position of 4x4 needs 433 MB of memory but this process may take 190 MB "
          + "more (ulimit -v); raise the limit or choose a smaller board")
    ) {
      try MemoryLimit.check(400_000_000, for: "solving every position of 4x4", limits: tight)
    }
    // The margin counts: a table that fits only without it is refused.
    #expect(throws: CLIError.self) {
      try MemoryLimit.check(
        180_000_000, for: "x", limits: [MemoryLimit(kind: .addressSpace, available: 190_000_000)])
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

  @Test func aShapeNamesItsLineOnlyWhenItIsNotTheShorterSide() throws {
    #expect(Format.shape(try Geometry(rows: 4, columns: 4)) == "4x4")
    #expect(Format.shape(try Geometry(rows: 4, columns: 4, k: 3)) == "4x4 k=3")
    #expect(Format.shape(try Geometry(rows: 2, columns: 8, k: 4)) == "2x8 k=4")
  }
}
