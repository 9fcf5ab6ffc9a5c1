/// The `--seed` option.
enum Seed {
  /// The seed given, if any.
  static func parse(_ arguments: Arguments) throws(CLIError) -> UInt64? {
    guard let text = arguments.values["seed"] else { return nil }
    guard let seed = UInt64(text) else {
      throw .usage("--seed takes a whole number from 0 to \(UInt64.max), not \(text.quotedValue)")
    }
    return seed
  }
}
