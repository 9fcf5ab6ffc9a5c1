// swift-tools-version: 6.0
import PackageDescription

// The root package has no package dependencies: `swift build` and `swift test` resolve
// nothing. Benchmarks live in the nested package `Benchmarks/`.

// The engine's masks are a type parameter (16 or 64 bits wide), which a debug build leaves
// generic at every bit operation: four times slower, and `swift test` with it. So a debug
// build of this checkout optimizes the engine, assertions kept. Not where this package is
// a dependency (SwiftPM refuses a versioned dependency's flags): there the flags are none.
let isDependency = Context.packageDirectory.contains("/checkouts/")
let optimizedInDebug: [SwiftSetting] = [
  .unsafeFlags(
    isDependency ? [] : ["-O", "-assert-config", "Debug"],
    .when(configuration: .debug))
]

let package = Package(
  name: "ai",
  // The engine builds for these and later; `.ci/run` type-checks it for macOS 13 with
  // `../shared/tools/apple-typecheck`, since this Linux build cannot see availability.
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  products: [
    .library(name: "TicTacToe", targets: ["TicTacToe"]),
    // Perft, bench and the solution table: the engine's own measures, apart from what an
    // app imports. A product because the nested `Benchmarks/` package runs the bench.
    .library(name: "TicTacToeTools", targets: ["TicTacToeTools"]),
    .executable(name: "ai", targets: ["ai"]),
    // libFuzzer harness: see the README's "Fuzzing" for the command that builds it.
    .executable(name: "ai-fuzz", targets: ["AIFuzz"]),
  ],
  targets: [
    // The engine: bitboards, geometry, notation, rules, search. Imports nothing.
    .target(name: "TicTacToe", swiftSettings: optimizedInDebug),
    // Perft, bench and the solution table, on the engine's internals through `package`
    // access, so that they stay out of the engine's public surface.
    .target(name: "TicTacToeTools", dependencies: ["TicTacToe"], swiftSettings: optimizedInDebug),
    // The command line: parse, call the engine, format. A library so that the fuzzer
    // and the tests can reach it; `ai` is its one-line main.
    // The page `ai serve` serves is HTML in its own file, built in as bytes.
    .target(
      name: "AICommandLine", dependencies: ["TicTacToe", "TicTacToeTools"],
      resources: [.embedInCode("Serve/page.html")]),
    .executableTarget(name: "ai", dependencies: ["AICommandLine"]),
    // Everything that reads user text, fed arbitrary bytes; replayed by `swift test`. Test
    // code, so it lives under `Tests/`; a product so that libFuzzer can build it.
    .target(
      name: "FuzzHarness", dependencies: ["TicTacToe", "TicTacToeTools", "AICommandLine"],
      path: "Tests/FuzzHarness"),
    .executableTarget(name: "AIFuzz", dependencies: ["FuzzHarness"], path: "Tests/AIFuzz"),
    // Deliberately naive games for the tests to check the engine and `data/` against: an
    // array of cells, lines found by walking coordinates. It imports nothing, the engine
    // least of all, so that it shares no code with what it checks. Optimized even in a
    // debug build (`-O` after SwiftPM's `-Onone` wins), so that `swift test` counts the
    // whole 4x4 tree in seconds.
    .target(
      name: "NaiveGames", path: "Tests/Support", swiftSettings: [.unsafeFlags(["-O"])]),
    // The reader of `data/`, and the size of the slow tests (`LongTests`), shared by the
    // test targets.
    .target(name: "DataFiles", path: "Tests/DataFiles"),
    .testTarget(
      name: "TicTacToeTests",
      dependencies: ["TicTacToe", "TicTacToeTools", "NaiveGames", "DataFiles"]),
    // What an app does, through the engine's public API alone (no `@testable`).
    .testTarget(name: "AppTests", dependencies: ["TicTacToe", "TicTacToeTools", "DataFiles"]),
    // Runs the built `ai`; depending on it makes `swift test` build it first.
    .testTarget(
      name: "aiTests",
      dependencies: [
        "ai", "AICommandLine", "FuzzHarness", "TicTacToe", "TicTacToeTools", "DataFiles",
        "NaiveGames",
      ]),
  ]
)
