/// The words of one claim as `Docs/Claims.md` holds them: its heading's title and its
/// `yaml` block (id, claim, sources and where, quotes, English, caveats, notes, what its
/// rule reads and the rule's history). The report prints these words; the rule is code.
public struct ClaimText: Sendable, Equatable, Decodable {
  /// `C01`.
  public var id: String
  /// The heading after the id: `VIPER keeps the UI toolkit and the database out of its business logic`.
  public var title: String = ""
  /// The claim in one neutral line.
  public var claim: String
  /// The copies that make it.
  public var sources: [SourceArticle]
  /// Where in them.
  public var place: String
  /// Verbatim quotes, in the copy's language.
  public var quotes: [Quote]
  /// The quotes in English.
  public var english: String
  /// The catalogue's caveats that apply.
  public var caveats: [Caveat]
  /// The claim's own caveats.
  public var notes: [String]
  /// The kinds of figure its rule reads (what the rule needs to give a verdict).
  public var reads: Set<FigureFamily>
  /// The commits that declared its rule and changed it, oldest first; the last is the rule in effect.
  public var history: [RuleDeclaration]
  /// The choices its rule rests on, each judged under its alternatives (`Docs/Claims.md`, "Robustness").
  public var multiverse: [MultiverseChoice] = []
  /// Why its verdict may differ on another machine, when the document declares it so; `nil`
  /// for a verdict that must be the same on every machine (CI fails when it is not).
  public var machineDependent: String?

  enum CodingKeys: String, CodingKey {
    case id, claim, sources, quotes, english, caveats, notes, reads, history, multiverse, machineDependent
    case place = "where"
  }

  /// Decodes a claim's block; `notes` may be left out.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(String.self, forKey: .id)
    claim = try container.decode(String.self, forKey: .claim)
    sources = try container.decode([SourceArticle].self, forKey: .sources)
    place = try container.decode(String.self, forKey: .place)
    quotes = try container.decode([Quote].self, forKey: .quotes)
    english = try container.decode(String.self, forKey: .english)
    caveats = try container.decode([Caveat].self, forKey: .caveats)
    notes = try container.decodeIfPresent([String].self, forKey: .notes) ?? []
    reads = try container.decode(Set<FigureFamily>.self, forKey: .reads)
    history = try container.decode([RuleDeclaration].self, forKey: .history)
    multiverse = try container.decodeIfPresent([MultiverseChoice].self, forKey: .multiverse) ?? []
    machineDependent = try container.decodeIfPresent(String.self, forKey: .machineDependent)
  }
}
