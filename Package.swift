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
    .library(name: "ScreenUI", targets: ["ScreenUI"]),
  ],
  dependencies: [
    .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
    .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
    .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", exact: "1.7.3"),
    .package(url: "https://github.com/jpsim/Yams", exact: "6.2.2"),
    .package(url: "https://github.com/swiftlang/swift-subprocess", exact: "1.0.2"),
  ],
  targets: [
    // Shared layers: no architecture lives here.
    .target(name: "Entities"),
    .target(
      name: "Storage",
      dependencies: [
        "Entities", .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "GRDBSQLite", package: "GRDB.swift"),
      ]),
    .target(name: "ScreenKit"),
    // ScreenUI: a SwiftUI-shaped toolkit (views with bodies, state, observation) rendered with ScreenKit.
    .target(name: "ScreenUI", dependencies: ["ScreenKit"], exclude: ["README.md"]),

    // Architectures: the same feature, once per architecture.
    .target(name: "MVC", dependencies: ["Entities", "Storage", "ScreenKit"], exclude: ["README.md"]),
    .target(name: "MVP", dependencies: ["Entities", "Storage", "ScreenKit"], exclude: ["README.md"]),
    .target(name: "MVVM", dependencies: ["Entities", "Storage", "ScreenKit"], exclude: ["README.md"]),
    .target(name: "MVVMC", dependencies: ["Entities", "Storage", "ScreenKit"], exclude: ["README.md"]),
    .target(name: "VIPER", dependencies: ["Entities", "Storage", "ScreenKit"], exclude: ["README.md"]),
    .target(name: "VIP", dependencies: ["Entities", "Storage", "ScreenKit"], exclude: ["README.md"]),
    .target(name: "TCA", dependencies: ["Entities", "Storage", "ScreenKit"], exclude: ["README.md"]),

    // SwiftUI-era architectures: the same feature on ScreenUI.
    .target(name: "MV", dependencies: ["Entities", "Storage", "ScreenUI"], exclude: ["README.md"]),
    .target(name: "MVVMSwiftUI", dependencies: ["Entities", "Storage", "ScreenUI"], exclude: ["README.md"]),
    .target(name: "TCASwiftUI", dependencies: ["Entities", "Storage", "ScreenUI"], exclude: ["README.md"]),

    // Composition root and tools
    .target(
      name: "ArchLab",
      dependencies: [
        "Entities", "Storage", "ScreenKit", "MVC", "MVP", "MVVM", "MVVMC", "VIPER", "VIP", "TCA", "MV",
        "MVVMSwiftUI", "TCASwiftUI",
      ]),
    .target(
      name: "ArchLabCLI",
      dependencies: [
        "ArchLab", "TestRuns", "Workshop", "WorkshopMarker", "Growth", "Patches", "Report", "Mutation",
        "Tour", "TourScript", "Analyzer",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(name: "archlab", dependencies: ["ArchLabCLI"]),

    // Harness: the measuring tools, one way from the bottom up (Sources/Harness/README.md).
    // HarnessSupport: processes, the toolchain's tools, errors, markup escaping, small statistics.
    .target(name: "HarnessSupport", path: "Sources/Harness/HarnessSupport"),
    // Analysis: size, complexity, coupling and roles of Swift sources, from their swift-syntax parse.
    .target(
      name: "Analysis",
      dependencies: [
        "HarnessSupport", .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ],
      path: "Sources/Harness/Analysis"),
    // SerializedDiagnostics: the compiler's .dia files read through the toolchain's libclang (C, loaded at run time).
    .target(name: "SerializedDiagnostics", path: "Sources/Harness/SerializedDiagnostics"),
    // TestRuns: runs swift test, reads Swift Testing's event stream, coverage and reliability results,
    // and the compiler's serialized diagnostics.
    .target(
      name: "TestRuns", dependencies: ["HarnessSupport", "Analysis", "SerializedDiagnostics"],
      path: "Sources/Harness/TestRuns"),
    // WorkshopMarker: which exercise `archlab exercise start` left active in a module (read by the
    // workshop's tests too, which therefore need no swift-syntax).
    .target(name: "WorkshopMarker", dependencies: ["ArchLab"], path: "Sources/Harness/WorkshopMarker"),
    // Workshop: exercises, reference patches, the cost of a change, graded test runs.
    .target(
      name: "Workshop",
      dependencies: ["HarnessSupport", "Analysis", "TestRuns", "WorkshopMarker", "ArchLab"],
      path: "Sources/Harness/Workshop"),
    // Growth: the growth series (Workshop/Growth/): its steps, a package at any step, verified and measured.
    .target(
      name: "Growth",
      dependencies: ["HarnessSupport", "Analysis", "TestRuns", "Workshop", "WorkshopMarker", "ArchLab"],
      path: "Sources/Harness/Growth"),
    // Patches: the workshop's patches followed through a change of a module by three-way merge, and checked.
    .target(
      name: "Patches", dependencies: ["HarnessSupport", "Workshop", "WorkshopMarker", "Growth", "ArchLab"],
      path: "Sources/Harness/Patches"),
    // Mutation: mutation testing by mutant schemata (Sources/Harness/Mutation/README.md).
    .target(
      name: "Mutation",
      dependencies: [
        "ArchLab", "HarnessSupport", "Analysis", "TestRuns",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftOperators", package: "swift-syntax"),
      ],
      path: "Sources/Harness/Mutation", exclude: ["README.md"]),
    // Report: the metrics, the claims' verdicts, the report's Markdown, HTML and SVG, the pipeline.
    .target(
      name: "Report",
      dependencies: [
        "HarnessSupport", "Analysis", "TestRuns", "Workshop", "Growth", "Mutation", "ArchLab", "Tour",
        "TourScript", "GrowthRules", .product(name: "Yams", package: "Yams"),
      ],
      path: "Sources/Harness/Report"),
    // GrowthRules: C03's, C20's and C34's growth rules on curves of code lines, read by the report on the
    // growth series and by `archlab analyze` on an app's git history.
    .target(
      name: "GrowthRules", dependencies: ["HarnessSupport", "Analysis"], path: "Sources/Harness/GrowthRules"),
    // Analyzer: `archlab analyze`, the same rulers on any Swift source tree: roles from structure, the
    // architecture it is closest to, findings, its git history (Sources/Harness/Analyzer/README.md).
    .target(
      name: "Analyzer",
      dependencies: [
        "HarnessSupport", "Analysis", "GrowthRules", "ArchLab", .product(name: "Yams", package: "Yams"),
        .product(name: "Subprocess", package: "swift-subprocess"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ],
      path: "Sources/Harness/Analyzer", exclude: ["README.md"]),
    // TourScript: each user action of the tour scripted once (what the instrumented test bundle plays; no swift-syntax).
    .target(
      name: "TourScript", dependencies: ["ArchLab", "Entities", "Storage", "ScreenKit", "ScreenUI"],
      path: "Sources/Harness/TourScript"),
    // Tour: one tap followed through every architecture from coverage of real runs (Sources/Harness/Tour/README.md).
    .target(
      name: "Tour",
      dependencies: [
        "HarnessSupport", "Analysis", "TestRuns", "TourScript", "ArchLab", "Entities", "Storage", "ScreenKit",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ],
      path: "Sources/Harness/Tour", exclude: ["README.md"]),

    // Test support
    .target(name: "TestSupport", dependencies: ["Entities", "Storage", "ScreenKit", "ArchLab"]),
    // The feature's behaviour as named cases every architecture's unit tests run, and the
    // helpers every module's tests share (one leak check, one settable clock, a failing store).
    .target(name: "CaseBook", dependencies: ["Entities", "Storage"]),

    // Tests
    .testTarget(name: "EntitiesTests", dependencies: ["Entities"]),
    .testTarget(
      name: "StorageTests",
      dependencies: ["Storage", "TestSupport", .product(name: "GRDB", package: "GRDB.swift")]),
    .testTarget(name: "ScreenKitTests", dependencies: ["ScreenKit"]),
    .testTarget(name: "ScreenUITests", dependencies: ["ScreenUI", "ScreenKit"]),
    .testTarget(name: "MVCTests", dependencies: ["MVC", "CaseBook", "TestSupport"]),
    .testTarget(name: "MVPTests", dependencies: ["MVP", "CaseBook", "TestSupport"]),
    .testTarget(name: "MVVMTests", dependencies: ["MVVM", "CaseBook", "TestSupport"]),
    .testTarget(name: "MVVMCTests", dependencies: ["MVVMC", "CaseBook", "TestSupport"]),
    .testTarget(name: "VIPERTests", dependencies: ["VIPER", "CaseBook", "TestSupport"]),
    .testTarget(name: "VIPTests", dependencies: ["VIP", "CaseBook", "TestSupport"]),
    // TCA's TestStore prints custom-dump's diff when a state is not the one asserted.
    .testTarget(
      name: "TCATests",
      dependencies: [
        "TCA", "CaseBook", "TestSupport", .product(name: "CustomDump", package: "swift-custom-dump"),
      ]),
    // The SwiftUI-era modules' tests: the case book through their own seams, leaks.
    .testTarget(name: "MVTests", dependencies: ["MV", "CaseBook", "TestSupport", "ScreenKit"]),
    .testTarget(
      name: "MVVMSwiftUITests", dependencies: ["MVVMSwiftUI", "CaseBook", "TestSupport", "ScreenKit"]),
    // TCA-SwiftUI's TestStore prints custom-dump's diff, as TCA's does.
    .testTarget(
      name: "TCASwiftUITests",
      dependencies: [
        "TCASwiftUI", "CaseBook", "TestSupport", "ScreenKit",
        .product(name: "CustomDump", package: "swift-custom-dump"),
      ]),
    .testTarget(name: "AcceptanceTests", dependencies: ["ArchLab", "CaseBook", "TestSupport"]),
    // Workshop exercises' acceptance tests: skipped unless an exercise is active (Workshop/).
    .testTarget(name: "WorkshopTests", dependencies: ["ArchLab", "WorkshopMarker", "TestSupport"]),
    .testTarget(name: "ArchLabTests", dependencies: ["ArchLabCLI", "TestSupport"]),
    // Harness tests, one target per harness target.
    .testTarget(name: "HarnessSupportTests", dependencies: ["HarnessSupport"]),
    .testTarget(name: "AnalysisTests", dependencies: ["Analysis", "HarnessSupport"], exclude: ["Fixtures"]),
    .testTarget(
      name: "TestRunsTests", dependencies: ["TestRuns", "Analysis", "HarnessSupport"], exclude: ["Fixtures"]),
    .testTarget(
      name: "WorkshopMeasureTests",
      dependencies: ["Workshop", "Analysis", "TestRuns", "HarnessSupport", "ArchLab"], exclude: ["Fixtures"]),
    .testTarget(name: "GrowthTests", dependencies: ["Growth", "Workshop", "HarnessSupport", "ArchLab"]),
    .testTarget(name: "PatchesTests", dependencies: ["Patches", "Workshop", "HarnessSupport", "ArchLab"]),
    .testTarget(
      name: "ReportTests",
      dependencies: [
        "Report", "Workshop", "Growth", "TestRuns", "Mutation", "Analysis", "HarnessSupport", "ArchLab",
        "Tour", "TourScript", "GrowthRules",
      ]),
    // The tour's script in every architecture, and the step the tour plays per process.
    .testTarget(name: "TourTests", dependencies: ["TourScript", "ArchLab", "ScreenKit"]),
    .testTarget(
      name: "TourHarnessTests", dependencies: ["Tour", "TourScript", "Analysis", "ArchLab"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "MutationTests", dependencies: ["Mutation", "Analysis", "HarnessSupport", "TestSupport"],
      exclude: ["Fixtures"]),
    // archlab analyze on fixtures written in the style of real apps, on ArchLab's own modules renamed, on
    // temporary git repositories.
    .testTarget(
      name: "AnalyzerTests",
      dependencies: [
        "Analyzer", "Analysis", "GrowthRules", "HarnessSupport", "ArchLab", "ArchLabCLI",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "ReliabilityTests",
      dependencies: [
        "ArchLab", "CaseBook", "Storage", "ScreenKit", "TestSupport",
        .product(name: "GRDB", package: "GRDB.swift"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
