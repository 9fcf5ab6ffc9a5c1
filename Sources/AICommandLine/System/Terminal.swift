// What `ai` asks of the terminal, and how a game catches the signals that stop it.
import Glibc

/// Set by the signal handlers, which can reach only globals.
nonisolated(unsafe) private var stopSignal: sig_atomic_t = 0
nonisolated(unsafe) private var stopPipeWriteEnd: Int32 = -1
nonisolated(unsafe) private var gameSettings = termios()

/// A pipe, both ends non-blocking and closed on exec; -1 for both if none could be made.
func makePipe() -> (read: Int32, write: Int32) {
  var ends: [Int32] = [-1, -1]
  guard pipe(&ends) == 0 else { return (-1, -1) }
  for end in ends { makeNonBlocking(end) }
  return (ends[0], ends[1])
}

/// Makes `descriptor` non-blocking and closed on exec.
@_spi(Fuzzing) public func makeNonBlocking(_ descriptor: Int32) {
  _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
  _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
}

enum Terminal {
  /// Whether to use colour: stdout is a terminal and `NO_COLOR` is unset.
  static let isStyled = outputIsTerminal && getenv("NO_COLOR") == nil
  static let inputIsTerminal = isatty(0) == 1
  static let outputIsTerminal = isatty(1) == 1
  /// The signals that end a game early but cleanly, with its resume command.
  static let stopSignals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
  /// Whether the stop signals are caught (in a game only).
  nonisolated(unsafe) private(set) static var catchesStops = false
  /// The signal mask while waiting for input or room to write: the inherited one until a
  /// game catches the stop signals.
  nonisolated(unsafe) private static var waitMask = mask(SIG_BLOCK, [])
  /// The most bytes written at once after ``waitToWrite(_:)``: POSIX's `PIPE_BUF`.
  static let atomicWrite = 4096

  /// Makes Ctrl-L end a line (as `VEOL`), so a game redraws at once, again each time the
  /// game continues in the foreground after a stop (Ctrl-Z, then `fg`: the shell put its own
  /// settings back meanwhile); returns the undo.
  static func endLinesAtCtrlL() -> (() -> Void)? {
    var saved = termios()
    guard inputIsTerminal, tcgetattr(0, &saved) == 0 else { return nil }
    gameSettings = saved
    withUnsafeMutableBytes(of: &gameSettings.c_cc) { $0[Int(VEOL)] = 0x0C }
    guard tcsetattr(0, TCSANOW, &gameSettings) == 0 else { return nil }
    handle([SIGCONT], flags: SA_RESTART) { _ in
      let interrupted = errno  // of the call this handler interrupted
      // In the background, setting the terminal would stop the game again (SIGTTOU).
      if tcgetpgrp(0) == getpgrp() { _ = tcsetattr(0, TCSANOW, &gameSettings) }
      errno = interrupted
    }
    return {
      signal(SIGCONT, SIG_DFL)
      _ = tcsetattr(0, TCSANOW, &saved)
    }
  }

  /// Catches the stop signals, keeping them blocked but while waiting for input or room
  /// to write, so that one is never lost between a check and a read; and ignores SIGPIPE,
  /// so that a closed pipe is a failed write, after which a game gives its resume command.
  static func catchInterrupts() {
    signal(SIGPIPE, SIG_IGN)
    catchStops(keepingHandled: false)
    waitMask = mask(SIG_BLOCK, stopSignals)
    // A launcher may have left them blocked, and Ctrl-C would never arrive.
    for signal in stopSignals { sigdelset(&waitMask, signal) }
    catchesStops = true
  }

  /// Catches the stop signals for work that reads no input but looks at ``stopCaught``
  /// between its steps (a match), so that it can end with what it has done. They are left
  /// unblocked, so that one is seen at once; one ignored at start stays ignored (`nohup`).
  static func catchStopsBetweenSteps() {
    catchStops(keepingHandled: true)
    mask(SIG_UNBLOCK, stopSignals)
  }

  /// The one handler of the stop signals: it records the signal, for the work to end with.
  private static func catchStops(keepingHandled: Bool) {
    handle(stopSignals, keepingHandled: keepingHandled) { signal in stopSignal = signal }
  }

  /// The stop signal caught, if any: one load, for a check between steps of work.
  static var stopCaught: Int32? { stopSignal != 0 ? stopSignal : nil }

  /// Blocks or unblocks (`how`) `signals`; returns the mask before.
  @discardableResult
  private static func mask(_ how: Int32, _ signals: [Int32]) -> sigset_t {
    var (set, previous) = (sigset_t(), sigset_t())
    sigemptyset(&set)
    for signal in signals { sigaddset(&set, signal) }
    sigprocmask(how, &set, &previous)
    return previous
  }

  /// With `keepingHandled`, a signal caught or ignored already is left alone.
  static func handle(
    _ signals: [Int32], keepingHandled: Bool = false, flags: Int32 = 0,
    with handler: @convention(c) (Int32) -> Void
  ) {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = handler
    sigemptyset(&action.sa_mask)
    action.sa_flags = flags
    for signal in signals {
      var old = sigaction()
      sigaction(signal, nil, &old)
      if !keepingHandled || old.__sigaction_handler.sa_handler == nil {
        sigaction(signal, &action, nil)
      }
    }
  }

  /// The read end of a pipe that gets the number of each SIGINT, SIGTERM or SIGHUP, for
  /// the server to poll with its sockets (the self-pipe trick), or -1 with `errno` set
  /// when no pipe could be made. A signal ignored at start stays ignored (`nohup`); the
  /// others are unblocked, as some launchers block them all.
  static func stopPipe() -> Int32 {
    let signals = [SIGINT, SIGTERM, SIGHUP]
    let ends = makePipe()
    guard ends.read >= 0 else { return -1 }
    stopPipeWriteEnd = ends.write
    handle(signals, keepingHandled: true, flags: SA_RESTART) { signal in
      var byte = UInt8(truncatingIfNeeded: signal)
      _ = write(stopPipeWriteEnd, &byte, 1)
    }
    mask(SIG_UNBLOCK, signals)
    return ends.read
  }

  /// Waits until `descriptor` can take ``atomicWrite`` bytes, letting the stop signals
  /// through; false when one has come and the descriptor is full.
  static func waitToWrite(_ descriptor: Int32) -> Bool {
    while true {
      if stopSignal != 0 { return poll(descriptor, for: POLLOUT, timeout: 0) }
      if wait(descriptor, reading: false) { return true }
    }
  }

  /// Lets the stop signals through; false when one came first.
  static func wait(_ descriptor: Int32, reading: Bool) -> Bool {
    var set = fd_set()  // FD_ZERO and FD_SET are macros Swift cannot call
    withUnsafeMutableBytes(of: &set) { bytes in
      bytes.initializeMemory(as: UInt8.self, repeating: 0)
      bytes[Int(descriptor) / 8] |= 1 << UInt8(descriptor % 8)
    }
    let ready =
      reading
      ? pselect(descriptor + 1, &set, nil, nil, nil, &waitMask)
      : pselect(descriptor + 1, nil, &set, nil, nil, &waitMask)
    return ready >= 0 || errno != EINTR
  }

  /// Whether `events` come on `descriptor` within `timeout` milliseconds (-1: no limit).
  @discardableResult
  static func poll(_ descriptor: Int32, for events: Int32, timeout: Int32) -> Bool {
    var entry = pollfd(fd: descriptor, events: Int16(events), revents: 0)
    return Glibc.poll(&entry, 1, timeout) > 0
  }

  /// The stop signal received or pending, if any.
  static var stopRequest: Int32? {
    if stopSignal != 0 { return stopSignal }
    var pending = sigset_t()
    sigpending(&pending)
    return stopSignals.first { sigismember(&pending, $0) == 1 }
  }
}
