// Help laid out for an 80-column terminal: prose reflowed, definitions in two columns.

/// A piece of help text, laid out by ``HelpLayout``.
enum HelpBlock: Sendable {
  /// Prose, reflowed to the width.
  case paragraph(String)
  /// Terms and their meanings in a column: options, keys, levels.
  case definitions([(term: String, text: String)])
}

/// A titled part of a help text: `levels:` and its list.
struct HelpSection: Sendable {
  let title: String
  let blocks: [HelpBlock]

  init(_ title: String, _ blocks: HelpBlock...) { (self.title, self.blocks) = (title, blocks) }
}

enum HelpLayout {
  static let width = 80
  static let meaningColumn = 20

  static func render(_ blocks: [HelpBlock], indent: Int = 0) -> String {
    blocks.map { render($0, indent: indent) }.joined(separator: "\n\n")
  }

  static func render(_ block: HelpBlock, indent: Int = 0) -> String {
    let margin = String(repeating: " ", count: indent)
    switch block {
    case .paragraph(let text):
      return wrap(text, width: width - indent).map { margin + $0 }.joined(separator: "\n")
    case .definitions(let definitions):
      return definitions.map { definition($0.term, $0.text, column: meaningColumn) }
        .joined(separator: "\n")
    }
  }

  /// Examples: each command, then what it shows in a column wide enough for most.
  static func examples(_ examples: [Example]) -> String {
    let fitting = examples.map(\.command.count).filter { $0 <= 44 }
    let column = max(meaningColumn, (fitting.max() ?? 0) + 6)
    return examples.map { definition("$ " + $0.command, $0.note, column: column) }
      .joined(separator: "\n")
  }

  /// A term and its meaning wrapped in its column, from the term's line if there is room.
  static func definition(_ term: String, _ text: String, column: Int) -> String {
    let lines = wrap(text, width: width - column)
    let pad = String(repeating: " ", count: column)
    let head = "  " + term
    guard let first = lines.first else { return head }
    let onHead = head.count + 2 <= column
    let start = onHead ? [head + pad.dropFirst(head.count) + first] : [head, pad + first]
    return (start + lines.dropFirst().map { pad + $0 }).joined(separator: "\n")
  }

  /// A usage line wrapped between words, aligned after `usage: ai perft`.
  static func usage(_ words: [String]) -> String {
    let head = "usage: " + words.prefix(2).joined(separator: " ")
    let pad = String(repeating: " ", count: head.count + 1)
    let rest = lines(of: words.dropFirst(2), width: width - pad.count)
    return ([head + " " + rest[0]] + rest.dropFirst().map { pad + $0 }).joined(separator: "\n")
  }

  /// `text` broken at spaces (a longer word stands alone), keeping its line breaks.
  static func wrap(_ text: String, width: Int) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).flatMap {
      lines(of: $0.split(separator: " "), width: width)
    }
  }

  private static func lines(of words: some Sequence<some StringProtocol>, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in words {
      if line.isEmpty {
        line = String(word)
      } else if line.count + 1 + word.count <= width {
        line += " " + word
      } else {
        lines.append(line)
        line = String(word)
      }
    }
    return lines + [line]
  }
}
