/// The options that several commands take alike.
enum CommonOptions {
  /// `--json`: JSON instead of text.
  static let json = Flag("json", help: "print JSON instead of text (the keys are listed below)")
  /// `--seed N`, for the commands whose engine draws at random.
  static let seed = Option.integer(
    "seed", example: "42", in: UInt64.min...UInt64.max, meaning: "a whole number",
    help: "the seed of the engine's random choices, to repeat a game or a match exactly "
      + "(default: drawn at random; match prints it)")
}
