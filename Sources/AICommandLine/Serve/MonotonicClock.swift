import Glibc

/// Milliseconds on a clock that only goes forward, for the connections' deadlines.
enum MonotonicClock {
  /// The time now, in milliseconds since an arbitrary start.
  static var now: Int {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return time.tv_sec * 1000 + time.tv_nsec / 1_000_000
  }
}
