/// The claims and own questions of one `Docs/Claims.md`, each with the code's rule or
/// answer: every claim of the document has a rule and every rule a claim, every question an
/// answer and every answer a question.
public struct CatalogueContents: Sendable {
  /// Every claim, in the document's order.
  public var claims: [ClaimEntry]
  /// ArchLab's own questions, in the document's order.
  public var questions: [OwnQuestion]
  /// For each claim and judged question, the commits that declared its rule and changed it.
  public var ruleHistory: [String: [RuleDeclaration]]
  /// The kinds of figure each claim's (and judged question's) rule reads.
  public var reads: [String: Set<FigureFamily>]
  /// Each caveat's title and text, as the document words it.
  public var caveats: [Caveat: CaveatText]

  /// The contents of `document` with `rules` and `answers`; a claim without a rule, a rule
  /// without a claim, or the same for questions, is an error naming the id.
  public init(
    _ document: ClaimDocument, rules: [(id: String, rule: DeclaredRule)] = ClaimCatalogue.rules,
    answers: [(id: String, answer: @Sendable (ClaimFigures) -> [String])] = ClaimCatalogue.answers
  ) throws(ClaimDocumentError) {
    let ruleOf = Dictionary(rules.map { ($0.id, $0.rule) }) { first, _ in first }
    let answerOf = Dictionary(answers.map { ($0.id, $0.answer) }) { first, _ in first }
    claims = []
    questions = []
    ruleHistory = [:]
    reads = [:]
    caveats = [:]
    for caveat in document.caveats {
      if let known = Caveat(rawValue: caveat.id) { caveats[known] = caveats[known] ?? caveat }
    }
    for text in document.claims {
      guard let rule = ruleOf[text.id] else { throw .noRule(id: text.id, line: document.lines[text.id] ?? 0) }
      claims.append(ClaimEntry(text, rule))
      (ruleHistory[text.id], reads[text.id]) = (text.history, text.reads)
    }
    for text in document.questions {
      guard let answer = answerOf[text.id] else {
        throw .noRule(id: text.id, line: document.lines[text.id] ?? 0)
      }
      var question = OwnQuestion(text.id, text.question, answer: answer)
      (question.multiverse, question.machineDependent) = (text.multiverse, text.machineDependent)
      questions.append(question)
      if !text.history.isEmpty { (ruleHistory[text.id], reads[text.id]) = (text.history, text.reads) }
    }
    let ids = Set(document.lines.keys)
    if let id = (rules.map(\.id) + answers.map(\.id)).first(where: { !ids.contains($0) }) {
      throw .noClaim(id: id)
    }
    if let id = Self.repeated(rules.map(\.id) + answers.map(\.id)) { throw .duplicateRule(id: id) }
    if let missing = Caveat.allCases.first(where: { caveats[$0] == nil }) {
      throw .noCaveat(id: missing.rawValue)
    }
  }

  /// The first id given twice in `ids`, if any.
  static func repeated(_ ids: [String]) -> String? {
    var seen: Set<String> = []
    return ids.first { !seen.insert($0).inserted }
  }
}
