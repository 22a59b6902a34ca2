// swift-tools-version:6.1
import PackageDescription

/// The TCA-style runtime's build: cross-module optimization, so that a module's features specialize the
/// runtime's generic store, reducers and diffing as they did when it lived in each module, and its move
/// into targets of its own is not a cost the benchmarks charge to TCA.
let runtimeSettings: [SwiftSetting] = [.unsafeFlags(["-cross-module-optimization"])]

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
    .package(url: "https://github.com/apple/swift-algorithms", exact: "1.2.1"),
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

    // Framework stand-ins: what a real app would import, written here because it does not build on
    // Linux. Counted in the figures of the modules that import them, as framework stand-ins.
    .target(name: "Bindings", path: "Sources/StandIns/Bindings"),
    // The Composable Architecture: reducers, effects, dependencies and case paths, then a store for each
    // toolkit (ScreenKit's observed one, ScreenUI's Observation one), each re-exporting the core as one
    // import; its TestStore for the modules' tests. The reducers are @inlinable where the library marks them, so
    // that a module's features are specialized across the target, as they are with TCA.
    .target(
      name: "ComposableArchitecture", path: "Sources/StandIns/ComposableArchitecture",
      swiftSettings: runtimeSettings),
    .target(
      name: "ComposableArchitectureKit", dependencies: ["ComposableArchitecture", "ScreenKit"],
      path: "Sources/StandIns/ComposableArchitectureKit", swiftSettings: runtimeSettings),
    .target(
      name: "ComposableArchitectureUI", dependencies: ["ComposableArchitecture", "ScreenUI"],
      path: "Sources/StandIns/ComposableArchitectureUI", swiftSettings: runtimeSettings),
    .target(
      name: "ComposableArchitectureTesting",
      dependencies: ["ComposableArchitecture", .product(name: "CustomDump", package: "swift-custom-dump")],
      path: "Sources/StandIns/ComposableArchitectureTesting"),

    // Architectures: the same feature, once per architecture. Each puts a new row at its place in a sorted
    // list with swift-algorithms' `partitioningIndex(where:)`, as an app would.
    .target(
      name: "MVC",
      dependencies: [
        "Entities", "Storage", "ScreenKit", .product(name: "Algorithms", package: "swift-algorithms"),
      ], exclude: ["README.md"]),
    .target(
      name: "MVP",
      dependencies: [
        "Entities", "Storage", "ScreenKit", .product(name: "Algorithms", package: "swift-algorithms"),
      ], exclude: ["README.md"]),
    .target(
      name: "MVVM",
      dependencies: [
        "Entities", "Storage", "ScreenKit", "Bindings",
        .product(name: "Algorithms", package: "swift-algorithms"),
      ], exclude: ["README.md"]),
    .target(
      name: "MVVMC",
      dependencies: [
        "Entities", "Storage", "ScreenKit", "Bindings",
        .product(name: "Algorithms", package: "swift-algorithms"),
      ], exclude: ["README.md"]),
    .target(
      name: "VIPER",
      dependencies: [
        "Entities", "Storage", "ScreenKit", .product(name: "Algorithms", package: "swift-algorithms"),
      ], exclude: ["README.md"]),
    .target(
      name: "VIP",
      dependencies: [
        "Entities", "Storage", "ScreenKit", .product(name: "Algorithms", package: "swift-algorithms"),
      ], exclude: ["README.md"]),
    .target(
      name: "TCA",
      dependencies: [
        "Entities", "Storage", "ScreenKit", "ComposableArchitectureKit",
        .product(name: "Algorithms", package: "swift-algorithms"),
      ],
      exclude: ["README.md"]),

    // SwiftUI-era architectures: the same feature on ScreenUI.
    .target(
      name: "MV",
      dependencies: [
        "Entities", "Storage", "ScreenUI", .product(name: "Algorithms", package: "swift-algorithms"),
      ], exclude: ["README.md"]),
    .target(
      name: "MVVMSwiftUI",
      dependencies: [
        "Entities", "Storage", "ScreenUI", .product(name: "Algorithms", package: "swift-algorithms"),
      ], exclude: ["README.md"]),
    .target(
      name: "TCASwiftUI",
      dependencies: [
        "Entities", "Storage", "ScreenUI", "ComposableArchitectureUI",
        .product(name: "Algorithms", package: "swift-algorithms"),
      ],
      exclude: ["README.md"]),

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
        "ArchLab", "TestRuns", "Workshop", "WorkshopMarker", "Growth", "Patches", "BenchmarkAnalysis",
        "Metrics",
        "Pipeline", "Mutation", "Tour", "TourScript", "Analyzer",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(name: "archlab", dependencies: ["ArchLabCLI"]),

    // Harness: the measuring tools, one way from the bottom up (Sources/Harness/README.md).
    // HarnessSupport: processes (swift-subprocess), the toolchain's tools, errors, markup escaping, small statistics.
    .target(
      name: "HarnessSupport", dependencies: [.product(name: "Subprocess", package: "swift-subprocess")],
      path: "Sources/Harness/HarnessSupport"),
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
        .product(name: "Subprocess", package: "swift-subprocess"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftOperators", package: "swift-syntax"),
      ],
      path: "Sources/Harness/Mutation", exclude: ["README.md"]),
    // BenchmarkAnalysis: the benchmarks' paired rounds read and judged (ratios with their bootstrap intervals,
    // the A/A band, the sampling rule and the plan `archlab benchmarks plan` prints, the kept output).
    .target(
      name: "BenchmarkAnalysis", dependencies: ["ArchLab", "HarnessSupport", "TestRuns"],
      path: "Sources/Harness/BenchmarkAnalysis"),
    // Claims: the source articles' claims (catalogue), the figures their rules read, the rules, the verdicts.
    .target(
      name: "Claims",
      dependencies: [
        "HarnessSupport", "Analysis", "GrowthRules", "Growth", "Mutation", "Workshop", "BenchmarkAnalysis",
        "ArchLab", .product(name: "Yams", package: "Yams"),
      ],
      path: "Sources/Harness/Claims"),
    // Metrics: metrics.json's schema (every figure a report holds, the verdicts among them), the grown app's
    // figures, and the claims' figures read from it.
    .target(
      name: "Metrics",
      dependencies: [
        "HarnessSupport", "Analysis", "TestRuns", "Workshop", "Growth", "Mutation", "Tour",
        "BenchmarkAnalysis",
        "Claims", "ArchLab",
      ],
      path: "Sources/Harness/Metrics"),
    // Report: renders the metrics: the report's Markdown, HTML and SVG charts (rendering only).
    .target(
      name: "Report",
      dependencies: [
        "HarnessSupport", "Analysis", "TestRuns", "Workshop", "Growth", "Mutation", "Tour", "TourScript",
        "GrowthRules", "BenchmarkAnalysis", "Claims", "Metrics", "ArchLab",
      ],
      path: "Sources/Harness/Report"),
    // Pipeline: the measurements registered in one list, each run as a step, timed and cached, and the
    // report written whole or not at all.
    .target(
      name: "Pipeline",
      dependencies: [
        "HarnessSupport", "Analysis", "TestRuns", "Workshop", "Growth", "Mutation", "Tour",
        "BenchmarkAnalysis",
        "Claims", "Metrics", "Report", "ArchLab",
      ],
      path: "Sources/Harness/Pipeline"),
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
    .testTarget(name: "BindingsTests", dependencies: ["Bindings"], path: "Tests/StandIns/BindingsTests"),
    .testTarget(
      name: "ComposableArchitectureTestingTests", dependencies: ["ComposableArchitectureTesting"],
      path: "Tests/StandIns/ComposableArchitectureTestingTests"),
    .testTarget(name: "MVVMTests", dependencies: ["MVVM", "CaseBook", "TestSupport"]),
    .testTarget(name: "MVVMCTests", dependencies: ["MVVMC", "CaseBook", "TestSupport"]),
    .testTarget(name: "VIPERTests", dependencies: ["VIPER", "CaseBook", "TestSupport"]),
    .testTarget(name: "VIPTests", dependencies: ["VIP", "CaseBook", "TestSupport"]),
    // TCA's tests run its features in the stand-in's TestStore; custom-dump shows the observed state's values.
    .testTarget(
      name: "TCATests",
      dependencies: [
        "TCA", "ComposableArchitectureTesting", "CaseBook", "TestSupport",
        .product(name: "CustomDump", package: "swift-custom-dump"),
      ]),
    // The SwiftUI-era modules' tests: the case book through their own seams, leaks.
    .testTarget(name: "MVTests", dependencies: ["MV", "CaseBook", "TestSupport", "ScreenKit"]),
    .testTarget(
      name: "MVVMSwiftUITests", dependencies: ["MVVMSwiftUI", "CaseBook", "TestSupport", "ScreenKit"]),
    // TCA-SwiftUI's, likewise.
    .testTarget(
      name: "TCASwiftUITests",
      dependencies: [
        "TCASwiftUI", "ComposableArchitectureTesting", "CaseBook", "TestSupport", "ScreenKit",
        .product(name: "CustomDump", package: "swift-custom-dump"),
      ]),
    .testTarget(name: "AcceptanceTests", dependencies: ["ArchLab", "CaseBook", "TestSupport"]),
    // The workshop exercises' acceptance tests: skipped unless an exercise is active (Workshop/).
    .testTarget(name: "ExerciseTests", dependencies: ["ArchLab", "WorkshopMarker", "TestSupport"]),
    .testTarget(name: "ArchLabTests", dependencies: ["ArchLabCLI", "TestSupport"]),
    // Harness tests, one target per harness target, in Tests/Harness/ as the targets are in Sources/Harness/,
    // each named `<Target>Tests`.
    .testTarget(
      name: "HarnessSupportTests", dependencies: ["HarnessSupport"], path: "Tests/Harness/HarnessSupportTests"
    ),
    .testTarget(
      name: "AnalysisTests", dependencies: ["Analysis", "HarnessSupport"],
      path: "Tests/Harness/AnalysisTests",
      exclude: ["Fixtures"]),
    .testTarget(
      name: "TestRunsTests", dependencies: ["TestRuns", "Analysis", "HarnessSupport"],
      path: "Tests/Harness/TestRunsTests", exclude: ["Fixtures"]),
    .testTarget(
      name: "WorkshopTests",
      dependencies: ["Workshop", "Analysis", "TestRuns", "HarnessSupport", "ArchLab"],
      path: "Tests/Harness/WorkshopTests", exclude: ["Fixtures"]),
    .testTarget(
      name: "GrowthTests", dependencies: ["Growth", "Workshop", "HarnessSupport", "ArchLab"],
      path: "Tests/Harness/GrowthTests"),
    .testTarget(
      name: "PatchesTests", dependencies: ["Patches", "Workshop", "HarnessSupport", "ArchLab"],
      path: "Tests/Harness/PatchesTests"),
    .testTarget(
      name: "BenchmarkAnalysisTests", dependencies: ["BenchmarkAnalysis", "HarnessSupport", "ArchLab"],
      path: "Tests/Harness/BenchmarkAnalysisTests"),
    .testTarget(
      name: "ClaimsTests",
      dependencies: ["Claims", "BenchmarkAnalysis", "Analysis", "GrowthRules", "HarnessSupport", "ArchLab"],
      path: "Tests/Harness/ClaimsTests"),
    .testTarget(
      name: "ReportTests",
      dependencies: [
        "Report", "Pipeline", "Metrics", "Claims", "BenchmarkAnalysis", "Workshop", "Growth", "TestRuns",
        "Mutation", "Analysis", "HarnessSupport", "ArchLab", "Tour", "TourScript", "GrowthRules",
      ],
      path: "Tests/Harness/ReportTests"),
    // The tour's script in every architecture, and the step the tour plays per process.
    .testTarget(
      name: "TourScriptTests", dependencies: ["TourScript", "ArchLab", "ScreenKit"],
      path: "Tests/Harness/TourScriptTests"),
    .testTarget(
      name: "TourTests", dependencies: ["Tour", "TourScript", "Analysis", "ArchLab", "HarnessSupport"],
      path: "Tests/Harness/TourTests", exclude: ["Fixtures"]),
    .testTarget(
      name: "MutationTests", dependencies: ["Mutation", "Analysis", "HarnessSupport", "TestSupport"],
      path: "Tests/Harness/MutationTests", exclude: ["Fixtures"]),
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
      path: "Tests/Harness/AnalyzerTests", exclude: ["Fixtures"]),
    // The reliability checks' tools: child processes started with posix_spawn (held, or stopped
    // for tracing), the syscall tracer (ptrace) and WAL decoding, resident memory and weak sightings.
    .target(
      name: "ReliabilitySupport", dependencies: ["CaseBook", "TestSupport"], path: "Tests/ReliabilitySupport"),
    .testTarget(
      name: "ReliabilityTests",
      dependencies: [
        "ArchLab", "CaseBook", "Storage", "ScreenKit", "TestSupport", "ReliabilitySupport",
        .product(name: "GRDB", package: "GRDB.swift"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
