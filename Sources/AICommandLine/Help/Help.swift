// The help texts of `ai`: the overview, each command's, the notation's, the version's.
import TicTacToe

enum Help {
  static let version = "0.1.0"

  static var overview: String {
    let commands =
      Tool.commands.map { (term: $0.synopsis, text: $0.abstract) }
      + [
        (
          term: "help [TOPIC]",
          text: "this help, a command's help, or a topic: 'ai help board', 'ai help rules'"
        )
      ]
    return [
      "ai: perfect play for tic-tac-toe and every m,n,k game of up to 64 cells",
      "usage: ai <command> [options]",
      HelpLayout.render(
        .paragraph(
          "Every game is played under one of the rules \(Rules.words) (--rules; see "
            + "'ai help rules')."
        )),
      "commands:\n" + HelpLayout.render(.definitions(commands)),
      "options:\n"
        + HelpLayout.render(
          .definitions([
            (term: "-h, --help", text: "show help ('ai <command> --help' for a command's)"),
            (term: "-V, --version", text: "show the version (also 'ai version')"),
          ])),
      "example:\n  $ ai best X.O/.X./..O\n  \(example())",
      HelpLayout.render(.paragraph(exitStatus)),
    ].joined(separator: "\n\n")
  }

  private static let exitStatus = """
    Exit status: 0 success, 64 usage error, 65 bad data (an illegal board), 69 'ai \
    serve' could not listen, 71 the work needs more memory or files than the process may \
    take (ulimit, cgroup), 74 the input could not be read or the output written, 141 the \
    reader of the output went away (a closed pipe).
    """

  static func text(for command: CommandDeclaration) -> String {
    let arguments = command.positionals.map { ($0.name, $0.help) }
    let options = command.declarations.map { ($0.term, $0.help) }
    var parts = [HelpLayout.usage(command.usage), HelpLayout.render(command.discussion)]
    if !arguments.isEmpty {
      parts.append("arguments:\n" + HelpLayout.render(.definitions(arguments)))
    }
    parts.append(
      "options:\n"
        + HelpLayout.render(.definitions(options + [("-h, --help", ParsedArguments.help.help)])))
    parts += command.sections.map { "\($0.title):\n" + HelpLayout.render($0.blocks, indent: 2) }
    if !command.examples.isEmpty {
      parts.append("examples:\n" + HelpLayout.examples(command.examples))
    }
    return parts.joined(separator: "\n\n")
  }

  static let board = """
    Boards are written row by row from the top-left corner:
      X or x, O or o       a piece
      . - _ or 1-9         an empty cell (so X2O456789 works too)
      / or |               between rows (optional)
      k=N at the end       N in a row win, when not the default: the shorter
                           side, under gravity at most 4
                           (..../..../..../.... k=3 is 4x4, three in a row)
      a rule at the end    \(Rules.allCases.filter { $0 != .normal }.map(\.rawValue).listed), as --rules gives
                           it (see 'ai help rules'): .../.X./... misere

    With separators the rows give the shape: ..../..../..../.... is 4x4. Without,
    9 cells is 3x3 and 16 is 4x4; any other size needs --rows or --cols. Boards of
    up to 64 cells are allowed, with k in a row winning for any k up to the longer
    side.

    Cells are numbered from 1, row by row:
       1 | 2 | 3
      ---+---+---
       4 | 5 | 6
      ---+---+---
       7 | 8 | 9

    A position can also be given as the moves that reach it, with --moves: the cells
    played in turn from the board given (or the empty board), X first, separated by
    commas: 'ai best --moves 5,1,9' is X on 5, O on 1, X on 9. Up to 9 cells, the
    commas may be left out, as in Pascal Pons' solver: --moves 519. Beyond 9 cells,
    digits together are one cell: --moves 11 on 3x4 is X on 11.

    Under gravity the moves are columns, numbered from 1 at the left:
    'ai best --rules gravity --moves 2,2' drops X then O into the middle column.

    X moves first, so X has as many pieces as O or one more. A board no game could
    reach (both players with a line, a win by the player who did not move last, ...)
    is refused with the reason, as is a board written in more than \(Position.notationLengthLimit) bytes.
    """

  /// The rules, each with what it changes, how to give them, and examples.
  static var rules: String {
    [
      "Every game is played under one of these rules:\n"
        + HelpLayout.render(
          .definitions(
            Rules.allCases.map {
              (term: $0.rawValue, text: $0.summary + ($0 == .normal ? " (the default)" : ""))
            })),
      HelpLayout.render(
        .paragraph(
          "Give them with --rules (the API's rules=), or write the word after the board, "
            + "after k=N: '.../.X./... misere', '..../..../.... k=3 gravity'. The word is "
            + "read in any case, and misère with its accent too.")),
      HelpLayout.render(
        .paragraph(
          "Under misère the player who completes a line has lost: 'X won' means O made the "
            + "line. Under gravity the bottom row is the last one, a board with a piece over "
            + "an empty cell is refused, and a move is a column, numbered from 1 at the left: "
            + "--moves 2,2 drops X then O into the middle column.")),
      "examples:\n" + HelpLayout.examples(rulesExamples),
    ].joined(separator: "\n\n")
  }

  /// The examples of `ai help rules`, which a test runs.
  static let rulesExamples = [
    Example("ai best --rules misere .../.../...", "misère: only the centre draws"),
    Example("ai best '..../..../..../.... gravity'", "Connect Four on 4x4"),
    Example("ai analyze --rules gravity --moves 2,2", "moves are columns"),
    Example("ai bench solve-4x4 --rules gravity --runs 1", "the bench's gravity solve"),
  ]

  /// The help for a command, `board`, `rules` (or a rule's word), `help` or `version`.
  static func text(for topic: String) -> String? {
    if let command = Tool.command(named: topic) { return text(for: command) }
    if Rules(word: topic) != nil { return rules }
    switch topic {
    case "board", "notation": return board
    case "rules", "rule": return rules
    case "help", "-h", "--help": return overview
    case "version", "--version", "-V":
      return "usage: ai --version (or ai -V, ai version)\n\nPrints the version: ai \(version)"
    default: return nil
    }
  }

  /// The engine's own answer to the example, so the help cannot go stale.
  private static func example() -> String {
    guard let position = try? Position(notation: "X.O/.X./..O") else { return "" }
    var searcher = Searcher(geometry: position.geometry)
    return (try? searcher.bestMoves(position))?.summary ?? ""
  }
}
