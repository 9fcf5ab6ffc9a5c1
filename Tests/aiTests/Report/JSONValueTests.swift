import Testing

@testable import AICommandLine

@Suite struct JSONValueTests {
  @Test func escapesStrings() {
    #expect(JSONValue.string("a\"b\\c\nd\u{1}é").text == #""a\"b\\c\nd\u0001é""#)
  }

  @Test func writesEveryKind() {
    let value = JSONValue.object([
      ("n", .null), ("b", .bool(true)), ("i", .int(-3)), ("a", .array([.int(1), .int(2)])),
      ("o", .object([])),
    ])
    #expect(value.text == #"{"n": null, "b": true, "i": -3, "a": [1, 2], "o": {}}"#)
  }

  @Test(arguments: [
    (1.5, 3, "1.5"), (0.0001234, 6, "0.000123"), (2.0, 2, "2"), (-0.25, 2, "-0.25"),
    (12345.6789, 1, "12345.7"), (Double.nan, 2, "0"), (Double.infinity, 2, "0"),
  ])
  func writesNumbers(value: Double, digits: Int, text: String) {
    #expect(JSONValue.number(value, digits: digits).text == text)
  }
}
