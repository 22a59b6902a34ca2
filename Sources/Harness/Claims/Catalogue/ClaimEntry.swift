/// One claim of `Docs/Claims.md`: what it says, where, in whose words, the rule
/// that judges it and the caveats printed beside its verdict.
public struct ClaimEntry: Sendable {
  /// `C01`.
  public var id: String
  /// The heading after the id: `VIPER keeps the UI toolkit and the database out of its business logic`.
  public var title: String
  /// The claim in one neutral line.
  public var claim: String
  /// The copies that make it.
  public var sources: [SourceArticle]
  /// Where in them, as `Docs/Claims.md` says.
  public var place: String
  /// Verbatim quotes, in the copy's language.
  public var quotes: [Quote]
  /// The quotes in English.
  public var english: String
  /// The rule, declared before measuring.
  public var rule: any ClaimRule
  /// The catalogue's caveats that apply.
  public var caveats: [Caveat]
  /// The claim's own caveats, as `Docs/Claims.md` words them.
  public var notes: [String]
  /// Figures printed beside the verdict as context; they never decide it.
  public var context: [ClaimFigure]

  /// Creates an entry.
  public init(
    _ id: String, _ title: String, claim: String, sources: [SourceArticle], place: String, quotes: [Quote],
    english: String, rule: any ClaimRule, caveats: [Caveat], notes: [String] = [], context: [ClaimFigure] = []
  ) {
    self.id = id
    self.title = title
    self.claim = claim
    self.sources = sources
    self.place = place
    self.quotes = quotes
    self.english = english
    self.rule = rule
    self.caveats = caveats
    self.notes = notes
    self.context = context
  }

  /// `C01 · VIPER keeps the UI toolkit and the database out of its business logic`.
  public var heading: String { "\(id) · \(title)" }
}
