import Foundation
import HarnessSupport

/// Runs a selection of the test suite with code coverage and reads the
/// coverage with the toolchain's own `llvm-cov`.
public struct CoverageRunner: Sendable {
  /// The workspace root.
  public var root: URL
  /// The build folder for instrumented builds, kept apart from the normal one
  /// so the two do not rebuild each other.
  public var scratch: URL

  /// Creates a runner.
  public init(root: URL, scratch: URL) {
    self.root = root
    self.scratch = scratch
  }

  /// The outcome of one run.
  public struct Outcome: Sendable {
    /// The tests, from Swift Testing's event stream.
    public var run: TestRun
    /// Coverage per file (relative path).
    public var files: [String: CoverageFigures]
  }

  /// Runs the tests whose identifiers match `filter` with coverage; `echo` is given
  /// the build's and the tests' output as it comes.
  ///
  /// A failing test throws ``HarnessError/testsFailed(_:)`` with the names of
  /// the failing tests and their first issue; a run that did not finish (the
  /// build failed, a test crashed) throws it with the compiler's errors or the
  /// output's last lines.
  public func run(
    filter: String, environment: [String: String] = [:], log: @escaping @Sendable (String) -> Void,
    echo: (@Sendable (String) -> Void)? = nil
  ) async throws -> Outcome {
    let outcome = try await SwiftTestRunner(root: root).run(
      ["--enable-code-coverage", "--scratch-path", scratch.path, "--filter", filter],
      environment: environment,
      echo: echo)
    guard outcome.status == 0, outcome.run.succeeded else {
      let failures = outcome.run.failureSummaries
      if failures.isEmpty { log(outcome.buildErrors) }
      throw HarnessError.testsFailed(
        failures.isEmpty ? ["(the build or the test runner failed; see above)"] : failures)
    }
    return Outcome(run: outcome.run, files: try await export())
  }

  /// Coverage per file, from the profile the last run left.
  private func export() async throws -> [String: CoverageFigures] {
    let binary = scratch.appendingPathComponent("debug/ArchLabPackageTests.xctest")
    let profile = scratch.appendingPathComponent("debug/codecov/default.profdata")
    let export = try await Shell.run(
      [try Toolchain.llvmCov(), "export", "-summary-only", "-instr-profile", profile.path, binary.path],
      in: root)
    guard export.status == 0 else {
      throw HarnessError.tool("llvm-cov export failed: \(export.standardError.prefix(500))")
    }
    return try CoverageReader.files(fromExport: Data(export.standardOutput.utf8), root: root)
  }
}
