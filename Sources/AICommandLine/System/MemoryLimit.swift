/// A limit on the memory this process may take, and how much of it is left: the address
/// space (`ulimit -v`), the data segment (`ulimit -d`), or the memory of a control group
/// the process belongs to (cgroup v2's `memory.max`, v1's `memory.limit_in_bytes`).
///
/// Read before a large table is built (``check(_:for:advice:limits:)``), so that `ai` refuses work
/// that cannot fit with a line that says so, rather than trapping when an allocation
/// fails halfway.
struct MemoryLimit: Equatable, Sendable {
  /// Where a limit comes from.
  enum Kind: Equatable, Sendable {
    /// `RLIMIT_AS`, against the process's virtual size.
    case addressSpace
    /// `RLIMIT_DATA`, against the process's data segment.
    case dataSegment
    /// A control group's limit, against its usage less its inactive file cache; the
    /// name of the file that sets the limit (`memory.max`, `memory.limit_in_bytes`).
    case cgroup(String)
  }

  /// What sets the limit.
  let kind: Kind
  /// The bytes this process may still take under the limit; 0 when it is already over.
  let available: Int

  /// The limit as a person sets it: `ulimit -v`, `ulimit -d`, `cgroup memory.max`.
  var name: String {
    switch kind {
    case .addressSpace: "ulimit -v"
    case .dataSegment: "ulimit -d"
    case .cgroup(let file): "cgroup \(file)"
    }
  }

  /// The limits of this process as they stand, the tightest first; empty when there are
  /// none.
  static func current() -> [MemoryLimit] {
    let usage = ProcessUsage.read()
    var limits: [MemoryLimit] = []
    if let usage, let limit = ResourceLimit.addressSpace {
      limits.append(MemoryLimit(kind: .addressSpace, available: max(0, limit - usage.virtual)))
    }
    if let usage, let limit = ResourceLimit.dataSegment {
      limits.append(MemoryLimit(kind: .dataSegment, available: max(0, limit - usage.data)))
    }
    if let cgroup = CgroupMemory.tightest() { limits.append(cgroup) }
    return limits.sorted { $0.available < $1.available }
  }
}
