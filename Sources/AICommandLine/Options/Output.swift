/// The options that choose how a command writes its answer.
enum Output {
  /// `--json`: JSON instead of text.
  static let json = Flag("json", help: "print JSON instead of text (the keys are listed below)")
}
