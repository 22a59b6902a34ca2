import Analysis
import HarnessSupport

/// An analysed tree measured with ArchLab's rulers: roles from structure, figures per role
/// and per feature folder, complexity, coupling between roles, the largest types, the
/// claims' findings and the architecture profile.
public struct AppMeasurement: Sendable {
  /// The roles chosen, with their evidence.
  public var roles: RoleMap
  /// Each file's metrics under those roles.
  public var files: [FileMetrics]
  /// Each file's facts.
  public var facts: [FileFacts]
  /// Figures per role.
  public var roleFigures: [Role: RoleFigures]
  /// Figures per feature folder and role.
  public var features: [String: [Role: RoleFigures]]
  /// For each role, the distinct types of each other role it refers to.
  public var coupling: [Role: [Role: Int]]
  /// Complexity, and the largest type and file per role.
  public var complexity: ComplexitySummary
  /// The findings.
  public var findings: [Finding]
  /// The profile of the whole tree.
  public var profile: ArchitectureProfile
  /// The profile of each feature folder.
  public var featureProfiles: [String: ArchitectureProfile]
  /// The UI toolkit its files import, and the UIKit side's share of their code (``UIToolkit``).
  public var toolkit: (toolkit: UIToolkit, uikitShare: Double?) { UIToolkit.detect(files) }

  /// The UI toolkit of each feature folder's files: a tree mixing two styles is ranked per
  /// feature on each one's own.
  public var featureToolkits: [String: UIToolkit] {
    let featureOf = FeatureFolders(paths: files.map(\.path))
    return Dictionary(grouping: files) { featureOf.folder(of: $0.path) }.mapValues {
      UIToolkit.detect($0).toolkit
    }
  }

  /// Measures `facts`, classified with `overrides`, the files `isStandIn` names read as stand-in code.
  public init(
    facts: [FileFacts], overrides: [RoleOverride] = [],
    isStandIn: @escaping @Sendable (String) -> Bool = { _ in false }
  ) {
    let roles = RoleClassifier(overrides: overrides, isStandIn: isStandIn).classify(facts)
    self.roles = roles
    self.facts = facts
    let files = facts.map { file in file.metrics(roles: roles.roles(in: file.path)) }
    self.files = files
    var counts: [Role: Int] = [:]
    for type in roles.types.values { counts[type.role, default: 0] += 1 }
    roleFigures = Dictionary(
      uniqueKeysWithValues: Set(files.flatMap(\.linesByRole.keys)).union(counts.keys).map { role in
        (role, RoleFigures(role: role, files: files, types: counts[role] ?? 0))
      })
    let featureOf = FeatureFolders(paths: facts.map(\.path))
    var byFeature: [String: [FileMetrics]] = [:]
    var factsByFeature: [String: [FileFacts]] = [:]
    for (file, fact) in zip(files, facts) {
      byFeature[featureOf.folder(of: file.path), default: []].append(file)
      factsByFeature[featureOf.folder(of: file.path), default: []].append(fact)
    }
    features = byFeature.mapValues { files in
      var typeCounts: [Role: Int] = [:]
      let paths = Set(files.map(\.path))
      for type in roles.types.values where paths.contains(type.file) {
        typeCounts[type.role, default: 0] += 1
      }
      return Dictionary(
        uniqueKeysWithValues: Set(files.flatMap(\.linesByRole.keys)).map { role in
          (role, RoleFigures(role: role, files: files, types: typeCounts[role] ?? 0))
        })
    }
    coupling = WorkspaceAnalyzer.coupling(files, sharedNames: [:]).mapValues { targets in
      var byRole: [Role: Int] = [:]
      for (target, count) in targets { if case .role(let role) = target { byRole[role] = count } }
      return byRole
    }
    complexity = ComplexitySummary(files)
    findings = FindingRules.findings(files: files, facts: facts, roles: roles)
    profile = ArchitectureProfile(files: files, facts: facts, roles: roles)
    var profiles: [String: ArchitectureProfile] = [:]
    for (feature, featureFiles) in byFeature {
      profiles[feature] = ArchitectureProfile(
        files: featureFiles, facts: factsByFeature[feature] ?? [], roles: roles)
    }
    featureProfiles = profiles
  }

  /// Code lines of the whole tree.
  public var codeLines: Int { files.reduce(0) { $0 + $1.lines.code } }

  /// The file-level types, largest first (code lines with their extensions).
  public var largestTypes: [ClassifiedType] {
    roles.types.values.filter { $0.kind != .protocol }.sorted {
      ($0.codeLines, $1.name) > ($1.codeLines, $0.name)
    }
  }

  /// Lines swift-syntax could not parse, by file.
  public var unparsed: [(path: String, lines: [Int])] {
    facts.filter { !$0.unparsedLines.isEmpty }.map { ($0.path, $0.unparsedLines) }
  }
}
