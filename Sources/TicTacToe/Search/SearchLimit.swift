// How far one question may search, and that limit as a search checks it.
/// How far one question may search: a number of positions and a time, past either of which
/// it stops with ``TicTacToeError/limitReached``, and a question asked every few thousand
/// positions (a task's cancellation), which stops it with ``TicTacToeError/cancelled``.
/// At each of those checks it can also tell the positions visited so far, for a progress
/// display.
public struct SearchLimit: Sendable {
  /// The most positions one question may visit.
  public var nodes: Int
  /// The most time one question may search, counted from its first check (4,096
  /// positions in, a fraction of a millisecond); `nil` for no bound.
  public var time: Duration?
  /// Whether the question is to stop now.
  public var isCancelled: @Sendable () -> Bool
  /// Told the positions visited so far at each check, on the searching thread; `nil` for
  /// nothing to tell.
  public var progress: (@Sendable (_ nodes: Int) -> Void)?
  /// Told each move's value as an analysis proves it, on the searching thread, before the
  /// next move is searched: a long analysis can show the moves done; `nil` for nothing.
  public var proven: (@Sendable (_ move: Int, _ evaluation: Evaluation) -> Void)?

  /// A limit of `nodes` positions and `time` that also stops once `isCancelled` says so.
  /// The time and the question are checked every 4,096 positions, so a search of fewer
  /// is answered whatever its time; `progress` is told the positions visited at each check,
  /// `proven` each move's value as an analysis proves it.
  public init(
    nodes: Int = .max, time: Duration? = nil,
    isCancelled: @escaping @Sendable () -> Bool = { false },
    progress: (@Sendable (_ nodes: Int) -> Void)? = nil,
    proven: (@Sendable (_ move: Int, _ evaluation: Evaluation) -> Void)? = nil
  ) {
    (self.nodes, self.time, self.isCancelled) = (nodes, time, isCancelled)
    (self.progress, self.proven) = (progress, proven)
  }
}

/// A ``SearchLimit`` as one search checks it: a class, so that the search, which passes
/// nothing mutable down but the node count, can move the next check on.
final class Checkpoint {
  let limit: SearchLimit
  var next: Int
  /// Why the search stopped: 0 while it runs, then 1 when its question said so, 2 past
  /// its positions or time. Read after every move searched, so a byte, not the error.
  private var stop: UInt8 = 0
  /// When the time runs out, after ``epoch``; set at the first check (4,096 positions in),
  /// not in `init`: computed there, it cost a bounded search 3% of its instructions, and an
  /// optional instant 0.7%.
  private var deadline = Duration.zero
  private static let epoch = ContinuousClock.now

  init(_ limit: SearchLimit) {
    self.limit = limit
    next = limit.nodes < 1 << 12 ? limit.nodes &+ 1 : 1 << 12
  }

  var stopped: Bool { stop != 0 }

  func stops(at nodes: Int) -> Bool {
    limit.progress?(nodes)
    stop = limit.isCancelled() ? 1 : nodes > limit.nodes || pastDeadline() ? 2 : 0
    next = limit.nodes &- nodes < 1 << 12 ? limit.nodes &+ 1 : nodes &+ 1 << 12
    return stop != 0
  }

  private func pastDeadline() -> Bool {
    // Past 2^40 s (35,000 years) the sum below could overflow: no bound.
    guard let time = limit.time, time < .seconds(Int64(1) << 40) else { return false }
    let now = Self.epoch.duration(to: ContinuousClock.now)
    if deadline == .zero { deadline = now + time }
    return now >= deadline
  }

  var failure: TicTacToeError { stop == 1 ? .cancelled : .limitReached }
}
