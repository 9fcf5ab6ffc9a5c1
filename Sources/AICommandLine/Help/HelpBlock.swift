/// A piece of help text, laid out to fit the terminal by ``HelpLayout``.
enum HelpBlock: Sendable {
  /// Prose, reflowed to the width.
  case paragraph(String)
  /// Terms and what they mean, the terms two spaces in and the meanings in a column:
  /// options, keys, levels.
  case definitions([(term: String, text: String)])
  /// Text kept as written, line for line (a drawing); the help test checks its width.
  case verbatim(String)
}

/// A titled part of a help text: `levels:` and its list.
struct HelpSection: Sendable {
  /// The title, without its colon.
  let title: String
  /// What the section says.
  let blocks: [HelpBlock]
}
