import Testing

@testable import AICommandLine

/// The JSON writer on ``ByteBuffer``: strings escaped, members separated, numbers rounded.
@Suite struct JSONWriterTests {
  @Test func escapesStrings() {
    var out = ByteBuffer()
    out.append("{")
    out.append(key: "s", string: "a\"b\\c\nd\u{1}é\u{2028}")
    out.append("}")
    #expect(out.text == #"{"s": "a\"b\\c\nd\u0001é\u2028"}"#)
  }

  @Test func writesEveryKind() {
    var out = ByteBuffer()
    out.append("{")
    out.append(key: "n", word: nil)
    out.append(key: "w", word: "win")
    out.append(key: "i", value: -3)
    out.append(key: "a", cells: [0, 1])
    out.append(key: "o", objects: [1, 2]) { _, _ in }
    out.append(key: "p", objects: [3]) { out, element in out.append(key: "e", value: element) }
    out.append("}")
    #expect(
      out.text == #"{"n": null, "w": "win", "i": -3, "a": [1, 2], "o": [{}, {}], "p": [{"e": 3}]}"#)
  }

  @Test(arguments: [
    (1.5, 3, "1.5"), (0.0001234, 6, "0.000123"), (2.0, 2, "2"), (-0.25, 2, "-0.25"),
    (12345.6789, 1, "12345.7"), (Double.nan, 2, "0"), (Double.infinity, 2, "0"),
  ])
  func writesNumbers(value: Double, digits: Int, text: String) {
    var out = ByteBuffer()
    out.append("{")
    out.append(key: "x", value: value, digits: digits)
    #expect(out.text == #"{"x": "# + text)
  }
}
