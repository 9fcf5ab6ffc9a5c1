import Foundation
import Glibc

/// A running `ai serve --port 0`, started by a test and stopped when the test is done:
/// the port it printed, and raw HTTP requests to it over the loopback.
final class Served {
  /// The server's process.
  let process = Process()
  /// The port it listens on, read from its first line.
  let port: Int
  /// What it printed first: `ai: serving on http://127.0.0.1:PORT/ (Ctrl-C to stop)`.
  let firstLine: String
  private let output = Pipe()

  /// Starts `ai serve --port 0` with `arguments` and waits for its first line.
  convenience init(_ arguments: [String] = []) throws {
    try self.init(running: ["serve", "--port", "0"] + arguments)
  }

  /// Starts `ai serve --port 0` under `ulimit -v kibibytes`, and waits for its first line.
  convenience init(limitingMemoryTo kibibytes: Int) throws {
    try self.init(
      running: ["-c", "ulimit -v \(kibibytes) && exec \"$0\" serve --port 0", AI.executable.path],
      program: URL(fileURLWithPath: "/bin/sh"))
  }

  /// Starts `program` (`ai` unless given) with `arguments`, a `serve` command, and waits
  /// for its first line.
  init(running arguments: [String], program: URL = AI.executable) throws {
    process.executableURL = program
    process.arguments = arguments
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    var line = Data()
    let handle = output.fileHandleForReading
    while !line.contains(UInt8(ascii: "\n")) {
      let chunk = handle.availableData
      if chunk.isEmpty { break }
      line += chunk
    }
    firstLine = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .newlines)
    guard let match = firstLine.firstMatch(of: /:([0-9]+)\/ \(Ctrl-C/), let port = Int(match.1)
    else {
      process.terminate()
      throw ServedError.noAddress(firstLine)
    }
    self.port = port
  }

  deinit {
    if process.isRunning {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }
  }

  /// Sends `signal` and waits up to `seconds` for the server to end.
  ///
  /// - Returns: Its exit status, or nil if it did not end in time.
  func stop(with signal: Int32 = SIGTERM, within seconds: Double = 5) -> Int32? {
    kill(process.processIdentifier, signal)
    let deadline = Date().addingTimeInterval(seconds)
    while process.isRunning && Date() < deadline { usleep(10_000) }
    guard !process.isRunning else { return nil }
    return process.terminationStatus
  }

  /// ``stop(with:within:)`` awaited without holding a thread of the test runner.
  func stop(with signal: Int32 = SIGTERM, within seconds: Double = 5) async -> Int32? {
    kill(process.processIdentifier, signal)
    let deadline = Date().addingTimeInterval(seconds)
    while process.isRunning && Date() < deadline { try? await Task.sleep(for: .milliseconds(10)) }
    guard !process.isRunning else { return nil }
    return process.terminationStatus
  }

  /// A new connection to the server.
  func connect() throws -> Client { try Client(port: port) }

  /// Sends one GET of `target` on a new connection and reads the answer.
  func get(_ target: String) throws -> Response {
    let client = try connect()
    try client.send("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
    let bytes = client.readAll()
    guard let response = Response(bytes) else {
      throw ServedError.noAnswer(String(decoding: bytes, as: UTF8.self))
    }
    return response
  }

  /// Why a server could not be used.
  enum ServedError: Error {
    case noAddress(String)
    case cannotConnect(Int32)
    case noAnswer(String)
  }

  /// One TCP connection to the server, its reads bounded by a timeout.
  final class Client {
    let descriptor: Int32

    /// Connects to 127.0.0.1 at `port`.
    init(port: Int) throws {
      descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_port = UInt16(port).bigEndian
      address.sin_addr = in_addr(s_addr: UInt32(INADDR_LOOPBACK).bigEndian)
      let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
      }
      guard connected == 0 else {
        let code = errno
        close(descriptor)
        throw ServedError.cannotConnect(code)
      }
      setTimeout(10)
    }

    deinit { close(descriptor) }

    /// Bounds every read to `seconds`.
    func setTimeout(_ seconds: Double) {
      var time = timeval(
        tv_sec: Int(seconds), tv_usec: Int((seconds - seconds.rounded(.down)) * 1_000_000))
      setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
    }

    /// Sends `text`'s bytes.
    func send(_ text: String) throws { try send(Array(text.utf8)) }

    /// Sends `bytes`; false once the server has closed the connection.
    @discardableResult
    func send(_ bytes: [UInt8]) throws -> Bool {
      var offset = 0
      while offset < bytes.count {
        let sent = bytes.withUnsafeBytes {
          Glibc.send(
            descriptor, $0.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
        }
        if sent <= 0 { return false }
        offset += sent
      }
      return true
    }

    /// Reads until the server closes the connection or a read times out.
    ///
    /// - Returns: The bytes read, and whether the server closed the connection.
    func readUntilClosed() -> (bytes: [UInt8], closed: Bool) {
      var bytes: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 65_536)
      while true {
        let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        if count > 0 {
          bytes += buffer[..<count]
        } else {
          return (bytes, count == 0 || errno == ECONNRESET)
        }
      }
    }

    /// Reads until the server closes the connection or a read times out.
    func readAll() -> [UInt8] { readUntilClosed().bytes }

    /// Reads until the server closes the connection or `seconds` pass, suspended between
    /// reads rather than holding a thread of the test runner while the server is silent.
    ///
    /// - Returns: The bytes read, and whether the server closed the connection.
    func awaitClose(within seconds: Double = 10) async -> (bytes: [UInt8], closed: Bool) {
      var bytes: [UInt8] = []
      let deadline = Date().addingTimeInterval(seconds)
      setTimeout(0.001)
      while true {
        let read = readUntilClosed()
        bytes += read.bytes
        if read.closed || Date() >= deadline { return (bytes, read.closed) }
        try? await Task.sleep(for: .milliseconds(10))
      }
    }

    /// Reads one whole answer (its head, then `Content-Length` bytes of body unless
    /// `head`), leaving the connection open.
    func readResponse(head: Bool = false) -> Response? {
      var bytes: [UInt8] = []
      var byte: UInt8 = 0
      while !bytes.ends(with: Array("\r\n\r\n".utf8)) {
        guard recv(descriptor, &byte, 1, 0) == 1 else { return nil }
        bytes.append(byte)
      }
      let length = Response(bytes + [])?.contentLength ?? 0
      var body = [UInt8](repeating: 0, count: head ? 0 : length)
      var read = 0
      while read < body.count {
        let count = body.withUnsafeMutableBytes {
          recv(descriptor, $0.baseAddress! + read, $0.count - read, 0)
        }
        guard count > 0 else { return nil }
        read += count
      }
      return Response(bytes + body)
    }
  }

  /// An HTTP answer, split into its parts.
  struct Response {
    /// The status code.
    var status: Int
    /// The header fields, names lowercased.
    var fields: [String: String]
    /// The body.
    var body: [UInt8]
    /// The body as text.
    var text: String { String(decoding: body, as: UTF8.self) }
    /// The body as JSON.
    var json: [String: Any]? {
      (try? JSONSerialization.jsonObject(with: Data(body))) as? [String: Any]
    }
    /// The `Content-Length`.
    var contentLength: Int? { fields["content-length"].flatMap { Int($0) } }

    /// Reads the first answer in `bytes`: its head, and the rest as its body.
    init?(_ bytes: [UInt8]) {
      let text = String(decoding: bytes, as: UTF8.self)
      guard let end = text.range(of: "\r\n\r\n") else { return nil }
      let lines = text[..<end.lowerBound].components(separatedBy: "\r\n")
      let statusLine = lines[0].split(separator: " ")
      guard statusLine.count >= 2, statusLine[0] == "HTTP/1.1", let status = Int(statusLine[1])
      else { return nil }
      self.status = status
      fields = [:]
      for line in lines.dropFirst() {
        let parts = line.split(separator: ":", maxSplits: 1)
        if parts.count == 2 {
          fields[parts[0].lowercased()] = parts[1].trimmingCharacters(in: .whitespaces)
        }
      }
      body = Array(bytes[text[..<end.upperBound].utf8.count...])
    }
  }
}

extension Array where Element == UInt8 {
  /// Whether the array ends with `suffix`.
  fileprivate func ends(with suffix: [UInt8]) -> Bool {
    count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
  }
}
