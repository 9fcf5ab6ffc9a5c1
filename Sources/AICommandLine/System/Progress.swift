// The progress line on stderr for work that takes over a second.
import Glibc

/// Only when stderr is a terminal; redrawn at most ten times a second, wiped at the end and
/// on a signal that ends the process. Until it is drawn a report reads the clock at most.
final class Progress {
  private let task: String
  private let elapsed: () -> Duration
  private let delay: Duration
  /// Whether the line is drawn at all: stderr is a terminal.
  let isShown: Bool
  /// The terminal's width, read at each draw as it may change.
  private let columns: () -> Int?
  private let write: (String) -> Void
  private var drawn: Duration?  // when the line was last drawn

  /// Progress of `task`, drawn after `delay`, timed from now by `elapsed` and fitted to
  /// `columns` (the clock and stderr's width unless a test gives them).
  init(
    task: String, after delay: Duration = .seconds(1), isShown: Bool = isatty(2) == 1,
    elapsed: @escaping () -> Duration = { [start = ContinuousClock.now] in .now - start },
    columns: @escaping () -> Int? = {
      var size = winsize()
      return ioctl(2, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0 ? Int(size.ws_col) : nil
    },
    write: @escaping (String) -> Void = Console.writeError
  ) {
    (self.task, self.delay, self.isShown) = (task, delay, isShown)
    (self.elapsed, self.columns, self.write) = (elapsed, columns, write)
  }

  /// Shows `done` of `total` `unit` with the percentage, the time left at the rate so far
  /// (when `timed`; `~` from the `estimated` share done instead), the rate of `rated` (of
  /// `done` unless given) and `counted`, once the work has gone on for a second:
  /// `solve: 1,234 of 5,478 positions (22.5%), 4 s left, 1,000 positions/s`.
  func report(
    _ done: Int, of total: Int?, _ unit: String, counted: String? = nil,
    rated: (count: Int, unit: String)? = nil, timed: Bool = true, estimated share: Double? = nil
  ) {
    guard isShown else { return }
    let now = elapsed()
    guard now >= delay, drawn.map({ now - $0 >= .milliseconds(100) }) ?? true else { return }
    let seconds = max(now / .seconds(1), 1e-9)
    let rated = rated ?? (done, unit)
    var fields = ["\(task): \(Format.grouped(done))"]
    if let total {
      let percent = Format.decimal(
        Double(done) * 100 / Double(max(total, 1)), digits: 1, trimming: false)
      fields[0] += " of \(Format.grouped(total)) \(unit) (\(percent)%)"
      if let share, share > 0 {
        fields.append("~\(Format.duration(seconds * (1 - share) / share)) left")
      } else if timed && share == nil && done > 0 {
        fields.append("\(Format.duration(seconds * Double(total - done) / Double(done))) left")
      }
    } else {
      fields[0] += " \(unit)"
    }
    fields.append("\(Format.grouped(Int(Double(rated.count) / seconds))) \(rated.unit)/s")
    if let counted { fields.append(counted) }
    // Short of the last column: a line that wraps leaves its start behind when redrawn.
    let line =
      columns().map { Self.fitting(fields, in: max($0 - 1, 0)) } ?? fields.joined(separator: ", ")
    if drawn == nil {
      // Ctrl-C, `kill` and a closed terminal or pipe wipe the line, then end the process
      // as they would have; a signal caught or ignored already is left alone.
      Terminal.handle([SIGINT, SIGTERM, SIGHUP, SIGPIPE], keepingHandled: true) { signal in
        let wipe: StaticString = "\r\u{1B}[K"
        _ = Glibc.write(2, wipe.utf8Start, wipe.utf8CodeUnitCount)
        Glibc.signal(signal, SIG_DFL)
        raise(signal)  // delivered, to the default action, once the handler returns
      }
    }
    write("\r\u{1B}[K" + line)
    drawn = now
  }

  /// `fields` joined by commas within `width` characters: whole fields dropped from the
  /// end, the least needed last; when the first alone is too wide, its first words.
  static func fitting(_ fields: [String], in width: Int) -> String {
    func prefix(_ parts: [some StringProtocol], joinedBy separator: String) -> String {
      var line = ""
      for part in parts {
        let longer = line.isEmpty ? String(part) : line + separator + part
        guard longer.count <= width else { break }
        line = longer
      }
      return line
    }
    let line = prefix(fields, joinedBy: ", ")
    guard line.isEmpty, let first = fields.first else { return line }
    return prefix(first.split(separator: " "), joinedBy: " ")
  }

  func finish() { if drawn != nil { write("\r\u{1B}[K") } }
}
