import ArchLab
import Foundation

/// The profiles of ArchLab's ten modules, measured at run time from the checkout's
/// `Sources/<Module>` with the same classifier as the analysed app, so they never drift
/// from the code.
public enum ReferenceProfiles {
  /// Each architecture's display name and profile, in `Architecture.allCases` order.
  public static func measure(archlabRoot: URL, cache: FactCache) throws(AnalyzerError) -> [(
    name: String, profile: ArchitectureProfile
  )] {
    var profiles: [(String, ArchitectureProfile)] = []
    for architecture in Architecture.allCases {
      let folder = archlabRoot.appendingPathComponent("Sources").appendingPathComponent(
        architecture.moduleName)
      guard FileManager.default.fileExists(atPath: folder.path) else { throw .noReferences(archlabRoot.path) }
      profiles.append(
        (architecture.displayName, try AppMeasurement.measure(folder: folder, cache: cache).profile))
    }
    return profiles
  }
}
