import Foundation
import HarnessSupport

/// Measurements run from a release build: a debug build of swift-syntax
/// parses about thirty times slower. `swift run archlab report` builds
/// `archlab` in release mode once, then hands over to it.
enum ReleaseBuild {
  /// Set in the environment of the release process, so it does not hand over again.
  static let marker = "ARCHLAB_RELEASE_HANDOVER"

  /// Builds the release `archlab` and replaces this process with it; returns
  /// only if this process already is the handed-over one.
  static func reexecute(root: URL) throws {
    guard ProcessInfo.processInfo.environment[marker] == nil else { return }
    let log = { (line: String) in FileHandle.standardError.write(Data((line + "\n").utf8)) }
    log("→ Building archlab in release mode, so the measurements run at full speed…")
    let start = ContinuousClock.now
    let result = try Shell.run(["swift", "build", "-c", "release", "--product", "archlab"], in: root)
    guard result.status == 0 else {
      log(result.output.split(separator: "\n").suffix(30).joined(separator: "\n"))
      throw CLIError("the release build failed; see above")
    }
    log("  done in \(String(format: "%.1f", (ContinuousClock.now - start).seconds)) s")
    let binary = root.appendingPathComponent(".build/release/archlab").path
    setenv(marker, "1", 1)
    let arguments = [binary] + CommandLine.arguments.dropFirst()
    let cArguments = arguments.map { strdup($0) } + [nil]
    execv(binary, cArguments)
    throw CLIError("cannot start \(binary): \(String(cString: strerror(errno)))")
  }
}
