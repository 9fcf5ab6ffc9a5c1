import TicTacToe

extension MemoryLimit {
  /// The room left for the rest of the process beside a table of `bytes`: 8 MB, and a
  /// sixteenth of the table for what an estimate leaves out (the allocator's slack,
  /// buffers, progress lines).
  static func margin(for bytes: Int) -> Int { 8_000_000 + bytes / 16 }

  /// Checks, before `task` builds tables of about `bytes`, that the process may take
  /// them: each of `limits` must leave room for them and the ``margin(for:)``.
  ///
  /// - Parameters:
  ///   - task: What needs the memory, to start the message: `solving every position of 4x4`.
  ///   - advice: What to do instead, besides raising the limit.
  ///   - limits: The limits to check against; those of this process unless given.
  /// - Throws: ``CLIError/resources(_:)`` that names the amount needed, the tightest
  ///   limit and the room it leaves.
  static func check(
    _ bytes: Int, for task: String, advice: String = "choose a smaller board",
    limits: [MemoryLimit] = current()
  ) throws(CLIError) {
    let needed = bytes + margin(for: bytes)
    guard let tightest = limits.min(by: { $0.available < $1.available }),
      tightest.available < needed
    else { return }
    throw .resources(
      "\(task) needs \(Format.bytes(needed, roundingUp: true)) of memory but this process "
        + "may take \(Format.bytes(tightest.available, roundingUp: false)) more "
        + "(\(tightest.name)); raise the limit or \(advice)")
  }
}

extension MemoryLimit {
  /// The room `ai` needs beyond what it has loaded for its own buffers, whatever it
  /// does: a batch reads 64 KiB at a time, the server's page is 18 KB.
  static let roomToRun = 4_000_000

  /// Checks, at the start, that the process may take ``roomToRun`` more, so that a limit
  /// barely above what the program itself takes is one line and exit 71, never an
  /// allocation that fails halfway.
  ///
  /// - Throws: ``CLIError/resources(_:)`` naming the room needed and the tightest limit.
  static func checkRoomToRun(limits: [MemoryLimit] = current()) throws(CLIError) {
    guard let tightest = limits.min(by: { $0.available < $1.available }),
      tightest.available < roomToRun
    else { return }
    throw .resources(
      "ai needs \(Format.bytes(roomToRun, roundingUp: true)) of memory beyond what it has "
        + "loaded but this process may take \(Format.bytes(tightest.available, roundingUp: false)) "
        + "more (\(tightest.name)); raise the limit")
  }

  /// Checks that the process may take a ``Searcher`` for `geometry` (43 MB for 16 cells).
  ///
  /// - Throws: ``CLIError/resources(_:)`` as ``check(_:for:advice:limits:)`` does.
  static func checkSearcher(for geometry: Geometry) throws(CLIError) {
    try check(
      Searcher.memoryNeeded(for: geometry), for: "searching \(Format.shape(geometry)) boards")
  }
}
