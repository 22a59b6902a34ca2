import Foundation
import HarnessSupport

extension RuleProvenance {
  /// The provenance of every claim's rule in the clone at `root`: the commit that declared
  /// the rule in effect (``ClaimCatalogue/ruleHistory``), and, read with git, whether the
  /// `Reports/metrics.json` committed there held the figures the rule reads. Without git
  /// history the figures are not checked (`figuresExisted` is `nil`).
  public static func all(root: URL) async -> [String: RuleProvenance] {
    var reports: [String: [String: Any]?] = [:]
    func report(at commit: String) async -> [String: Any]? {
      if let known = reports[commit] { return known }
      let result = try? await Shell.run(["git", "show", "\(commit):Reports/metrics.json"], in: root)
      let object =
        result.flatMap { $0.status == 0 ? $0.standardOutput : nil }
        .flatMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
      reports[commit] = object
      return object
    }
    var provenance: [String: RuleProvenance] = [:]
    for (id, history) in ClaimCatalogue.ruleHistory {
      guard let last = history.last else { continue }
      let reads = ClaimCatalogue.reads[id] ?? []
      let existed = (await report(at: last.commit)).map { metrics in
        Dictionary(uniqueKeysWithValues: reads.map { ($0, $0.isPresent(in: metrics)) })
      }
      provenance[id] = RuleProvenance(
        commit: last.commit, date: last.date, change: last.change, earlier: history.dropLast().map(\.commit),
        figuresExisted: existed)
    }
    return provenance
  }
}
