// The one JSON writer of `ai`: compact, straight into the buffer, keys in order written.
import TicTacToe

extension ByteBuffer {
  /// Appends `"key": `, after `, ` unless it opens an object.
  @inline(__always) mutating func append(key: StaticString) {
    append(last == UInt8(ascii: "{") ? "\"" : ", \"", key, "\": ")
  }

  /// Appends `"key": [{...}, ...]`: an object per element, whose members `body` appends.
  mutating func append<Element>(
    key: StaticString, objects elements: some Sequence<Element>,
    _ body: (inout ByteBuffer, Element) -> Void
  ) {
    append(key: key)
    append("[")
    for (index, element) in elements.enumerated() {
      append(index == 0 ? "{" : ", {")
      body(&self, element)
      append("}")
    }
    append("]")
  }

  @inline(__always) mutating func append(key: StaticString, value: Int) {
    append(key: key)
    append(decimal: value)
  }

  /// Appends `"key": 18446744073709551615`: a seed, which can pass `Int.max`.
  mutating func append(key: StaticString, value: UInt64) {
    append(key: key)
    append(string: String(value))
  }

  /// Appends `"key": value` for each member whose value is not nil.
  mutating func append(members: KeyValuePairs<StaticString, Int?>) {
    for case (let key, let value?) in members { append(key: key, value: value) }
  }

  /// Appends `"key": "word"`, or `"key": null` for nil.
  @inline(__always) mutating func append(key: StaticString, word: StaticString?) {
    append(key: key)
    guard let word else { return append("null") }
    append("\"", word, "\"")
  }

  /// Appends `"key": true` or `"key": false`.
  mutating func append(key: StaticString, bool: Bool) {
    append(key: key)
    append(bool ? "true" : "false")
  }

  /// Appends `"key": [1, 5, 9]`: cells numbered from 1.
  @inline(__always) mutating func append(key: StaticString, cells: some Sequence<Int>) {
    append(key: key)
    append("[")
    append(cellNumbers: cells, separator: ", ")
    append("]")
  }

  /// Appends `"key": value` with at most `digits` digits after the point.
  mutating func append(key: StaticString, value: Double, digits: Int) {
    append(key: key)
    append(string: Format.decimal(value, digits: digits))
  }

  /// Appends `"key": "text"`, escaped for JSON and with no hidden scalar.
  mutating func append(key: StaticString, string text: String) {
    append(key: key)
    append(string: "\"\(text.escaped(json: true))\"")
  }

  /// Appends `{"input": "<input>", "error": "<message>"}` (no `input` when nil) and a newline.
  mutating func appendJSON(error message: String, input: String? = nil) {
    append("{")
    if let input { append(key: "input", string: input) }
    append(key: "error", string: message)
    append("}\n")
  }

  /// Appends `"board": "X.O/.X./..O"`, then `"rows"`, `"cols"` and `"k"` when `withShape`,
  /// and `"rules"` when they are not the normal ones, with the shape or without (a row of
  /// `ai solve --all` says its rule).
  @inline(__always) mutating func appendJSON(board position: Position, withShape: Bool) {
    append(key: "board")
    append(UInt8(ascii: "\""))
    append(boardOf: position)
    append(UInt8(ascii: "\""))
    if withShape {
      append(key: "rows", value: position.geometry.rows)
      append(key: "cols", value: position.geometry.columns)
      append(key: "k", value: position.geometry.k)
    }
    if position.geometry.rules != .normal {
      append(key: "rules", string: position.geometry.rules.rawValue)
    }
  }
}
