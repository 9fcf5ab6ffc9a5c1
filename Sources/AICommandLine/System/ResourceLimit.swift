import Glibc

/// The soft limits of `getrlimit(2)` on this process's memory, in bytes; `nil` when
/// there is none.
enum ResourceLimit {
  /// `RLIMIT_AS`: the address space (`ulimit -v`).
  static var addressSpace: Int? { soft(RLIMIT_AS) }

  /// `RLIMIT_DATA`: the data segment and private mappings (`ulimit -d`).
  static var dataSegment: Int? { soft(RLIMIT_DATA) }

  /// The soft limit on `resource`, or `nil` when it is infinite (`RLIM_INFINITY`, all
  /// ones) or cannot be read.
  private static func soft(_ resource: __rlimit_resource) -> Int? {
    var limit = rlimit()
    guard getrlimit(__rlimit_resource_t(resource.rawValue), &limit) == 0,
      limit.rlim_cur < UInt64(Int.max)
    else { return nil }
    return Int(limit.rlim_cur)
  }
}
