/// A progress line on stderr for work that takes over a second, shown only when stderr
/// is a terminal, and wiped when the work is done.
final class Progress {
  private let task: String
  private let clock = ContinuousClock()
  private let start: ContinuousClock.Instant
  private var shown = false

  /// Progress of `task`, timed from now.
  init(task: String) {
    self.task = task
    start = clock.now
  }

  /// Shows `step` if the work has gone on for a second and stderr is a terminal.
  func report(_ step: String) {
    guard Terminal.errorIsTerminal, clock.now - start > .seconds(1) else { return }
    Console.writeError("\r\u{1B}[K\(task): \(step)...")
    shown = true
  }

  /// Wipes the progress line, if one was shown.
  func finish() {
    if shown { Console.writeError("\r\u{1B}[K") }
  }
}
