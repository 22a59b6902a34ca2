// swift-tools-version:6.1
import PackageDescription

// The runtime benchmarks of ArchLab, as their own package so that `swift test`
// at the root never builds them. Run with `bash Benchmarks/run.sh OUT.json` or
// `swift package --package-path Benchmarks benchmark`.
let package = Package(
  name: "ArchLabBenchmarks",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(name: "ArchLab", path: ".."),
    .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
    .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    // What one round or iteration does, the floor and limit apps, the raw-SQLite
    // seeder; no benchmark framework here.
    .target(
      name: "Scenarios",
      dependencies: [
        .product(name: "ArchLab", package: "ArchLab"),
        .product(name: "Entities", package: "ArchLab"),
        .product(name: "Storage", package: "ArchLab"),
        .product(name: "ScreenKit", package: "ArchLab"),
        .product(name: "ScreenUI", package: "ArchLab"),
        .product(name: "GRDBSQLite", package: "GRDB.swift"),
      ]
    ),
    // The package-benchmark suite: the timed pass (4 scenarios × 4 sizes, every
    // variant in each round), the seeding race, the memory pass.
    .executableTarget(
      name: "ArchLabBenchmarks",
      dependencies: ["Scenarios", .product(name: "Benchmark", package: "benchmark")],
      path: "Benchmarks/ArchLabBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // One benchmark's timed part alone, for callgrind, perf, a time or a page-fault
    // count; paired rounds with page faults; the seeding race; the cost of
    // inserting into a copy of N rows (README.md, "Looking into a cell"). Not a benchmark.
    .executableTarget(
      name: "ScenarioProbe",
      dependencies: [
        "Scenarios", .product(name: "ArchLab", package: "ArchLab"),
        .product(name: "Entities", package: "ArchLab"), .product(name: "Storage", package: "ArchLab"),
      ]
    ),
    // Checks that every variant shows the floor's screen, byte for byte, in every scenario.
    // and that adding one contact to 10 000 builds no more rows than are on screen plus one (ScreenUI).
    .testTarget(
      name: "ScenariosTests",
      dependencies: ["Scenarios", .product(name: "ScreenUI", package: "ArchLab")]),
  ],
  swiftLanguageModes: [.v6]
)
