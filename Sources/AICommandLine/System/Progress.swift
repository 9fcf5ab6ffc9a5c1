import Glibc

/// A progress line on stderr, when it is a terminal, for work that takes over a second:
/// redrawn at most ten times a second, wiped at the end. Until it is drawn a report reads
/// the clock at most, so it is cheap after every small piece of work.
final class Progress {
  private let task: String
  private let clock = ContinuousClock()
  private let start: ContinuousClock.Instant
  /// How long the work goes on before the line is first drawn.
  private let delay: Duration
  private let isShown: Bool
  private let write: (String) -> Void
  /// When the line was last drawn.
  private var drawn: ContinuousClock.Instant?

  /// Progress of `task`, timed from now.
  init(
    task: String, after delay: Duration = .seconds(1), isShown: Bool = isatty(2) == 1,
    write: @escaping (String) -> Void = Console.writeError
  ) {
    self.task = task
    self.delay = delay
    self.isShown = isShown
    self.write = write
    start = clock.now
  }

  /// Shows `step` if the work has gone on for a second and the line was not just drawn.
  func report(_ step: @autoclosure () -> String) {
    guard isShown else { return }
    let now = clock.now
    guard now - start >= delay, drawn.map({ now - $0 >= .milliseconds(100) }) ?? true
    else { return }
    write("\r\u{1B}[K\(task): \(step())...")
    drawn = now
  }

  /// `count` things done since the work began, per second: `1,234,567 nodes/s`.
  func rate(_ count: Int, _ unit: String) -> String {
    let seconds = (clock.now - start).seconds
    return "\(Format.grouped(seconds > 0 ? Int(Double(count) / seconds) : 0)) \(unit)/s"
  }

  /// Wipes the progress line, if one was shown.
  func finish() {
    if drawn != nil { write("\r\u{1B}[K") }
  }
}
