import Glibc

/// A progress line on stderr, when it is a terminal, for work that takes over a second:
/// done of total, the percentage, the rate and the time left, redrawn at most ten times a
/// second, wiped at the end and on a signal that ends the process. Until it is drawn a
/// report reads the clock at most, so it is cheap after every small piece of work.
final class Progress {
  private let task: String
  /// The time since the work began.
  private let elapsed: () -> Duration
  /// How long the work goes on before the line is first drawn.
  private let delay: Duration
  /// Whether the line is drawn at all: stderr is a terminal.
  let isShown: Bool
  private let write: (String) -> Void
  /// When the line was last drawn.
  private var drawn: Duration?

  /// Progress of `task`, timed from now by `elapsed` (the clock unless a test gives one).
  init(
    task: String, after delay: Duration = .seconds(1), isShown: Bool = isatty(2) == 1,
    elapsed: @escaping () -> Duration = Progress.stopwatch(),
    write: @escaping (String) -> Void = Console.writeError
  ) {
    self.task = task
    self.delay = delay
    self.isShown = isShown
    self.elapsed = elapsed
    self.write = write
  }

  /// The time since this call.
  static func stopwatch() -> () -> Duration {
    let clock = ContinuousClock()
    let start = clock.now
    return { clock.now - start }
  }

  /// Shows `done` of `total` `unit` with the percentage (just `done` without a total),
  /// then `counted` when given (`1,234 nodes visited`), the rate of `rated` (of `done`
  /// unless given) and, when `timed`, the time left at the rate so far; if the work has
  /// gone on for a second and the line was not just drawn:
  /// `solve: 1,234 of 5,478 positions (22.5%), 1,000 positions/s, 4 s left`.
  func report(
    _ done: Int, of total: Int?, _ unit: String, counted: String? = nil,
    rated: (count: Int, unit: String)? = nil, timed: Bool = true
  ) {
    guard isShown else { return }
    let now = elapsed()
    guard now >= delay, drawn.map({ now - $0 >= .milliseconds(100) }) ?? true else { return }
    let seconds = max(now.seconds, 1e-9)
    let rated = rated ?? (done, unit)
    var line = "\(task): \(Format.grouped(done))"
    if let total {
      let percent = Format.decimal(
        Double(done) * 100 / Double(max(total, 1)), digits: 1, trimming: false)
      line += " of \(Format.grouped(total)) \(unit) (\(percent)%)"
    } else {
      line += " \(unit)"
    }
    if let counted { line += ", \(counted)" }
    line += ", \(Format.grouped(Int(Double(rated.count) / seconds))) \(rated.unit)/s"
    if let total, timed, done > 0 {
      line += ", \(Format.duration(seconds * Double(total - done) / Double(done))) left"
    }
    if drawn == nil { Self.wipeOnSignals() }
    write("\r\u{1B}[K" + line)
    drawn = now
  }

  /// Wipes the progress line, if one was shown.
  func finish() {
    if drawn != nil { write("\r\u{1B}[K") }
  }

  /// Makes Ctrl-C, `kill` and a closed terminal or pipe wipe the line, then end the
  /// process as they would have; a signal caught or ignored already is left alone.
  private static func wipeOnSignals() {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { signal in
      let wipe: StaticString = "\r\u{1B}[K"
      _ = Glibc.write(2, wipe.utf8Start, wipe.utf8CodeUnitCount)
      Glibc.signal(signal, SIG_DFL)
      raise(signal)  // delivered, to the default action, once the handler returns
    }
    sigemptyset(&action.sa_mask)
    for signal in [SIGINT, SIGTERM, SIGHUP, SIGPIPE] {
      var old = sigaction()
      sigaction(signal, nil, &old)
      if old.__sigaction_handler.sa_handler == nil { sigaction(signal, &action, nil) }
    }
  }
}
