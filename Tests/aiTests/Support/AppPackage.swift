import DataFiles
import Foundation

/// Code written for an app (the manual's apps, the DocC catalog's samples), built
/// as an app builds it: a package of its own, in a folder not named like this checkout,
/// beside a clone named `ai` (a link to this checkout), one executable target per sample.
/// Built once for every test that asks, so that the engine is compiled once for them all.
enum AppPackage {
  /// The executables, by target name: `docs/library.md`'s `MyApp`, the README's shorter
  /// program, and the catalog's `Samples`.
  static let sources: [String: String] = [
    "MyApp": (try? ReadmeAppTests.blocks(in: "docs/library.md").last) ?? "",
    "ReadmeApp": (try? ReadmeAppTests.blocks(in: "README.md").last) ?? "",
    "Samples": (try? DocCSampleTests.program()) ?? "",
  ]

  /// Each executable's build: its status and output, and the folder it is in.
  struct Build: Sendable {
    let status: Int32
    let output: String
    let binPath: String
  }

  /// The samples built: by default each compiled on its own against the engine the tests
  /// built (seconds); in the long form, as an app builds them (``packageBuilds()``).
  static let builds: Result<[String: Build], any Error> = Result {
    LongTests.enabled ? try packageBuilds() : try compiledBuilds()
  }

  /// Each sample compiled by `swiftc` as a program's `main.swift`, against the engine's
  /// module and objects beside the built `ai`.
  static func compiledBuilds() throws -> [String: Build] {
    let built = AI.executable.deletingLastPathComponent().path
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("app-samples-\(UUID().uuidString)")
    return try sources.keys.sorted().reduce(into: [:]) { builds, target in
      let source = folder.appendingPathComponent(target)
      try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
      try sources[target]!.write(
        to: source.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
      let compiled = try ReadmeAppTests.shell(
        "cd '\(source.path)' && swiftc -I '\(built)/Modules' main.swift "
          + "'\(built)'/TicTacToe.build/*.o -o '\(target)' 2>&1 | tail -n 30; "
          + "test ${PIPESTATUS[0]} = 0")
      builds[target] = Build(
        status: compiled.status, output: compiled.output, binPath: source.path)
    }
  }

  /// The package built: its manifest is `docs/library.md`'s lines (`platforms:`,
  /// `dependencies:` and `targets:`), with a target added for each other sample.
  static func packageBuilds() throws -> [String: Build] {
    let manifestLines = try ReadmeAppTests.blocks(in: "docs/library.md").first ?? ""
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("app-package-\(UUID().uuidString)")
    atexit {
      try? FileManager.default.removeItem(
        at: FileManager.default.temporaryDirectory.appendingPathComponent(AppPackage.folderName))
    }
    folderName = folder.lastPathComponent
    let app = folder.appendingPathComponent("MyApp")
    try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: folder.appendingPathComponent("ai"), withDestinationURL: ReadmeTests.root)
    let others = sources.keys.filter { $0 != "MyApp" }.sorted().map {
      ".executableTarget(name: \"\($0)\", dependencies: [.product(name: \"TicTacToe\", "
        + "package: \"ai\")]), "
    }
    let manifest = """
      // swift-tools-version: 6.0
      import PackageDescription

      let package = Package(
        name: "MyApp",
      \(manifestLines.replacingOccurrences(of: "targets: [", with: "targets: [" + others.joined()))
      )

      """
    try manifest.write(
      to: app.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    for (target, code) in sources {
      let folder = app.appendingPathComponent("Sources/\(target)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try code.write(
        to: folder.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
    }
    // Every product in one build; should it fail, one at a time, so that a sample that
    // does not build fails its own test only.
    let all = try ReadmeAppTests.shell(
      "cd '\(app.path)' && swift build -q 2>&1 | tail -n 30; "
        + "test ${PIPESTATUS[0]} = 0 && swift build --show-bin-path")
    return try sources.keys.sorted().reduce(into: [:]) { builds, target in
      let built =
        all.status == 0
        ? all
        : try ReadmeAppTests.shell(
          "cd '\(app.path)' && swift build -q --product \(target) 2>&1 | tail -n 30; "
            + "test ${PIPESTATUS[0]} = 0 && swift build --show-bin-path")
      let binPath = built.output.split(separator: "\n").last.map(String.init) ?? ""
      builds[target] = Build(status: built.status, output: built.output, binPath: binPath)
    }
  }

  /// The temporary folder's name, removed when the tests end.
  nonisolated(unsafe) private static var folderName = "app-package-none"

  /// Runs the executable `target` of the package built: its status and output.
  static func run(_ target: String) throws -> (status: Int32, output: String) {
    guard let build = try builds.get()[target] else { return (-1, "no target \(target)") }
    guard build.status == 0 else { return (build.status, build.output) }
    return try ReadmeAppTests.shell("'\(build.binPath)/\(target)'")
  }
}
