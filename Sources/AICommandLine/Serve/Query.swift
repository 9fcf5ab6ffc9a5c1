/// The parameters of a request's query, `name=value` pairs separated by `&`, decoded as
/// browsers encode forms: `%XX` is a byte, `+` a space.
struct Query: Sendable, Equatable {
  /// The parameters in the order given; a name without `=` has an empty value.
  let parameters: [(name: String, value: String)]

  /// Reads `text`, the query without its `?`.
  ///
  /// - Throws: ``HTTPFailure`` (400) for a `%` not followed by two hexadecimal digits.
  init(_ text: String) throws(HTTPFailure) {
    var parameters: [(String, String)] = []
    for pair in text.split(separator: "&") {
      let name = pair.prefix { $0 != "=" }
      let value = pair.dropFirst(name.count + 1)
      parameters.append((try Self.decode(name), try Self.decode(value)))
    }
    self.parameters = parameters
  }

  /// `text` with its escapes decoded; bytes that are not UTF-8 become U+FFFD.
  static func decode(_ text: Substring) throws(HTTPFailure) -> String {
    var bytes: [UInt8] = []
    var utf8 = text.utf8[...]
    while let byte = utf8.popFirst() {
      switch byte {
      case UInt8(ascii: "+"): bytes.append(UInt8(ascii: " "))
      case UInt8(ascii: "%"):
        guard let high = utf8.popFirst().flatMap(hexValue),
          let low = utf8.popFirst().flatMap(hexValue)
        else {
          throw HTTPFailure(
            status: .badRequest,
            message: "the query has a % that is not followed by two hexadecimal digits: "
              + "write %25 for a % itself")
        }
        bytes.append(high << 4 | low)
      default: bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The value of a hexadecimal digit, if `byte` is one.
  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  /// Two queries are equal when they hold the same parameters in the same order.
  static func == (lhs: Query, rhs: Query) -> Bool {
    lhs.parameters.elementsEqual(rhs.parameters) { $0 == $1 }
  }
}
