import Analysis
import HarnessSupport

/// The seeded rule that draws the types labelled by hand to measure the classifier's role
/// accuracy (`Docs/CorpusRoles.md`), before the classifier is run on them: apps of the
/// held-out half that state one of the ten architectures, one label after another, then
/// each app's file-level types ordered by a hash. Nothing in it reads a role.
public enum RoleSample {
  /// The seed the committed sample was drawn with.
  public static let seed = "archlab-roles-1"
  /// How many apps the sample draws.
  public static let appCount = 12
  /// How many types it draws from each app (all of them in an app with fewer).
  public static let typesPerApp = 40

  /// The apps the sample reads: the apps of `half` whose label is one of the ten
  /// architectures, ordered within each label by the SHA-256 of `<seed>:<owner/name>`, then
  /// taken one per label in ``Corpus/labels``' order, round after round, until `count`.
  public static func apps(
    of corpus: Corpus, half: CorpusApp.Half = .heldOut, count: Int = appCount, seed: String = seed
  ) -> [CorpusApp] {
    let architectures = Corpus.labels.filter { $0 != "none" && $0 != "other" }
    var queues = architectures.map { label in
      corpus.apps(in: half).filter { $0.label == label }.sorted {
        key($0.repo, seed) < key($1.repo, seed)
      }
    }
    var chosen: [CorpusApp] = []
    while chosen.count < count, queues.contains(where: { !$0.isEmpty }) {
      for index in queues.indices where chosen.count < count && !queues[index].isEmpty {
        chosen.append(queues[index].removeFirst())
      }
    }
    return chosen
  }

  /// The types drawn from `facts`, the app `repo`'s files: its file-level classes, structs,
  /// enums, actors and protocols whose name is declared once in the tree (a name declared
  /// twice cannot be told apart by the classifier's map), ordered by the SHA-256 of
  /// `<seed>:<owner/name>:<type name>`, the first `count`, then sorted by file and line.
  public static func types(
    in facts: [FileFacts], repo: String, count: Int = typesPerApp, seed: String = seed
  ) -> [RoleLabels.LabelledType] {
    var declared: [String: [(file: String, fact: TypeFacts)]] = [:]
    for file in facts {
      for fact in file.typeFacts where fact.kind != .extension {
        declared[fact.name, default: []].append((file.path, fact))
      }
    }
    let once = declared.compactMap { name, places in places.count == 1 ? (name, places[0]) : nil }
    return
      once
      .sorted { key("\(repo):\($0.0)", seed) < key("\(repo):\($1.0)", seed) }
      .prefix(count)
      .map { name, place in
        RoleLabels.LabelledType(
          name: name, file: place.file, line: place.fact.line, kind: place.fact.kind.rawValue,
          codeLines: place.fact.codeLines)
      }
      .sorted { ($0.file, $0.line) < ($1.file, $1.line) }
  }

  static func key(_ text: String, _ seed: String) -> String {
    var hash = SHA256()
    hash.update("\(seed):\(text)")
    return hash.hexDigest()
  }
}
