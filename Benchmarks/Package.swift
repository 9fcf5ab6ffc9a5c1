// swift-tools-version: 6.1
import PackageDescription

// Benchmarks of the TicTacToe engine with ordo-one/benchmark, kept in a nested package so the
// root package resolves no dependencies. The `MallocInterposer` trait counts allocations
// without jemalloc (the default traits would also pull in the runtime interposer).
let package = Package(
  name: "Benchmarks",
  dependencies: [
    .package(
      url: "https://github.com/ordo-one/benchmark", from: "1.38.1",
      traits: ["MallocInterposer"]),
    // Named explicitly so a checkout in a folder not called `ai` still resolves.
    .package(name: "ai", path: ".."),
  ],
  targets: [
    // One benchmark per `BenchWorkload`, each a cold search from the empty 3x3 board.
    .executableTarget(
      name: "SearchBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "TicTacToe", package: "ai"),
        .product(name: "TicTacToeTools", package: "ai"),
      ],
      path: "Benchmarks/SearchBenchmarks",
      plugins: [
        .plugin(name: "BenchmarkPlugin", package: "benchmark")
      ]
    )
  ]
)
