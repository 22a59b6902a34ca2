import Foundation
import HarnessSupport

/// References that look like real apps (issue 42): each architecture's lab module blended with
/// the apps of the corpus's tuning half that state it (`Docs/Corpus.md`), read from their
/// committed figures (`Reports/corpus/<owner>+<name>.json`, ArchLab's own measurements; no
/// code of theirs). The held-out half never enters a reference.
///
/// A blended reference's share of a role family is ``labWeight`` of the module's plus the rest
/// of the mean of the field apps' shares; it has the references between families that weigh
/// ``edgeShare`` or more, the module counting for ``labWeight`` and each field app for its part
/// of the rest. Both were chosen on the tuning half alone, leaving each tuning app out of the
/// references it is ranked against: with 1.0 (the modules alone) 19 of its 30 apps that state
/// one of the ten were named right, with 0.75 22, 0.5 23, 0.25 21, 0 (the field alone) 15.
/// An architecture no tuning app states keeps its module's profile.
public enum FieldReferences {
  /// The lab module's weight in its blended reference.
  public static let labWeight = 0.5
  /// The weight a reference between two families needs to be one of the blend's.
  public static let edgeShare = 0.5

  /// One tuning app's profile and the architecture its docs state.
  public struct FieldApp: Sendable {
    /// `owner/name`.
    public var repo: String
    /// The stated architecture, by the corpus's label (`mvvm-c`).
    public var label: String
    /// Its profile.
    public var profile: ArchitectureProfile

    /// Creates a field app.
    public init(repo: String, label: String, profile: ArchitectureProfile) {
      self.repo = repo
      self.label = label
      self.profile = profile
    }
  }

  /// The tuning apps of the committed figures in `folder` (default: the checkout's
  /// `Reports/corpus/`) that state one of the ten architectures and have a profile with
  /// code to count; none when the folder is missing.
  public static func load(archlabRoot: URL, folder: URL? = nil) -> [FieldApp] {
    let folder = folder ?? archlabRoot.appending(path: "Reports/corpus")
    guard
      let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path).filter({
        $0.hasSuffix(".json") && $0.contains("+")
      })
    else { return [] }
    return names.sorted().compactMap { name in
      guard let data = try? Data(contentsOf: folder.appending(path: name)),
        let figures = try? JSONDecoder().decode(CorpusFigures.self, from: data),
        figures.half == .tuning, let profile = figures.profile, profile.countedLines > 0,
        !["none", "other"].contains(figures.label)
      else { return nil }
      return FieldApp(repo: figures.repo, label: figures.label, profile: profile)
    }
  }

  /// `lab`'s references, each blended with the apps of `field` that state it, `leavingOut`
  /// the app being ranked (so that a tuning app is never compared with itself).
  public static func blend(
    _ lab: [(name: String, profile: ArchitectureProfile)], with field: [FieldApp],
    leavingOut repo: String? = nil
  ) -> [(name: String, profile: ArchitectureProfile)] {
    lab.map { reference in
      let members = field.filter { $0.label == CorpusFigures.label(of: reference.name) && $0.repo != repo }
      return (reference.name, blend(reference.profile, members.map(\.profile)))
    }
  }

  /// `module`'s profile blended with `members`'.
  static func blend(_ module: ArchitectureProfile, _ members: [ArchitectureProfile]) -> ArchitectureProfile {
    guard !members.isEmpty else { return module }
    let each = (1 - labWeight) / Double(members.count)
    let families = Set(module.shares.keys).union(members.flatMap(\.shares.keys)).sorted()
    var shares: [RoleFamily: Double] = [:]
    for family in families {
      let value = labWeight * module.share(family) + members.reduce(0) { $0 + each * $1.share(family) }
      if value > 0 { shares[family] = value }
    }
    let candidates = Set(module.edges).union(members.flatMap(\.edges)).sorted()
    let edges = candidates.filter { edge in
      let weight =
        (module.edges.contains(edge) ? labWeight : 0)
        + members.reduce(0) { $0 + ($1.edges.contains(edge) ? each : 0) }
      return weight >= edgeShare - 1e-9
    }
    return ArchitectureProfile(shares: shares, edges: edges, countedLines: module.countedLines)
  }
}
