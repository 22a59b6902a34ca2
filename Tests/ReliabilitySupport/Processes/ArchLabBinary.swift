import Foundation

/// The `archlab` executable built beside the test bundle, found once.
///
/// `swift test` builds every product of the package, so after `swift test`
/// (or `swift build --product archlab`) it sits next to the test bundle:
/// `.build/debug/archlab`. `ARCHLAB_BINARY` overrides the search. The suites
/// that run it are skipped, saying so, when it is missing.
package enum ArchLabBinary {
  /// The path of the executable, or `nil` if it was not built.
  package static let path: String? = candidates.first { FileManager.default.isExecutableFile(atPath: $0) }

  /// Why the process-level suites are skipped when ``path`` is `nil`.
  package static let missingMessage =
    "the archlab executable was not found (looked at \(candidates.joined(separator: ", "))); "
    + "build it with `swift build --product archlab` (swift test builds it too) or set ARCHLAB_BINARY"

  /// Where to look, in order.
  package static var candidates: [String] {
    if let path = ProcessInfo.processInfo.environment["ARCHLAB_BINARY"], !path.isEmpty { return [path] }
    var folders: [URL] = []
    // Linux: the test bundle is an executable in the build folder, and the
    // main bundle is that folder. macOS: the bundle is a `.xctest` folder there.
    if let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
      folders.append(URL(fileURLWithPath: executable).deletingLastPathComponent())
    }
    folders.append(Bundle.main.bundleURL)
    folders.append(
      contentsOf: Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }.map {
        $0.deletingLastPathComponent()
      })
    var seen = Set<String>()
    return folders.map { $0.appendingPathComponent("archlab").standardizedFileURL.path }.filter {
      seen.insert($0).inserted
    }
  }
}
