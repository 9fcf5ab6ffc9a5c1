// The options that several commands take alike: `--json` and `--seed`.

enum CommonOptions {
  static let json = Option.flag(
    "json", help: "print JSON instead of text (the keys are listed below)")
  static let seed = Option.integer(
    "seed", example: "42", in: UInt64.min...UInt64.max, meaning: "a whole number",
    help: "the seed of the engine's random choices, to repeat a game or a match exactly "
      + "(default: drawn at random; match and play's resume command print it)")
}
