import HarnessSupport

/// The seeded rule that drew the corpus's two halves before any rule was tuned on it
/// (`Docs/Corpus.md`, "The split"): within each label, the apps ordered by the SHA-256 of
/// `<seed>:<owner/name>` (hexadecimal, ascending), then held-out, tuning, held-out, … in turn.
/// Every label with two apps or more has apps in both halves, and within a label the halves
/// differ by one app at most. Adding an app later moves no other app of another label.
public enum CorpusSplit {
  /// The seed the committed corpus was drawn with.
  public static let seed = "archlab-corpus-1"

  /// The half of each of `apps` (by `repo`), drawn with `seed`.
  public static func halves(of apps: [(repo: String, label: String)], seed: String = seed)
    -> [String: CorpusApp.Half]
  {
    var halves: [String: CorpusApp.Half] = [:]
    for label in Set(apps.map(\.label)) {
      let ordered = apps.filter { $0.label == label }.map(\.repo).sorted { key($0, seed) < key($1, seed) }
      for (index, repo) in ordered.enumerated() { halves[repo] = index % 2 == 0 ? .heldOut : .tuning }
    }
    return halves
  }

  /// The sort key of `repo`: the SHA-256 of `<seed>:<repo>`, in hexadecimal.
  static func key(_ repo: String, _ seed: String) -> String {
    var hash = SHA256()
    hash.update("\(seed):\(repo)")
    return hash.hexDigest()
  }
}
