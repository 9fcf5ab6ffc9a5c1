import Glibc

/// Helpers over a socket's file descriptor.
enum Socket {
  /// Makes `descriptor` non-blocking and closed on exec.
  static func makeNonBlocking(_ descriptor: Int32) {
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
  }

  /// The local port `descriptor` is bound to.
  static func localPort(of descriptor: Int32) -> Int {
    var storage = sockaddr_storage()
    var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
    _ = withUnsafeMutablePointer(to: &storage) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        getsockname(descriptor, $0, &length)
      }
    }
    return withUnsafeBytes(of: storage) { bytes in
      // sin_port and sin6_port sit at the same offset, after the family.
      Int(UInt16(bytes[2]) << 8 | UInt16(bytes[3]))
    }
  }
}
