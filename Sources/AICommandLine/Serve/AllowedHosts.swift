// The names `ai serve` answers to, and the pages its API answers.
import Glibc

/// A page on another site can reach a server on this machine through a name of its own that
/// it points here (DNS rebinding), and can send it requests from the user's browser: so only
/// a request whose `Host` names this server is served, and an API request only from its page.
@_spi(Fuzzing) public struct AllowedHosts: Sendable, Equatable {
  /// The server's own names: lowercased, and addresses as `inet_ntop` writes them.
  private let names: Set<String>
  /// The `--allow-host` names, as ``names`` writes them: a proxy's in front of the server.
  private let proxyNames: Set<String>
  /// The port the server listens on: its own page's origin names it.
  private let port: Int
  /// Whether any IP address is a name of this server: when it listens on every interface,
  /// a client names whichever address reached it (no page can rebind an address).
  private let anyAddress: Bool
  /// `--allow-host '*'`: no check at all, for a proxy that checks.
  private let anyName: Bool

  static let option = Option<[String]>(
    "allow-host", value: "NAMES", example: "game.example.org",
    help: "more host names to answer to, comma-separated, as a proxy in front of the server "
      + "sends them (by default only localhost and the address listened on); * for any"
  ) { text throws(CLIError) in
    let names = text.split(separator: ",", omittingEmptySubsequences: false).map {
      String($0).trimmed.lowercased()
    }
    guard let bad = names.first(where: { !Self.isName($0) }) else { return names }
    let dots = bad.contains(".") && !bad.contains { $0 != "." && !Self.isNameCharacter($0) }
    throw .usage(
      "--allow-host takes host names separated by commas, such as game.example.org, or *, "
        + "not \(bad.quotedValue)"
        + (dots ? " (a name has letters or digits between its dots)" : ""))
  }

  /// The names a server on `host` at `port` answers to: its own, and `extra` (`*` for any).
  public init(listeningOn host: ServeHost, port: Int, extra: [String] = []) {
    anyAddress = host.bytes.allSatisfy { $0 == 0 }
    anyName = extra.contains("*")
    names = Set(["localhost", "127.0.0.1", "::1", host.address])
    proxyNames = Set(extra.map(Self.canonical))
    self.port = port
  }

  /// Whether a `Host` field's value (`name`, `name:port`, `[v6]:port`) names this server.
  func allows(host value: String) -> Bool {
    anyName || authority(value).map { isOwn($0.name) || proxyNames.contains($0.name) } ?? false
  }

  /// Whether an `Origin` field's value is a page of this server: `http://`, one of its own
  /// names and the port it listens on; or a page of a proxy's name (`--allow-host`), on
  /// whatever scheme and port the proxy serves, which this server cannot know.
  func allows(origin value: String) -> Bool {
    guard !anyName else { return true }
    let lowercased = value.lowercased()
    guard let scheme = ["http://", "https://"].first(where: lowercased.hasPrefix),
      let (name, port) = authority(String(lowercased.dropFirst(scheme.count)))
    else {
      return false  // `null`: a sandboxed page, a file, a redirect from elsewhere
    }
    return proxyNames.contains(name)
      || (scheme == "http://" && isOwn(name) && (port ?? 80) == self.port)
  }

  /// Why a request is not served, or nil when it is: a `Host` (or the request line's
  /// `http://host/`, which wins over it) that names another server, or an API request
  /// sent by a page of another site.
  func refusal(of request: RequestParser.Request) -> String? {
    if let host = request.authority ?? request.host, !allows(host: host) {
      return "this server answers to localhost and the address it listens on, not to "
        + "\(host.quotedValue): open it by its address, or start it with --allow-host "
        + "NAMES to answer to a name a proxy in front of it sends"
    }
    guard request.path.hasPrefix("/api/") else { return nil }
    for (field, count) in [
      ("Origin", request.originCount), ("Sec-Fetch-Site", request.fetchSiteCount),
    ]
    where count > 1 {
      return "the API answers this server's own page, and a request with two \(field) fields "
        + "names no page: send one"
    }
    if let origin = request.origin, !allows(origin: origin) {
      return "the API answers this server's own page, at port \(port) over http, not a page "
        + "of \(origin.quotedValue)"
    }
    if let site = request.fetchSite?.lowercased(), site == "cross-site" || site == "same-site" {
      return "the API answers this server's own page, not a page of another site"
    }
    return nil
  }

  /// Whether `name`, as ``canonical(_:)`` writes it, is one of this server's own.
  private func isOwn(_ name: String) -> Bool {
    names.contains(name) || (anyAddress && Self.address(name) != nil)
  }

  /// The name (as ``canonical(_:)`` writes it) and port of `name`, `name:port` or
  /// `[v6]:port`; nil for anything else (a user before `@`, a path after).
  private func authority(_ value: String) -> (name: String, port: Int?)? {
    var rest = Substring(value)
    let name: Substring
    if rest.first == "[" {
      guard let close = rest.firstIndex(of: "]") else { return nil }
      name = rest[rest.index(after: rest.startIndex)..<close]
      rest = rest[rest.index(after: close)...]
    } else {
      name = rest.prefix { $0 != ":" }
      rest = rest.dropFirst(name.count)
    }
    let digits = rest.dropFirst()
    guard rest.isEmpty || (rest.first == ":" && digits.allSatisfy { $0.isASCII && $0.isNumber })
    else { return nil }
    return (Self.canonical(String(name)), digits.isEmpty ? nil : Int(digits.prefix(6)))
  }

  /// A name as compared: lowercased, without a final dot; an address as `inet_ntop` writes it.
  private static func canonical(_ name: String) -> String {
    var name = name.lowercased()
    if name.hasSuffix(".") { name.removeLast() }
    return address(name) ?? name
  }

  /// `name` written as `inet_ntop` writes it, if it is an IPv4 or IPv6 address.
  private static func address(_ name: String) -> String? {
    guard let host = ServeHost(name), name != "localhost" else { return nil }
    return host.address
  }

  /// Letters, digits, dashes and underscores between dots (one may end it); or an
  /// address; or `*`.
  private static func isName(_ text: String) -> Bool {
    let labels = (text.hasSuffix(".") ? text.dropLast() : Substring(text)).split(
      separator: ".", omittingEmptySubsequences: false)
    return text == "*" || address(text) != nil
      || (text.utf8.count <= 253 && labels.allSatisfy { !$0.isEmpty }
        && text.allSatisfy { $0 == "." || isNameCharacter($0) })
  }

  /// A letter, a digit, a dash or an underscore.
  private static func isNameCharacter(_ character: Character) -> Bool {
    character.isASCII && (character.isLetter || character.isNumber || "-_".contains(character))
  }
}
