import Foundation
import HarnessSupport

/// The toolchain's `llvm-profdata` and `llvm-cov`, turning one raw profile into line counts.
struct ProfileTools {
  let llvmCov: String
  let llvmProfdata: String

  /// Finds both tools beside `swift`.
  init() throws {
    llvmCov = try Toolchain.llvmCov()
    llvmProfdata =
      URL(fileURLWithPath: llvmCov).deletingLastPathComponent().appending(path: "llvm-profdata").path
    guard FileManager.default.isExecutableFile(atPath: llvmProfdata) else {
      throw HarnessError.tool("no llvm-profdata beside llvm-cov at \(llvmProfdata)")
    }
  }

  /// The line counts of `sources` in `binary` from the raw `profile`.
  func counts(profile: URL, binary: URL, sources: [String], root: URL) async throws -> ExecutionCounts {
    let merged = profile.deletingPathExtension().appendingPathExtension("profdata")
    let merge = try await Shell.run(
      [llvmProfdata, "merge", "-sparse", profile.path, "-o", merged.path], in: root)
    guard merge.status == 0 else {
      throw HarnessError.tool("llvm-profdata merge failed: \(merge.standardError.prefix(500))")
    }
    let export = try await Shell.run(
      [llvmCov, "export", "-format=lcov", "-skip-functions", "-instr-profile", merged.path, binary.path]
        + sources,
      in: root)
    guard export.status == 0 else {
      throw HarnessError.tool("llvm-cov export failed: \(export.standardError.prefix(500))")
    }
    return ExecutionCounts(lcov: export.standardOutput, root: root.path)
  }
}
