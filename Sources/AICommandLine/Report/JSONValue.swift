/// A JSON value, written compactly on one line with keys in the order given.
///
/// Just enough JSON for `ai`'s reports: the command line does without Foundation, and
/// its output must keep a fixed key order that tests and scripts can rely on.
public enum JSONValue: Hashable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// An integer.
  case int(Int)
  /// An unsigned integer, such as a 64-bit seed.
  case unsigned(UInt64)
  /// A number with a fraction, written with up to `digits` digits after the point.
  case number(Double, digits: Int)
  /// A string, escaped as JSON requires.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object whose keys keep their order.
  case object([(String, JSONValue)])

  /// The value written as compact JSON text.
  public var text: String {
    var out = ""
    write(to: &out)
    return out
  }

  private func write(to out: inout String) {
    switch self {
    case .null: out += "null"
    case .bool(let value): out += value ? "true" : "false"
    case .int(let value): out += String(value)
    case .unsigned(let value): out += String(value)
    case .number(let value, let digits): out += Self.format(value, digits: digits)
    case .string(let value): Self.writeString(value, to: &out)
    case .array(let values):
      out += "["
      for (index, value) in values.enumerated() {
        if index > 0 { out += ", " }
        value.write(to: &out)
      }
      out += "]"
    case .object(let members):
      out += "{"
      for (index, (key, value)) in members.enumerated() {
        if index > 0 { out += ", " }
        Self.writeString(key, to: &out)
        out += ": "
        value.write(to: &out)
      }
      out += "}"
    }
  }

  private static func writeString(_ string: String, to out: inout String) {
    out += "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.isHidden:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    out += "\""
  }

  /// `value` with at most `digits` digits after the point (exactly `digits` unless
  /// `trimming`), without a trailing point; non-finite values become 0 (JSON has no
  /// infinities).
  static func format(_ value: Double, digits: Int, trimming: Bool = true) -> String {
    guard value.isFinite else { return "0" }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = value.magnitude * scale + 0.5  // rounds half up once truncated
    guard scaled < 9e18 else { return value < 0 ? "-9e18" : "9e18" }
    let units = Int(scaled)
    let whole = units / Int(scale)
    var fraction = String(units % Int(scale))
    fraction = String(repeating: "0", count: max(0, digits - fraction.count)) + fraction
    while trimming && fraction.hasSuffix("0") { fraction.removeLast() }
    let sign = value < 0 && units != 0 ? "-" : ""
    return fraction.isEmpty ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"
  }
}

extension JSONValue {
  /// Two values are equal when they write the same text.
  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.text == rhs.text }

  /// Hashes the written text.
  public func hash(into hasher: inout Hasher) { hasher.combine(text) }
}
