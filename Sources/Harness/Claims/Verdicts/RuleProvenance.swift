/// When the rule a verdict applied was declared, and whether the figures it reads were in
/// the committed report at that commit: the proof that a rule came before its figures, or
/// the admission that it did not.
public struct RuleProvenance: Codable, Sendable, Equatable {
  /// The commit that declared the rule in effect.
  public var commit: String
  /// Its date.
  public var date: String
  /// What it declared or changed.
  public var change: String
  /// The commits before it that declared or changed the same claim's rule, oldest first.
  public var earlier: [String]
  /// For each kind of figure the rule reads, whether the committed `Reports/metrics.json`
  /// held it at that commit; `nil` when the history could not be read (no git clone).
  public var figuresExisted: [FigureFamily: Bool]?

  /// Creates a provenance.
  public init(
    commit: String, date: String, change: String, earlier: [String], figuresExisted: [FigureFamily: Bool]?
  ) {
    self.commit = commit
    self.date = date
    self.change = change
    self.earlier = earlier
    self.figuresExisted = figuresExisted
  }

  /// `declared in b822615 (2026-11-24: reads the growth series…); the figures it reads were
  /// not in the committed report then (growth series)`.
  public var text: String {
    var text = "Rule declared in `\(commit)` (\(date): \(change))"
    if !earlier.isEmpty { text += ", after `\(earlier.joined(separator: "`, `"))`" }
    guard let existed = figuresExisted else {
      return text + "; the history was not available to check the figures then."
    }
    let present = existed.filter(\.value).keys.sorted().map(\.title)
    let absent = existed.filter { !$0.value }.keys.sorted().map(\.title)
    if absent.isEmpty {
      return text
        + "; the figures it reads (\(present.joined(separator: ", "))) were already in the committed report then."
    }
    if present.isEmpty {
      return text
        + "; none of the figures it reads (\(absent.joined(separator: ", "))) existed then: declared before measuring."
    }
    return text
      + "; of the figures it reads, \(present.joined(separator: ", ")) were already in the committed report then, \(absent.joined(separator: ", ")) were not."
  }
}

extension RuleProvenance {
  private enum CodingKeys: String, CodingKey {
    case commit, date, change, earlier, figuresExisted
  }

  /// Encodes it as the synthesized encoding does (`figuresExisted` as key, value, key, value…),
  /// with the kinds of figures in their order rather than the dictionary's, which changes from
  /// run to run: the same provenance is written the same bytes.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(commit, forKey: .commit)
    try container.encode(date, forKey: .date)
    try container.encode(change, forKey: .change)
    try container.encode(earlier, forKey: .earlier)
    guard let existed = figuresExisted else { return }
    var pairs = container.nestedUnkeyedContainer(forKey: .figuresExisted)
    for family in existed.keys.sorted() {
      try pairs.encode(family)
      try pairs.encode(existed[family])
    }
  }
}
