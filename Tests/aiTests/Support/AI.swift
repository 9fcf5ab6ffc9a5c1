import Foundation

/// Runs the built `ai` executable, as a user would, and captures what it prints.
enum AI {
  /// What one run printed and how it ended.
  struct Result {
    /// The exit status; the signal's number when a signal ended the run.
    var status: Int32
    /// The signal that ended the run, if one did (a trap is `SIGILL` or `SIGTRAP`).
    var signal: Int32?
    var stdout: String
    var stderr: String

    /// The lines of stdout, without their line ends.
    var lines: [String] {
      stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }
  }

  /// The `ai` that `swift test` built, beside the test bundle.
  static let executable = product("ai")

  /// How `ai play`'s resume command names the `ai` these tests run: by the path they
  /// start it with, which holds a `/` (the tests' build folder needs no quoting).
  static var program: String { executable.path }

  /// The executable product `name` that `swift test` built (it builds every product of
  /// the package), beside the test bundle.
  static func product(_ name: String) -> URL {
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for folder in [bundle, bundle.deletingLastPathComponent()] {
      let candidate = folder.appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return Bundle.allBundles.map {
      $0.bundleURL.deletingLastPathComponent().appendingPathComponent(name)
    }
    .first { FileManager.default.isExecutableFile(atPath: $0.path) }
      ?? bundle.appendingPathComponent(name)
  }

  /// Runs `ai` with `arguments`, feeding `input` on stdin (none: stdin is empty).
  static func run(_ arguments: [String], input: Data = Data()) throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    return try capture(process, input: input)
  }

  /// Runs the executable at `url` with `arguments`, stdin empty.
  static func run(_ url: URL, _ arguments: [String]) throws -> Result {
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    return try capture(process, input: Data())
  }

  /// Runs `script` with `bash -c`, the built `ai` in `$AI`: for bytes that a `String`
  /// argument cannot carry, and for redirections such as a closed stdin.
  static func runShell(_ script: String) throws -> Result {
    try capture(shell(script), input: Data())
  }

  /// ``runShell(_:)`` awaited without holding a thread of the test runner.
  static func runShell(_ script: String) async throws -> Result {
    try await capture(shell(script), input: Data())
  }

  /// `bash -c script`, `$AI` the built `ai`.
  private static func shell(_ script: String) -> Process {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-c", script]
    process.environment = ["AI": executable.path, "PATH": "/usr/bin:/bin"]
    return process
  }

  /// Runs `process` with `input` on stdin and returns what it printed and its status.
  /// Files, not pipes: a large output cannot fill a pipe and stall the run.
  private static func capture(_ process: Process, input: Data) throws -> Result {
    let files = try Files(input: input, for: process)
    defer { files.remove() }
    try process.run()
    process.waitUntilExit()
    return try files.result(of: process)
  }

  /// ``capture(_:input:)`` that awaits the end of `process` without holding a thread of
  /// the test runner, which has as many as the machine has cores: a test that mostly
  /// waits (a pause before a signal, a browser) leaves them to the other tests meanwhile.
  private static func capture(_ process: Process, input: Data) async throws -> Result {
    let files = try Files(input: input, for: process)
    defer { files.remove() }
    try await waitForExit(of: process)
    return try files.result(of: process)
  }

  /// Starts `process` and returns once it has ended, suspended meanwhile.
  static func waitForExit(of process: Process) async throws {
    try await withCheckedThrowingContinuation { (ended: CheckedContinuation<Void, any Error>) in
      process.terminationHandler = { _ in ended.resume() }
      do {
        try process.run()
      } catch {
        process.terminationHandler = nil
        ended.resume(throwing: error)
      }
    }
  }

  /// The files a run reads its stdin from and writes its stdout and stderr to.
  private struct Files {
    let folder: URL

    /// Makes the files, `input` in the one `process` will read.
    init(input: Data, for process: Process) throws {
      folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("ai-test-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try input.write(to: url("in"))
      _ = FileManager.default.createFile(atPath: url("out").path, contents: nil)
      _ = FileManager.default.createFile(atPath: url("err").path, contents: nil)
      process.standardInput = try FileHandle(forReadingFrom: url("in"))
      process.standardOutput = try FileHandle(forWritingTo: url("out"))
      process.standardError = try FileHandle(forWritingTo: url("err"))
    }

    func url(_ name: String) -> URL { folder.appendingPathComponent(name) }

    /// What `process`, ended, printed and its status.
    func result(of process: Process) throws -> Result {
      Result(
        status: process.terminationStatus,
        signal: process.terminationReason == .uncaughtSignal ? process.terminationStatus : nil,
        stdout: String(decoding: try Data(contentsOf: url("out")), as: UTF8.self),
        stderr: String(decoding: try Data(contentsOf: url("err")), as: UTF8.self))
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }
  }

  /// Runs `ai` with `arguments` and `input` as text on stdin.
  static func run(_ arguments: String..., input: String = "") throws -> Result {
    try run(arguments, input: Data(input.utf8))
  }
}
