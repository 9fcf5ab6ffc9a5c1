// The address `ai serve` listens on, as `--host` gives it.
import Glibc

/// IPv4 or IPv6 numbers, or `localhost`: names are not looked up, so no name service is
/// waited on.
@_spi(Fuzzing) public struct ServeHost: Sendable, Equatable {
  /// `AF_INET` or `AF_INET6`.
  let family: Int32
  /// In network byte order: 4 bytes for IPv4, 16 for IPv6.
  let bytes: [UInt8]
  /// 127.0.0.1, the default.
  public static let loopback = ServeHost("127.0.0.1")!

  static let option = Option<ServeHost>(
    "host", value: "ADDR", example: "::1",
    help: "the address to listen on: 127.0.0.1 (the default: this machine only), ::1, or "
      + "0.0.0.0 or :: for every interface (reachable from other machines)"
  ) { text throws(CLIError) in
    guard let host = ServeHost(text) else {
      throw .usage(
        "--host takes an IP address of this machine, such as 127.0.0.1 (the default), ::1 "
          + "or 0.0.0.0, not \(text.quotedValue)")
    }
    if let why = host.unreachable {
      throw .usage(
        "--host \(text.quotedValue) is \(why), which no browser can connect to: use "
          + "127.0.0.1 (the default), ::1, or 0.0.0.0 or :: for every interface")
    }
    return host
  }

  /// `127.0.0.1`, `::1`, `[::1]`, `localhost`.
  init?(_ text: String) {
    var text = text == "localhost" ? "127.0.0.1" : text
    if text.hasPrefix("["), text.hasSuffix("]") { text = String(text.dropFirst().dropLast()) }
    var bytes = [UInt8](repeating: 0, count: 16)
    if inet_pton(AF_INET, text, &bytes) == 1 {
      (family, self.bytes) = (AF_INET, Array(bytes.prefix(4)))
    } else if inet_pton(AF_INET6, text, &bytes) == 1 {
      (family, self.bytes) = (AF_INET6, bytes)
    } else {
      return nil
    }
  }

  /// Why no client could connect here (a socket binds to a multicast or broadcast
  /// address, but a connection to it is refused), if none could.
  var unreachable: String? {
    var ipv4 = bytes
    if family == AF_INET6 {
      if bytes[0] == 0xFF { return "a multicast address" }
      if bytes[0] == 0xFE && bytes[1] & 0xC0 == 0x80 {
        return "a link-local address (it needs an interface)"
      }
      guard bytes[..<12] == [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xFF, 0xFF] else { return nil }
      ipv4 = Array(bytes[12...])
    }
    if ipv4[0] >> 4 == 0xE { return "a multicast address" }
    return ipv4 == [255, 255, 255, 255] || ipv4 == [127, 255, 255, 255]
      ? "a broadcast address" : nil
  }

  /// `127.0.0.1`, `::1`: the address as `inet_ntop` writes it.
  var address: String {
    var buffer = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN) + 1)
    inet_ntop(family, bytes, &buffer, socklen_t(buffer.count))
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// `http://127.0.0.1:9339/`, `http://[::1]:9339/`.
  func url(port: Int) -> String {
    family == AF_INET6 ? "http://[\(address)]:\(port)/" : "http://\(address):\(port)/"
  }

  /// Why listening here at `port` failed with the system's error number `code`.
  func failure(_ code: Int32, port: Int) -> String {
    let reason =
      switch code {
      case EADDRINUSE:
        "the port is in use (another server?): choose another with --port N, or --port 0 for "
          + "any free one"
      case EACCES where port < 1024: "ports below 1024 need privileges: choose --port 1024 or above"
      case EADDRNOTAVAIL:
        "the address is not one of this machine's: try --host 127.0.0.1 or --host ::1"
      case EAFNOSUPPORT: "this machine has no IPv6: try --host 127.0.0.1"
      default: String(cString: strerror(code))
      }
    let address = url(port: port).dropFirst("http://".count).dropLast()
    return "cannot listen on \(address): \(reason)"
  }
}
