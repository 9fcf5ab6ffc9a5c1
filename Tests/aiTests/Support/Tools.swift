import Foundation
import Testing

/// The machine's tools outside Swift that some tests drive (a browser, a load generator,
/// a pseudo-terminal). They are found on `PATH`, never at fixed paths. Where one is
/// missing, its tests are not run and Swift Testing prints one line naming what was not
/// run and why; with `AI_TEST_REQUIRE_TOOLS=1` (as `.ci/run` sets) they run anyway and
/// fail, so CI never passes without them.
enum Tools {
  /// What a group of tests needs from the machine.
  struct Need: Sendable {
    /// Executables looked up on `PATH`.
    var programs: [String] = []
    /// Python modules that `python3` must import.
    var modules: [String] = []
    /// How to get them, for the line a skipped or failed test prints.
    var install: String

    /// What is missing of this need, in the words a person would type to look.
    var missing: [String] {
      programs.filter { Tools.path(of: $0) == nil }
        + modules.filter { !Tools.imports($0) }.map { "python3 -m \($0)" }
    }
  }

  /// The headless browser test of `ai serve`'s page.
  static let browser = Need(
    programs: ["chromium", "chromedriver", "python3"], modules: ["selenium"],
    install: "apt-get install chromium chromium-driver; pip install selenium")
  /// The load test of `ai serve`.
  static let load = Need(programs: ["wrk"], install: "apt-get install wrk")
  /// The pseudo-terminal test of `ai play`.
  static let terminal = Need(
    programs: ["python3"], modules: ["pexpect"], install: "pip install pexpect")
  /// The manual's examples that call `curl` (`docs/server.md`).
  static let curl = Need(programs: ["curl"], install: "apt-get install curl")

  /// Whether `AI_TEST_REQUIRE_TOOLS=1` asks for a missing tool to fail the run.
  static let required = ProcessInfo.processInfo.environment["AI_TEST_REQUIRE_TOOLS"] == "1"

  /// A trait that runs a test where `need` is met, or everywhere when tools are required
  /// (the test then fails on what is missing through ``expectPresent(_:)``).
  static func enabled(for need: Need) -> ConditionTrait {
    .enabled("not run: needs \(need.missing.joined(separator: ", ")) (\(need.install))") {
      required || need.missing.isEmpty
    }
  }

  /// Records an issue naming what is missing of `need`; returns whether all of it is there.
  @discardableResult
  static func expectPresent(
    _ need: Need, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    let missing = need.missing
    #expect(
      missing.isEmpty, "missing \(missing.joined(separator: ", ")): \(need.install)",
      sourceLocation: sourceLocation)
    return missing.isEmpty
  }

  /// The executable `name` on `PATH`, if there is one.
  static func path(of name: String) -> String? {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    return folders.map { "\($0)/\(name)" }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// Whether `python3` imports `module`.
  static func imports(_ module: String) -> Bool {
    guard path(of: "python3") != nil else { return false }
    return (try? run(["python3", "-c", "import \(module)"]))?.status == 0
  }

  /// Runs `arguments` through `/usr/bin/env`, stdout and stderr together.
  static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, text)
  }

  /// ``run(_:)`` awaited without holding a thread of the test runner (a browser or a
  /// terminal mostly waits), the output gathered in a file.
  static func run(_ arguments: [String]) async throws -> (status: Int32, output: String) {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("ai-tool-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: file.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: file) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    let output = try FileHandle(forWritingTo: file)
    process.standardOutput = output
    process.standardError = output
    process.standardInput = FileHandle.nullDevice
    try await AI.waitForExit(of: process)
    try output.close()
    return (process.terminationStatus, String(decoding: try Data(contentsOf: file), as: UTF8.self))
  }
}
