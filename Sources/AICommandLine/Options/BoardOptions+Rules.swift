// The rules' words as the command line reads them: `--rules`, and the words people write
// for a rule where `ai` reads none (`--gravity`, `gravitiy`, `connect4`, a word unquoted).
import TicTacToe

extension BoardOptions {
  /// `--rules RULES`: a rule's word in any case, `misère` spelled either way, as the
  /// notation reads it after a board.
  static let rules = Option<Rules>(
    "rules", value: "RULES", example: Rules.misere.rawValue,
    help: Rules.allCases.map { "\($0.rawValue) (\($0.summary))" }.listed
      + "; see 'ai help rules'"
  ) { text throws(CLIError) in
    if let rules = Rules(word: text) { return rules }
    throw .usage("--rules takes \(Rules.words), not \(text.quotedValue)\(Rules.didYouMean(text))")
  }

  /// What to write instead of a board's rule or `k=N` given as arguments of their own
  /// (`ai best X.../..../..../.... gravity`, unquoted), for `command`; nil when `given`
  /// holds neither.
  static func wordsAdvice(_ given: [String], for command: String) -> String? {
    let lineLength = { (word: String) in word.hasPrefix("k=") ? Int(word.dropFirst(2)) : nil }
    let k = given.lazy.compactMap(lineLength).first
    let rules = given.lazy.compactMap(Rules.meant(by:)).first
    guard k != nil || rules != nil else { return nil }
    let options = [k.map { "--k \($0)" }, rules.map { "--rules \($0.rawValue)" }]
      .compactMap { $0 }.joined(separator: " ")
    let noun = k == nil ? "the rule" : rules == nil ? "k=\(k!)" : "k=\(k!) and the rule"
    let board = given.first { lineLength($0) == nil && Rules.meant(by: $0) == nil }
    guard takesBoardArgument(command), let board else {
      let start = "give \(noun) with \(options)"
      return takesBoardArgument(command)
        ? "\(start), and the board or the moves with --moves"
        : "\(start), such as 'ai \(command) \(options)'"
    }
    let written =
      ([board.trimmed] + (k.map { ["k=\($0)"] } ?? []) + [rules?.rawValue].compactMap { $0 })
      .joined(separator: " ")
    return "to write \(noun) after the board, quote them together, such as "
      + "'ai \(command) \(written.excerpt(60).shellQuoted)', or give \(options)"
  }
}

extension Rules {
  /// The rules `word` most likely means, when it names none: a slip (`gravitiy`), the two
  /// words of one rule written apart (`misere gravity`), or another name for a rule
  /// (`connect4`, `reverse`); the rules it names, when it names some.
  static func meant(by word: String) -> Rules? {
    if let rules = Rules(word: word) { return rules }
    let words = allCases.map(\.rawValue)
    if let slip = Suggestion.closest(to: word, among: words) { return Rules(rawValue: slip) }
    let parts = word.split { !$0.isLetter }.map { Rules(word: $0) }
    if parts.count > 1, parts.allSatisfy({ $0 != nil }) {
      let parts = parts.compactMap { $0 }
      return Rules(
        misere: parts.contains(where: \.isMisere), gravity: parts.contains(where: \.hasGravity))
    }
    let lowercased = word.lowercased()
    return synonyms.first { lowercased.hasPrefix($0.prefix) }?.rules
  }

  /// The starts of other names for a rule: Connect Four's, and misère's other names
  /// (reverse or anti tic-tac-toe).
  private static let synonyms: [(prefix: String, rules: Rules)] = [
    ("connect", .gravity), ("reverse", .misere), ("anti", .misere),
  ]

  /// `": did you mean 'gravity'?"` when `word` most likely means a rule, else "": a
  /// message's end.
  static func didYouMean(_ word: String, prefix: String = "") -> String {
    meant(by: word).map { ": did you mean '\(prefix)\($0.rawValue)'?" } ?? ""
  }
}
