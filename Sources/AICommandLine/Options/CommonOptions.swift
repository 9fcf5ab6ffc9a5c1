// The options that several commands take alike: `--json`, `--seed` and `--table`.
import TicTacToe

enum CommonOptions {
  static let json = Option.flag(
    "json", help: "print JSON instead of text (the keys are listed below)")
  static let seed = Option.integer(
    "seed", example: "42", in: UInt64.min...UInt64.max, meaning: "a whole number",
    help: "the seed of the engine's random choices, to repeat a game or a match exactly "
      + "(default: drawn at random; match and play's resume command print it)")
  static let table = Option.integer(
    "table", value: "MB", example: "256", in: 1...1_048_576, meaning: "megabytes",
    help: "the most the transposition table may take on a board past 16 cells, in MB "
      + "(default \(Searcher.defaultTableBudget >> 20)): a larger one searches long "
      + "positions faster, with the same answers; boards of up to 16 cells take a byte a "
      + "position")

  /// The table budget `--table` gives, in bytes, or the default.
  static func tableBudget(_ arguments: ParsedArguments) throws(CLIError) -> Int {
    try arguments.value(table).map { $0 << 20 } ?? Searcher.defaultTableBudget
  }
}
