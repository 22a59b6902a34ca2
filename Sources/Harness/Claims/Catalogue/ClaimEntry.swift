/// One claim of `Docs/Claims.md`: what it says, where, in whose words (the document's
/// words, ``ClaimText``), the rule that judges it (the code's, ``DeclaredRule``) and the
/// caveats printed beside its verdict.
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
  /// The choices its rule rests on (`Docs/Claims.md`, "Robustness").
  public var multiverse: [MultiverseChoice]
  /// Why its verdict may differ on another machine, when declared so.
  public var machineDependent: String?

  /// The entry of `text`, a claim of `Docs/Claims.md`, judged by `declared`.
  public init(_ text: ClaimText, _ declared: DeclaredRule) {
    self.id = text.id
    self.title = text.title
    self.claim = text.claim
    self.sources = text.sources
    self.place = text.place
    self.quotes = text.quotes
    self.english = text.english
    self.rule = declared.rule
    self.caveats = text.caveats
    self.notes = text.notes
    self.context = declared.context
    self.multiverse = text.multiverse
    self.machineDependent = text.machineDependent
  }

  /// `C01 · VIPER keeps the UI toolkit and the database out of its business logic`.
  public var heading: String { "\(id) · \(title)" }
}
