import ArchLab
import Foundation
import HarnessSupport

/// The profiles of ArchLab's ten modules, measured at run time from the checkout's
/// `Sources/<Module>` (and the stand-in targets it imports) with the same classifier as the
/// analysed app, so they never drift from the code.
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
      var files = try SourceTree(root: folder).files.map { ($0.path, $0.text) }
      // The stand-in targets the module imports are read as an app's vendored `Framework/`
      // folder: known as stand-ins (the classifier reads their types as bindings), left out
      // of the profile, as they were when they lived in the module's own `Framework/` folder.
      // A checkout without them (from before they moved) is read without them.
      for standIns in FrameworkStandIn.folders(of: architecture.moduleName)
      where FileManager.default.fileExists(atPath: archlabRoot.appendingPathComponent(standIns).path) {
        files += try SourceTree(root: archlabRoot.appendingPathComponent(standIns)).files.map {
          ("\(FrameworkStandIn.folder)/\($0.path)", $0.text)
        }
      }
      // The module's own settings (its `archlab.yml` declares its `Framework/` folder stand-in
      // code, as any project may), and the folder the stand-in targets are read under.
      var config = try AnalyzerConfig.load(root: folder, explicit: nil)
      config.standIns.append(FrameworkStandIn.folder)
      let facts = FactParser.facts(files.sorted { $0.0 < $1.0 }, cache: cache)
      profiles.append(
        (architecture.displayName, AppMeasurement(facts: facts, isStandIn: config.isStandIn).profile))
    }
    return profiles
  }
}
