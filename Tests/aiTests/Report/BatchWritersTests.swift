import Testing

@testable import AICommandLine

/// The buffer the batch's writers put their answers in: numbers written as `String`
/// writes them, and growth that keeps what it holds.
@Suite struct BatchWritersTests {
  @Test(arguments: [0, 7, 9, 10, 99, 100, 12_345, -1, -10, Int.max, Int.min])
  func decimalIsWhatStringWrites(value: Int) {
    var out = ByteBuffer(capacity: 1)
    out.append(decimal: value)
    #expect(out.text == String(value))
  }

  @Test func bufferGrowsAndKeepsWhatItHolds() {
    var out = ByteBuffer(capacity: 1)
    var expected = ""
    for index in 0..<1_000 {
      out.append("ab")
      out.append(decimal: index)
      out.append(string: "é")
      expected += "ab\(index)é"
    }
    #expect(out.text == expected && out.count == expected.utf8.count)
    out.removeAll()
    #expect(out.isEmpty && out.text.isEmpty)
  }
}
