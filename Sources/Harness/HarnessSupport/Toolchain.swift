import Foundation

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
