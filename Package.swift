// swift-tools-version:6.1
import PackageDescription

let package = Package(
  name: "ArchLab",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "archlab", targets: ["archlab"]),
    .library(name: "ArchLab", targets: ["ArchLab"]),
    .library(name: "Entities", targets: ["Entities"]),
    .library(name: "Storage", targets: ["Storage"]),
    .library(name: "ScreenKit", targets: ["ScreenKit"]),
  ],
  dependencies: [
    .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
    .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
    .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
  ],
  targets: [
    // Shared layers: no architecture lives here.
    .target(name: "Entities"),
    .target(name: "Storage", dependencies: ["Entities", .product(name: "GRDB", package: "GRDB.swift")]),
    .target(name: "ScreenKit"),

    // Architectures: the same feature, four times.
    .target(name: "MVC", dependencies: ["Entities", "Storage", "ScreenKit"], exclude: ["README.md"]),
    .target(name: "MVP", dependencies: ["Entities", "Storage", "ScreenKit"], exclude: ["README.md"]),
    .target(name: "MVVM", dependencies: ["Entities", "Storage", "ScreenKit"], exclude: ["README.md"]),
    .target(name: "VIPER", dependencies: ["Entities", "Storage", "ScreenKit"], exclude: ["README.md"]),

    // Composition root and tools
    .target(
      name: "ArchLab", dependencies: ["Entities", "Storage", "ScreenKit", "MVC", "MVP", "MVVM", "VIPER"]),
    .target(
      name: "Harness",
      dependencies: [
        "ArchLab", .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ],
      exclude: ["Mutation"]),
    // Mutation testing by mutant schemata (Sources/Harness/Mutation/README.md).
    .target(
      name: "Mutation",
      dependencies: [
        "ArchLab", "Harness", .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftOperators", package: "swift-syntax"),
      ],
      path: "Sources/Harness/Mutation", exclude: ["README.md"]),
    .target(
      name: "ArchLabCLI",
      dependencies: [
        "ArchLab", "Harness", "Mutation", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(name: "archlab", dependencies: ["ArchLabCLI"]),

    // Test support
    .target(name: "TestSupport", dependencies: ["Entities", "Storage", "ScreenKit", "ArchLab"]),

    // Tests
    .testTarget(name: "EntitiesTests", dependencies: ["Entities"]),
    .testTarget(
      name: "StorageTests",
      dependencies: ["Storage", "TestSupport", .product(name: "GRDB", package: "GRDB.swift")]),
    .testTarget(name: "ScreenKitTests", dependencies: ["ScreenKit"]),
    .testTarget(name: "MVCTests", dependencies: ["MVC", "TestSupport"]),
    .testTarget(name: "MVPTests", dependencies: ["MVP", "TestSupport"]),
    .testTarget(name: "MVVMTests", dependencies: ["MVVM", "TestSupport"]),
    .testTarget(name: "VIPERTests", dependencies: ["VIPER", "TestSupport"]),
    .testTarget(name: "AcceptanceTests", dependencies: ["ArchLab", "TestSupport"]),
    // Workshop exercises' acceptance tests: skipped unless an exercise is active (Workshop/).
    .testTarget(name: "WorkshopTests", dependencies: ["ArchLab", "Harness", "TestSupport"]),
    .testTarget(name: "ArchLabTests", dependencies: ["ArchLabCLI", "TestSupport"]),
    .testTarget(name: "HarnessTests", dependencies: ["Harness"], exclude: ["Fixtures"]),
    .testTarget(name: "MutationTests", dependencies: ["Mutation", "TestSupport"], exclude: ["Fixtures"]),
    .testTarget(
      name: "ReliabilityTests",
      dependencies: [
        "ArchLab", "Storage", "ScreenKit", "TestSupport", .product(name: "GRDB", package: "GRDB.swift"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
