// swift-tools-version: 6.2
import PackageDescription

// The root package has no package dependencies: `swift build` and `swift test` resolve
// nothing. Benchmarks live in the nested package `Benchmarks/`.
let package = Package(
  name: "ai",
  products: [
    .library(name: "TicTacToe", targets: ["TicTacToe"]),
    .executable(name: "ai", targets: ["ai"]),
  ],
  targets: [
    // The engine: bitboards, geometry, notation, rules, search. Imports nothing.
    .target(name: "TicTacToe"),
    // The command line tool: parse, call the engine, format.
    .executableTarget(name: "ai", dependencies: ["TicTacToe"]),
    .testTarget(name: "TicTacToeTests", dependencies: ["TicTacToe"]),
    // Runs the built `ai`; depending on it makes `swift test` build it first.
    .testTarget(name: "aiTests", dependencies: ["ai"]),
  ]
)
