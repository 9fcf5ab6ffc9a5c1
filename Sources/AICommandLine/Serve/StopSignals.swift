import Glibc

/// The write end of the pipe that the signal handler writes to, or -1.
nonisolated(unsafe) private var stopPipeWriteEnd: Int32 = -1

/// Ctrl-C, `kill` and a closed terminal, turned into something the server's `poll(2)`
/// sees: the handler writes a byte to a pipe whose read end is polled (the self-pipe
/// trick), so a signal that arrives even just before `poll` is called wakes it.
struct StopSignals {
  /// The pipe's read end, to poll.
  let descriptor: Int32

  /// Opens the pipe and installs the handler. A signal ignored when the server starts
  /// stays ignored, as Unix tools leave it (`nohup` ignores SIGHUP so that the server
  /// outlives its terminal). The others are unblocked: some process launchers start
  /// their children with every signal blocked, and Ctrl-C would never come.
  init() {
    var ends: [Int32] = [-1, -1]
    if pipe(&ends) != 0 { ends = [-1, -1] }
    for end in ends where end >= 0 { Server.makeNonBlocking(end) }
    (descriptor, stopPipeWriteEnd) = (ends[0], ends[1])
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { signal in
      var byte = UInt8(truncatingIfNeeded: signal)
      _ = write(stopPipeWriteEnd, &byte, 1)
    }
    sigemptyset(&action.sa_mask)
    action.sa_flags = SA_RESTART
    var mask = sigset_t()
    sigemptyset(&mask)
    for signal in [SIGINT, SIGTERM, SIGHUP] {
      var before = sigaction()
      sigaction(signal, nil, &before)
      // C function pointers have no `==` in Swift: compare their addresses.
      let handler = unsafeBitCast(before.__sigaction_handler.sa_handler, to: Int.self)
      if handler == unsafeBitCast(SIG_IGN, to: Int.self) { continue }
      sigaction(signal, &action, nil)
      sigaddset(&mask, signal)
    }
    sigprocmask(SIG_UNBLOCK, &mask, nil)
  }

  /// The signal received, if one was: read from the pipe.
  func received() -> Int32? {
    var byte: UInt8 = 0
    return read(descriptor, &byte, 1) == 1 ? Int32(byte) : nil
  }
}
