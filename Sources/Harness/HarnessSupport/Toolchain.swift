import Foundation

/// Finds the toolchain's own tools.
public enum Toolchain {
  /// The `llvm-cov` beside `swift` (the one on `PATH` may be an older LLVM that cannot read the profiles).
  public static func llvmCov() throws -> String {
    guard let swift = swiftOnPath() else { throw HarnessError.tool("cannot find swift on PATH") }
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
    guard let swift = swiftOnPath() else { throw HarnessError.tool("cannot find swift on PATH") }
    let candidate = URL(fileURLWithPath: swift).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("lib/libclang.so").path
    guard FileManager.default.fileExists(atPath: candidate) else {
      throw HarnessError.tool("no libclang.so in the toolchain at \(candidate)")
    }
    return candidate
  }

  /// `Swift version 6.3.1 (…)`, asked of `swift --version` once per process.
  public static func swiftVersion() async -> String {
    await version.value
  }

  /// The one `swift --version` run, started by the first ask and awaited by every one.
  private static let version = Task {
    await Shell.firstLine(["swift", "--version"], in: URL(fileURLWithPath: "/")) ?? "unknown"
  }

  /// The first `swift` on `PATH` with every symbolic link resolved, as
  /// `readlink -f "$(command -v swift)"` gives it, read without running a process.
  static func swiftOnPath() -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for folder in path.split(separator: ":") where folder.hasPrefix("/") {
      let candidate = "\(folder)/swift"
      guard FileManager.default.isExecutableFile(atPath: candidate),
        let resolved = realpath(candidate, nil)
      else { continue }
      defer { free(resolved) }
      return String(cString: resolved)
    }
    return nil
  }
}
