// The names `ai serve` answers to, and the pages its API answers.
import Glibc

/// A page on another site can reach a server on this machine through a name of its own that
/// it points here (DNS rebinding), and can send it requests from the user's browser: so only
/// a request whose `Host` names this server is served, and an API request only from its page.
@_spi(Fuzzing) public struct AllowedHosts: Sendable, Equatable {
  /// Lowercased names, and addresses as `inet_ntop` writes them.
  private let names: Set<String>
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
    throw .usage(
      "--allow-host takes host names separated by commas, such as game.example.org, or *, "
        + "not \(bad.quotedValue)")
  }

  /// The names a server on `host` answers to: its own, and `extra` (`*` for any).
  public init(listeningOn host: ServeHost, extra: [String] = []) {
    anyAddress = host.bytes.allSatisfy { $0 == 0 }
    anyName = extra.contains("*")
    names = Set(["localhost", "127.0.0.1", "::1", host.address] + extra.map(Self.canonical))
  }

  /// Whether a `Host` field's value (`name`, `name:port`, `[v6]:port`) names this server.
  func allows(host value: String) -> Bool {
    guard !anyName else { return true }
    var rest = Substring(value)
    let name: Substring
    if rest.first == "[" {
      guard let close = rest.firstIndex(of: "]") else { return false }
      name = rest[rest.index(after: rest.startIndex)..<close]
      rest = rest[rest.index(after: close)...]
    } else {
      name = rest.prefix { $0 != ":" }
      rest = rest.dropFirst(name.count)
    }
    let isPort = rest.first == ":" && rest.dropFirst().allSatisfy { $0.isASCII && $0.isNumber }
    guard rest.isEmpty || isPort else { return false }
    let canonical = Self.canonical(String(name))
    return names.contains(canonical) || (anyAddress && Self.address(canonical) != nil)
  }

  /// Whether an `Origin` field's value (`http://name:port`) is a page of this server.
  func allows(origin value: String) -> Bool {
    guard !anyName else { return true }
    let lowercased = value.lowercased()
    guard let scheme = ["http://", "https://"].first(where: lowercased.hasPrefix) else {
      return false  // `null`: a sandboxed page, a file, a redirect from elsewhere
    }
    let authority = lowercased.dropFirst(scheme.count).prefix { $0 != "/" }
    return !authority.contains("@") && allows(host: String(authority))
  }

  /// Why a request is not served, or nil when it is: a `Host` that names another server,
  /// or an API request sent by a page of another site.
  func refusal(of request: RequestParser.Request) -> String? {
    if let host = request.host, !allows(host: host) {
      return "this server answers to localhost and the address it listens on, not to "
        + "\(host.quotedValue): open it by its address, or start it with --allow-host "
        + "NAMES to answer to a name a proxy in front of it sends"
    }
    guard request.path.hasPrefix("/api/") else { return nil }
    if let origin = request.origin, !allows(origin: origin) {
      return "the API answers this server's own page, not a page of \(origin.quotedValue)"
    }
    if let site = request.fetchSite?.lowercased(), site == "cross-site" || site == "same-site" {
      return "the API answers this server's own page, not a page of another site"
    }
    return nil
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

  /// Letters, digits, dots, dashes and underscores; or an address; or `*`.
  private static func isName(_ text: String) -> Bool {
    text == "*" || address(text) != nil
      || (!text.isEmpty && text.utf8.count <= 253
        && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-._".contains($0)) })
  }
}
