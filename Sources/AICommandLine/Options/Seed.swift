/// The `--seed` option of the commands whose engine draws at random.
enum Seed {
  /// `--seed N`.
  static let option = Option<UInt64>(
    "seed", value: "N", example: "42",
    help: "the seed of the engine's random choices, to repeat a game or a match exactly "
      + "(default: drawn at random; match prints it)"
  ) { text throws(CLIError) in
    guard let seed = UInt64(text) else {
      throw .usage("--seed takes a whole number from 0 to \(UInt64.max), not \(text.quotedValue)")
    }
    return seed
  }
}
