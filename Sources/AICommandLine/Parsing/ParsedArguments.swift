// Argv or an API query read against the declared options: values by name, positionals.
import TicTacToe

/// A lone `-` (stdin) is positional, and so is an unknown `-...` that could be a board
/// (`-X-O-----`), so the notation needs no quoting.
struct ParsedArguments {
  /// The command's name (`best`), or the API's path.
  let name: String
  private var values: [String: String] = [:]  // by main name, "" for a flag
  private(set) var positionals: [String] = []
  /// A list's value, then the numbers that came apart right after it (`--moves 5 1 9`):
  /// read as positionals, though most likely more items of the list.
  private var list: (option: OptionDeclaration, items: [String])?

  var wantsHelp: Bool { values[Self.help.name] != nil }

  static let help = OptionDeclaration(name: "help", valueName: nil, help: "show this help")

  /// Reads `arguments` (after the command's name); unless help is asked for, a required
  /// flag missing or more positional arguments than declared is a usage error.
  init(_ arguments: [String], for command: CommandDeclaration) throws(CLIError) {
    name = command.name
    let declared = command.declarations + [Self.help]
    func declaration(_ argument: String) -> OptionDeclaration? {
      guard argument.hasPrefix("--") else { return argument == "-h" ? Self.help : nil }
      let name = String(argument.dropFirst(2).prefix { $0 != "=" })
      return declared.first { $0.names.contains(name) }
    }
    var rest = arguments[...]
    var listGoesOn = false  // the last argument was a list's value or one of its numbers
    while let argument = rest.popFirst() {
      if argument == "--" {
        positionals += rest
        break
      }
      guard argument.hasPrefix("-"), argument != "-", !Self.isNegativeNumber(argument) else {
        listGoesOn = listGoesOn && argument.allSatisfy { ("0"..."9").contains($0) }
        if listGoesOn { list?.items.append(argument) }
        positionals.append(argument)
        continue
      }
      listGoesOn = false
      guard let option = declaration(argument) else {
        // `-x` and `--O` are slips for match's `--x` and `--o`, not boards.
        if Self.looksLikeBoard(argument) && command.misnamed(argument) == nil
          && Suggestion.closest(to: Self.name(argument), among: declared.flatMap(\.names)) == nil
        {
          positionals.append(argument)
          continue
        }
        throw .usage(Self.unknown(argument, next: rest.first, for: command, declared: declared))
      }
      let inlineValue = Self.inlineValue(argument)
      if option.isFlag && inlineValue != nil { throw .usage("--\(option.name) takes no value") }
      guard values[option.name] == nil || option == Self.help else {  // help twice is harmless
        throw .usage("--\(option.name) is given twice")
      }
      if option.isFlag {
        values[option.name] = ""
      } else if let inlineValue {
        values[option.name] = inlineValue
      } else if let next = rest.first, declaration(next) == nil {
        values[option.name] = rest.removeFirst()
      } else {
        let dashed =
          rest.isEmpty ? "" : " (for a value that starts with --, write --\(option.name)=VALUE)"
        throw .usage(
          "--\(option.name) needs a value, such as --\(option.name) "
            + "\(option.example ?? "VALUE")\(dashed)")
      }
      if option.listOf != nil, let value = values[option.name] {
        (list, listGoesOn) = ((option, [value]), true)
      }
    }
    guard !wantsHelp else { return }
    if let missing = declared.first(where: { $0.isRequired && values[$0.name] == nil }) {
      throw .usage("'ai \(command.name)' \(missing.whenMissing ?? "")")
    }
    guard positionals.count <= command.positionals.reduce(0, { $1.arity == .many ? .max : $0 + 1 })
    else { throw .usage(splitListAdvice ?? command.tooMany(positionals)) }
  }

  /// What to write instead of a list split by blanks, when numbers followed its value:
  /// `the moves are separated by commas: write --moves 5,1,9, not --moves 5 1 9`.
  var splitListAdvice: String? {
    guard let (option, items) = list, items.count > 1, let noun = option.listOf else { return nil }
    return "the \(noun) are separated by commas: write --\(option.name) "
      + "\(items.joined(separator: ",")), not --\(option.name) \(items.joined(separator: " "))"
  }

  /// The positionals that came apart from a list's value, as numbers after it.
  var splitFromList: [String] { Array(list?.items.dropFirst() ?? []) }

  /// Reads `query`, still encoded, to the API's `path`: `rows` is `--rows`, `board` BOARD.
  init(query: String, path: String, options: [OptionDeclaration]) throws(CLIError) {
    name = path
    let names = ["board"] + options.flatMap(\.names)
    for (name, value) in try Self.parameters(in: query) {
      guard names.contains(name) else {
        let rule = names.contains(BoardOptions.rules.declaration.name) ? Rules.meant(by: name) : nil
        throw .usage(
          "\(path) takes no parameter \(name.quotedValue)"
            + (rule.map { ": did you mean 'rules=\($0.rawValue)'?" }
              ?? Suggestion.didYouMean(name, among: names))
            + " (it takes \(names.joined(separator: ", ")))")
      }
      let main = options.first { $0.names.contains(name) }?.name ?? name
      guard values[main] == nil else { throw .usage("\(name) is given twice") }
      values[main] = value
    }
    positionals = values.removeValue(forKey: "board").map { [$0] } ?? []
  }

  func value<Value>(_ option: Option<Value>) throws(CLIError) -> Value? {
    try values[option.declaration.name].map { text throws(CLIError) in try option.parse(text) }
  }

  func isSet(_ flag: Option<Bool>) -> Bool { values[flag.declaration.name] != nil }

  /// The message for `argument`, which names no option of `command`: the positional it
  /// names (`--depth`, `next` its likely value), the closest option, or the commands with it.
  private static func unknown(
    _ argument: String, next: String?, for command: CommandDeclaration,
    declared: [OptionDeclaration]
  ) -> String {
    let start = "unknown option \(argument.quotedValue) for '\(command.name)'"
    let name = name(argument)
    let value =
      inlineValue(argument)
      ?? next.flatMap { $0.hasPrefix("-") || $0.unicodeScalars.count > 20 ? nil : $0 }
    if let positional = command.positionals.first(where: {
      $0.name.lowercased() == name.lowercased()
    }) {
      let example = value.map { $0.suggested ?? positional.example } ?? positional.example
      return "\(start): \(positional.name) is written without an option name, "
        + "such as 'ai \(command.name) \(example)'"
    }
    if let misnamed = command.misnamed(argument) {
      return "\(start): \(misnamed.advice), such as 'ai \(command.synopsis) \(misnamed.instead)'"
    }
    let suggestion = Suggestion.didYouMean(name, among: declared.flatMap(\.names), prefix: "--")
    if !suggestion.isEmpty { return start + suggestion }
    // `--gravity`: a rule written as an option of its own.
    if declared.contains(BoardOptions.rules.declaration) {
      let rule = Rules.didYouMean(name, prefix: "--rules ")
      if !rule.isEmpty { return start + rule }
    }
    let owners = Tool.commands.filter { $0.declarations.contains { $0.names.contains(name) } }
    let list = command.declarations.map { "--\($0.name)" }.joined(separator: ", ")
    let takes = list.isEmpty ? "it takes no options" : "it takes \(list)"
    if !owners.isEmpty {
      return "\(start) (\(owners.map { "'ai \($0.name)'" }.joined(separator: " and ")) "
        + "\(owners.count == 1 ? "takes" : "take") it): \(takes)"
    }
    return "\(start): \(takes)"
  }

  /// The `name=value` pairs of `query` in order, decoded as browsers encode forms.
  static func parameters(in query: String) throws(CLIError) -> [(name: String, value: String)] {
    try query.utf8.split(separator: UInt8(ascii: "&")).map { pair throws(CLIError) in
      let name = pair.prefix { $0 != UInt8(ascii: "=") }
      return (try decode(name), try decode(pair.dropFirst(name.count + 1)))
    }
  }

  private static func decode(_ text: Substring.UTF8View) throws(CLIError) -> String {
    let hex = { (byte: UInt8?) in byte.flatMap { UInt8(String(UnicodeScalar($0)), radix: 16) } }
    var (bytes, text) = ([UInt8](), text)
    while let byte = text.popFirst() {
      switch byte {
      case UInt8(ascii: "+"): bytes.append(UInt8(ascii: " "))
      case UInt8(ascii: "%"):
        guard let high = hex(text.popFirst()), let low = hex(text.popFirst()) else {
          throw .usage(
            "the query has a % that is not followed by two hexadecimal digits: write %25 "
              + "for a % itself")
        }
        bytes.append(high << 4 | low)
      default: bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  private static func name(_ argument: String) -> String {
    String(argument.drop { $0 == "-" }.prefix { $0 != "=" })
  }

  private static func inlineValue(_ argument: String) -> String? {
    argument.contains("=") ? String(argument.drop { $0 != "=" }.dropFirst()) : nil
  }

  /// `-1` is a (bad) number, not an option.
  private static func isNegativeNumber(_ argument: String) -> Bool {
    argument.count > 1 && argument.dropFirst().allSatisfy { $0.isASCII && $0.isNumber }
  }

  /// Cells (one that is no dash, or three dashes at least), then perhaps `k=N`, with
  /// blanks around: `-X-O-----`, `---------`, `-X-O----- k=2`.
  private static func looksLikeBoard(_ argument: String) -> Bool {
    var cells = Substring(argument.trimmed)
    if let k = cells.firstIndex(of: "k") {
      guard cells[k...].dropFirst().first == "=",
        cells[k...].dropFirst(2).allSatisfy({ "+-0123456789".contains($0) })
      else { return false }
      cells = Substring(String(cells[..<k]).trimmed)
    }
    return (cells.count > 2 || cells.count > 1 && cells.contains { $0 != "-" })
      && cells.allSatisfy { "XxOo.-_/|123456789".contains($0) }
  }
}
