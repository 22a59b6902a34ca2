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

  /// The toolchain's `libclang.so` (in `usr/lib`, beside `usr/bin/swift`): it reads the
  /// compiler's serialized diagnostics.
  public static func libclang() throws -> String {
    guard
      let swift = Shell.firstLine(
        ["sh", "-c", "readlink -f \"$(command -v swift)\""], in: URL(fileURLWithPath: "/"))
    else {
      throw HarnessError.tool("cannot find swift on PATH")
    }
    let candidate = URL(fileURLWithPath: swift).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("lib/libclang.so").path
    guard FileManager.default.fileExists(atPath: candidate) else {
      throw HarnessError.tool("no libclang.so in the toolchain at \(candidate)")
    }
    return candidate
  }

  /// `Swift version 6.3.1 (…)`.
  public static func swiftVersion() -> String {
    Shell.firstLine(["swift", "--version"], in: URL(fileURLWithPath: "/")) ?? "unknown"
  }
}
