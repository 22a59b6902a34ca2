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
    .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    // What one benchmark iteration does, and the floor app; no benchmark framework here.
    .target(
      name: "Scenarios",
      dependencies: [
        .product(name: "ArchLab", package: "ArchLab"),
        .product(name: "Entities", package: "ArchLab"),
        .product(name: "Storage", package: "ArchLab"),
        .product(name: "ScreenKit", package: "ArchLab"),
      ]
    ),
    // The package-benchmark suite: 4 scenarios × 4 sizes × (4 architectures + the floor).
    .executableTarget(
      name: "ArchLabBenchmarks",
      dependencies: ["Scenarios", .product(name: "Benchmark", package: "benchmark")],
      path: "Benchmarks/ArchLabBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // Checks that every variant shows the floor's screen, byte for byte, in every scenario.
    .testTarget(name: "ScenariosTests", dependencies: ["Scenarios"]),
  ],
  swiftLanguageModes: [.v6]
)
