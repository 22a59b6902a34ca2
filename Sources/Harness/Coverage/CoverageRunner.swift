import Foundation

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
    /// Tests that ran (a parameterized test counts once).
    public var testsRun: Int
    /// Coverage per file (relative path).
    public var files: [String: CoverageFigures]
  }

  /// Runs the tests whose identifiers match `filter` with coverage.
  ///
  /// A failing test throws ``HarnessError/testsFailed(_:)`` with the names of the failing tests.
  public func run(
    filter: String, environment: [String: String] = [:], log: @escaping @Sendable (String) -> Void
  ) throws
    -> Outcome
  {
    let result = try Shell.run(
      ["swift", "test", "--enable-code-coverage", "--scratch-path", scratch.path, "--filter", filter],
      in: root,
      environment: ProcessInfo.processInfo.environment.merging(environment) { $1 })
    let lines = result.output.split(separator: "\n").map(String.init)
    let failing = lines.compactMap(Self.failingTestName)
    guard result.status == 0, failing.isEmpty else {
      if failing.isEmpty { log(lines.suffix(30).joined(separator: "\n")) }
      throw HarnessError.testsFailed(
        failing.isEmpty ? ["(the build or the test runner failed; see above)"] : Array(Set(failing)).sorted())
    }
    let testsRun = lines.compactMap(Self.testCount).last ?? 0
    let binary = scratch.appendingPathComponent("debug/ArchLabPackageTests.xctest")
    let profile = scratch.appendingPathComponent("debug/codecov/default.profdata")
    let export = try Shell.run(
      [try Toolchain.llvmCov(), "export", "-summary-only", "-instr-profile", profile.path, binary.path],
      in: root)
    guard export.status == 0 else {
      throw HarnessError.tool("llvm-cov export failed: \(export.output.prefix(500))")
    }
    let json = Data(export.output.utf8)
    return Outcome(testsRun: testsRun, files: try CoverageReader.files(fromExport: json, root: root))
  }

  /// `✘ Test "Name" failed …` or `✘ Test name() failed …` → the test's name.
  static func failingTestName(_ line: String) -> String? {
    guard line.hasPrefix("✘ Test "), !line.hasPrefix("✘ Test run"), line.contains(" failed") else {
      return nil
    }
    let rest = line.dropFirst("✘ Test ".count)
    if rest.hasPrefix("\""), let end = rest.dropFirst().firstIndex(of: "\"") {
      return String(rest[rest.index(after: rest.startIndex)..<end])
    }
    return rest.split(separator: " ").first.map(String.init)
  }

  /// `✔ Test run with 12 tests …` → 12.
  static func testCount(_ line: String) -> Int? {
    guard line.hasPrefix("✔ Test run with ") else { return nil }
    return Int(line.dropFirst("✔ Test run with ".count).prefix { $0.isNumber })
  }
}

/// Finds the toolchain's own tools.
public enum Toolchain {
  /// The `llvm-cov` beside `swift` (the one on `PATH` may be an older LLVM that cannot read the profiles).
  public static func llvmCov() throws -> String {
    guard
      let swift = Shell.firstLine(
        ["sh", "-c", "readlink -f \"$(command -v swift)\""], in: URL(fileURLWithPath: "/"))
    else {
      throw HarnessError.tool("cannot find swift on PATH")
    }
    let candidate = URL(fileURLWithPath: swift).deletingLastPathComponent().appendingPathComponent("llvm-cov")
      .path
    guard FileManager.default.isExecutableFile(atPath: candidate) else {
      throw HarnessError.tool("no llvm-cov beside swift at \(candidate)")
    }
    return candidate
  }

  /// `Swift version 6.3.1 (…)`.
  public static func swiftVersion() -> String {
    Shell.firstLine(["swift", "--version"], in: URL(fileURLWithPath: "/")) ?? "unknown"
  }
}
