/// The `--seed` option of the commands whose engine draws at random.
enum Seed {
  /// `--seed N`.
  static let option = Option<UInt64>(
    "seed", value: "N", example: "42",
    help: "make the engine's random choices repeatable (default: a new seed each time)"
  ) { text throws(CLIError) in
    guard let seed = UInt64(text) else {
      throw .usage("--seed takes a whole number from 0 to \(UInt64.max), not \(text.quotedValue)")
    }
    return seed
  }
}
