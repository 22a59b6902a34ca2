import ArchLab
import Foundation
import TestRuns

/// The one instrumented build the report runs (coverage, the unit tests' time, the
/// reliability checks, the tour): a ``ScopedPackage`` of the tests those runs need, in
/// `.build/coverage-package/`, so that the harness and swift-syntax are never compiled
/// with coverage.
public enum InstrumentedBuild {
  /// The test targets it holds: every module's unit tests, the acceptance suite, the
  /// reliability checks and the tour's steps.
  public static var tests: [String] {
    Architecture.allCases.map { "\($0.moduleName)Tests" } + [
      "AcceptanceTests", "ReliabilityTests", "TourScriptTests",
    ]
  }

  /// The scoped package for the workspace at `root`, written (or refreshed) now.
  public static func package(root: URL) async throws -> ScopedPackage {
    try await ScopedPackage.make(
      workspace: root, at: root.appending(path: ".build/coverage-package"), tests: tests)
  }
}
