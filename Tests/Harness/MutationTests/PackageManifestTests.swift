import Foundation
import Testing

@testable import Mutation

/// The scratch copy's smaller `Package.swift`.
@Suite("Reducing Package.swift")
struct PackageManifestTests {
  static let manifest = """
    // swift-tools-version:6.1
    import PackageDescription

    let package = Package(
      name: "Demo",
      products: [.executable(name: "tool", targets: ["Tool"])],
      dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax.git", exact: "603.0.1"),
        .package(path: "../Local"),
      ],
      targets: [
        .target(name: "Core", dependencies: [.product(name: "GRDB", package: "GRDB.swift")]),
        .target(name: "Feature", dependencies: ["Core"], path: "Sources/Features/Feature", exclude: ["README.md"]),
        .target(name: "Tool", dependencies: ["Feature", .product(name: "SwiftSyntax", package: "swift-syntax")]),
        .testTarget(name: "FeatureTests", dependencies: [.target(name: "Feature")]),
      ],
      swiftLanguageModes: [.v6]
    )
    """

  @Test("Targets are read with their folders and dependencies")
  func reading() throws {
    let manifest = try PackageManifest(source: Self.manifest, root: URL(fileURLWithPath: "/work/demo"))
    #expect(manifest.name == "Demo")
    #expect(manifest.targets.map(\.name) == ["Core", "Feature", "Tool", "FeatureTests"])
    #expect(manifest.target("Feature")?.path == "Sources/Features/Feature")
    #expect(manifest.target("FeatureTests")?.path == "Tests/FeatureTests")
    #expect(manifest.target("Core")?.packages == ["grdb.swift"])
    #expect(manifest.closure(of: ["FeatureTests"]) == ["FeatureTests", "Feature", "Core"])
  }

  @Test("The reduced manifest keeps the tests' targets and the packages they use, and no products")
  func reduction() throws {
    let manifest = try PackageManifest(source: Self.manifest, root: URL(fileURLWithPath: "/work/demo"))
    let reduced = manifest.reduced(keeping: manifest.closure(of: ["FeatureTests"]))
    #expect(reduced.contains("products: [],"))
    #expect(reduced.contains(".target(name: \"Core\""))
    #expect(reduced.contains("path: \"Sources/Features/Feature\", exclude: [\"README.md\"]"))
    #expect(!reduced.contains("\"Tool\""))
    #expect(reduced.contains("GRDB.swift\", exact: \"7.10.0\""))
    #expect(!reduced.contains("swift-syntax"))
    #expect(!reduced.contains("../Local"))
    #expect(reduced.contains("swiftLanguageModes: [.v6]"))
    let again = try PackageManifest(source: reduced, root: URL(fileURLWithPath: "/work/demo"))
    #expect(again.targets.map(\.name) == ["Core", "Feature", "FeatureTests"])
  }

  @Test("A relative path dependency is made absolute, since the copy lives elsewhere")
  func pathDependency() throws {
    let source = """
      let package = Package(
        name: "Demo",
        dependencies: [.package(path: "../Local")],
        targets: [.target(name: "A", dependencies: [.product(name: "L", package: "Local")])]
      )
      """
    let manifest = try PackageManifest(source: source, root: URL(fileURLWithPath: "/work/demo"))
    #expect(manifest.reduced(keeping: ["A"]).contains(".package(path: \"/work/Local\")"))
  }

  @Test("A manifest without a Package call is refused with a message")
  func refused() {
    #expect(throws: MutationError.manifest("no `Package(...)` call in Package.swift")) {
      try PackageManifest(source: "let x = 1", root: URL(fileURLWithPath: "/"))
    }
  }
}
