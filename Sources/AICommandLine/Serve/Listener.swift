import Glibc

/// A listening TCP socket, non-blocking, with `SO_REUSEADDR` so that a restarted server
/// gets its port back at once.
struct Listener {
  /// The socket's file descriptor.
  let descriptor: Int32
  /// The port it listens on: the one asked for, or the one the system chose for 0.
  let port: Int

  /// How many connections the system may queue before the server accepts them.
  static let backlog: Int32 = 128

  /// Listens on `host` at `port` (0 for any free port).
  ///
  /// - Throws: ``ServerError`` when the socket cannot be made, bound or listened on.
  init(host: ServeHost, port: Int) throws(ServerError) {
    let family = if case .ipv4 = host { AF_INET } else { AF_INET6 }
    let address = host.url(port: port).dropFirst("http://".count).dropLast()
    let fail = { (code: Int32) in ServerError(address: String(address), port: port, code: code) }
    let descriptor = socket(family, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { throw fail(errno) }
    var one: Int32 = 1
    setsockopt(
      descriptor, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
    let bound: Int32
    switch host {
    case .ipv4(let raw):
      var socketAddress = sockaddr_in()
      socketAddress.sin_family = sa_family_t(AF_INET)
      socketAddress.sin_port = UInt16(port).bigEndian
      socketAddress.sin_addr = in_addr(s_addr: raw)
      bound = withUnsafePointer(to: &socketAddress) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
      }
    case .ipv6(let bytes):
      var socketAddress = sockaddr_in6()
      socketAddress.sin6_family = sa_family_t(AF_INET6)
      socketAddress.sin6_port = UInt16(port).bigEndian
      withUnsafeMutableBytes(of: &socketAddress.sin6_addr) { $0.copyBytes(from: bytes) }
      bound = withUnsafePointer(to: &socketAddress) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in6>.size))
        }
      }
    }
    guard bound == 0, listen(descriptor, Self.backlog) == 0 else {
      let code = errno
      Glibc.close(descriptor)
      throw fail(code)
    }
    Socket.makeNonBlocking(descriptor)
    self.descriptor = descriptor
    self.port = port == 0 ? Socket.localPort(of: descriptor) : port
  }

  /// Stops listening.
  func close() {
    _ = Glibc.close(descriptor)
  }
}
